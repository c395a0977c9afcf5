// @peculiar/x509 resolves its algorithms through tsyringe, which needs the Reflect metadata API first.
import 'reflect-metadata';
import { createHash, createPrivateKey, randomBytes, randomUUID, sign, webcrypto } from 'node:crypto';
import type Router from '@koa/router';
import * as x509 from '@peculiar/x509';
import { escapeHtml, formatPln, page, readForm, readJson, readText } from './http';
import type { SandboxSettings } from './settings';
import { mountTpayRefunds, type TpayRefundsSandbox } from './tpay-refunds';

// The Tpay sandbox: the OpenAPI's OAuth and transaction creation, a payment page where a tester (or
// Playwright) pays or declines, and Tpay's notification, signed like Tpay's: md5sum over the security code
// and a detached JWS (RS256) made with a certificate issued by a root CA the sandbox generated.

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

const rsa = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
} as const;

/** A root CA and a notification signing certificate issued by it (PEM). */
export interface TpayKeys {
  rootCaPem: string;
  signingCertPem: string;
  signingKeyPem: string;
}

const toPem = (der: ArrayBuffer, label: string) =>
  `-----BEGIN ${label}-----\n${Buffer.from(der)
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .trim()}\n-----END ${label}-----\n`;

/** Generates a root CA and a signing certificate (valid from yesterday for `days`). */
export async function createTpayKeys(options: { name?: string; days?: number } = {}): Promise<TpayKeys> {
  const name = options.name ?? 'Tpay Sandbox';
  const notBefore = new Date(Date.now() - 86_400_000);
  const notAfter = new Date(Date.now() + (options.days ?? 825) * 86_400_000);
  const rootKeys = (await webcrypto.subtle.generateKey(rsa, true, ['sign', 'verify'])) as CryptoKeyPair;
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomBytes(8)
      .toString('hex')
      .replace(/^[89a-f]/, '1'),
    name: `CN=${name} Root CA, O=Zefir Sandbox, C=PL`,
    notBefore,
    notAfter,
    keys: rootKeys,
    signingAlgorithm: rsa,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(rootKeys.publicKey),
    ],
  });
  const signingKeys = (await webcrypto.subtle.generateKey(rsa, true, ['sign', 'verify'])) as CryptoKeyPair;
  const signing = await x509.X509CertificateGenerator.create({
    serialNumber: randomBytes(8)
      .toString('hex')
      .replace(/^[89a-f]/, '2'),
    subject: `CN=${name} notifications, O=Zefir Sandbox, C=PL`,
    issuer: root.subject,
    notBefore,
    notAfter,
    signingAlgorithm: rsa,
    publicKey: signingKeys.publicKey,
    signingKey: rootKeys.privateKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      await x509.AuthorityKeyIdentifierExtension.create(rootKeys.publicKey),
    ],
  });
  return {
    rootCaPem: root.toString('pem'),
    signingCertPem: signing.toString('pem'),
    signingKeyPem: toPem(await webcrypto.subtle.exportKey('pkcs8', signingKeys.privateKey), 'PRIVATE KEY'),
  };
}

/** A detached JWS of `rawBody` (RS256, `x5u` in the protected header), as Tpay's X-JWS-Signature. */
export function signTpayJws(rawBody: string, keyPem: string, x5u: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', x5u })).toString('base64url');
  const input = `${header}.${Buffer.from(rawBody, 'utf8').toString('base64url')}`;
  const signature = sign('sha256', Buffer.from(input), createPrivateKey(keyPem)).toString('base64url');
  return `${header}..${signature}`;
}

export function tpaySandboxMd5(form: Record<string, string>, securityCode: string): string {
  const text = `${form.id ?? ''}${form.tr_id ?? ''}${form.tr_amount ?? ''}${form.tr_crc ?? ''}${securityCode}`;
  return createHash('md5').update(text, 'utf8').digest('hex');
}

interface SandboxTransaction {
  id: string;
  title: string;
  amount: string;
  description: string;
  hiddenDescription: string;
  email: string;
  name: string;
  successUrl: string;
  errorUrl: string;
  notificationUrl: string;
  status: 'pending' | 'paid' | 'rejected';
}

export interface TpaySandbox {
  keys: TpayKeys;
  /** Where the signing certificate is served (inside settings.tpay.certUrlPrefix). */
  certUrl: string;
  transactions: Map<string, SandboxTransaction>;
  /** Refunds (POST/GET /transactions/{id}/refunds), and the switch that loses their answers. */
  refunds: TpayRefundsSandbox;
  /** Every notification sent, with the shop's answer. */
  notifications: Array<{ transactionId: string; body: string; signature: string; status: number; reply: string }>;
  /** The notification the sandbox sends for a transaction (for tests that replay or forge). */
  notificationOf(
    id: string,
    outcome: 'paid' | 'rejected',
  ): { body: string; form: Record<string, string>; signature: string };
}

const stamp = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

/** Mounts the Tpay sandbox below /tpay; `keys` come from createTpayKeys (made at the sandbox's start). */
export function mountTpaySandbox(router: Router, settings: SandboxSettings, keys: TpayKeys): TpaySandbox {
  const tokens = new Map<string, number>();
  const transactions = new Map<string, SandboxTransaction>();
  const notifications: TpaySandbox['notifications'] = [];
  const certUrl = `${settings.tpay.certUrlPrefix}notifications.pem`;
  const { tpay } = settings;

  function notificationOf(id: string, outcome: 'paid' | 'rejected') {
    const transaction = transactions.get(id);
    if (!transaction) throw new Error(`No sandbox transaction ${id}`);
    const form: Record<string, string> = {
      id: tpay.merchantId,
      tr_id: transaction.title,
      tr_date: stamp(new Date()),
      tr_crc: transaction.hiddenDescription,
      tr_amount: transaction.amount,
      tr_paid: outcome === 'paid' ? transaction.amount : '0.00',
      tr_desc: transaction.description,
      tr_status: outcome === 'paid' ? 'TRUE' : 'FALSE',
      tr_error: 'none',
      tr_email: transaction.email,
      test_mode: '1',
    };
    form.md5sum = tpaySandboxMd5(form, tpay.securityCode);
    const body = new URLSearchParams(form).toString();
    return { body, form, signature: signTpayJws(body, keys.signingKeyPem, certUrl) };
  }

  router.post('/tpay/api/oauth/auth', async (ctx) => {
    const type = ctx.get('content-type');
    const input = type.includes('json') ? ((await readJson(ctx)) ?? {}) : await readForm(ctx);
    if (input.client_id !== tpay.clientId || input.client_secret !== tpay.clientSecret) {
      ctx.status = 401;
      ctx.body = { error: 'invalid_client' };
      return;
    }
    const token = randomBytes(24).toString('hex');
    tokens.set(token, Date.now() + 7_200_000);
    ctx.body = {
      issued_at: Math.floor(Date.now() / 1000),
      scope: 'read write',
      token_type: 'Bearer',
      expires_in: 7200,
      client_id: tpay.clientId,
      access_token: token,
    };
  });

  router.post('/tpay/api/transactions', async (ctx) => {
    const token = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
    if (!token || !((tokens.get(token) ?? 0) > Date.now())) {
      ctx.status = 401;
      ctx.body = { result: 'failed', errors: [{ errorCode: 'unauthorized', errorMessage: 'Invalid token' }] };
      return;
    }
    const input = (await readJson(ctx)) as
      | {
          amount?: unknown;
          description?: unknown;
          hiddenDescription?: unknown;
          payer?: { email?: unknown; name?: unknown };
          callbacks?: { payerUrls?: { success?: unknown; error?: unknown }; notification?: { url?: unknown } };
        }
      | undefined;
    const amount = Number(input?.amount);
    const strings = [
      input?.description,
      input?.hiddenDescription,
      input?.payer?.email,
      input?.callbacks?.payerUrls?.success,
      input?.callbacks?.payerUrls?.error,
      input?.callbacks?.notification?.url,
    ];
    if (
      !(amount > 0) ||
      Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6 ||
      strings.some((s) => typeof s !== 'string' || !s)
    ) {
      ctx.status = 400;
      ctx.body = { result: 'failed', errors: [{ errorCode: 'validation', errorMessage: 'Invalid transaction' }] };
      return;
    }
    const id = `ta_${randomBytes(8).toString('hex')}`;
    const title = `TR-${randomBytes(4).toString('hex').toUpperCase()}`;
    const transaction: SandboxTransaction = {
      id,
      title,
      amount: amount.toFixed(2),
      description: input!.description as string,
      hiddenDescription: input!.hiddenDescription as string,
      email: input!.payer!.email as string,
      name: typeof input?.payer?.name === 'string' ? input.payer.name : '',
      successUrl: input!.callbacks!.payerUrls!.success as string,
      errorUrl: input!.callbacks!.payerUrls!.error as string,
      notificationUrl: input!.callbacks!.notification!.url as string,
      status: 'pending',
    };
    transactions.set(id, transaction);
    ctx.body = {
      result: 'success',
      requestId: randomUUID(),
      transactionId: id,
      title,
      posId: `ps_${tpay.merchantId}`,
      status: 'pending',
      date: { creation: stamp(new Date()) },
      amount,
      currency: 'PLN',
      description: transaction.description,
      hiddenDescription: transaction.hiddenDescription,
      payer: { email: transaction.email, name: transaction.name },
      transactionPaymentUrl: `${settings.url}/tpay/pay/${id}`,
    };
  });

  router.get('/tpay/pay/:id', (ctx) => {
    const transaction = transactions.get(ctx.params.id!);
    ctx.type = 'text/html; charset=utf-8';
    if (!transaction) {
      ctx.status = 404;
      ctx.body = page('Tpay — nie ma takiej transakcji', '<h1>Nie ma takiej transakcji</h1>');
      return;
    }
    const grosze = Math.round(Number(transaction.amount) * 100);
    const done =
      transaction.status === 'pending'
        ? `<form method="post" action="/tpay/pay/${transaction.id}/pay"><button class="pay" type="submit">Zapłać</button></form>
<form method="post" action="/tpay/pay/${transaction.id}/reject"><button class="reject" type="submit">Odrzuć</button></form>`
        : `<p role="status">Ta transakcja jest już ${transaction.status === 'paid' ? 'opłacona' : 'odrzucona'}.</p>`;
    ctx.body = page(
      `Tpay — płatność ${transaction.title}`,
      `<p class="sandbox">Bramka testowa Tpay: żadne pieniądze nie zostaną pobrane.</p>
<h1>Płatność za zamówienie</h1>
<dl><dt>Tytuł</dt><dd>${escapeHtml(transaction.description)}</dd>
<dt>Kwota</dt><dd data-testid="amount">${formatPln(grosze)}</dd>
<dt>Płatnik</dt><dd>${escapeHtml(transaction.name)} (${escapeHtml(transaction.email)})</dd>
<dt>Transakcja</dt><dd>${transaction.title}</dd></dl>
${done}`,
    );
  });

  router.post('/tpay/pay/:id/:choice', async (ctx) => {
    const transaction = transactions.get(ctx.params.id!);
    const choice = ctx.params.choice;
    if (!transaction || (choice !== 'pay' && choice !== 'reject')) {
      ctx.status = 404;
      return;
    }
    await readText(ctx);
    if (transaction.status === 'pending') {
      transaction.status = choice === 'pay' ? 'paid' : 'rejected';
      const notification = notificationOf(transaction.id, transaction.status);
      let status = 0;
      let reply = '';
      try {
        const response = await fetch(transaction.notificationUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-jws-signature': notification.signature,
          },
          body: notification.body,
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
        reply = await response.text();
      } catch (error) {
        reply = `not delivered: ${(error as Error).message}`;
      }
      notifications.push({
        transactionId: transaction.id,
        body: notification.body,
        signature: notification.signature,
        status,
        reply,
      });
    }
    ctx.status = 303;
    ctx.redirect(transaction.status === 'paid' ? transaction.successUrl : transaction.errorUrl);
    ctx.status = 303;
  });

  router.get('/tpay/certs/notifications.pem', (ctx) => {
    ctx.type = 'application/x-pem-file';
    ctx.body = keys.signingCertPem;
  });

  const refunds = mountTpayRefunds(router, transactions, (ctx) => {
    const token = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
    return Boolean(token && (tokens.get(token) ?? 0) > Date.now());
  });

  return { keys, certUrl, transactions, refunds, notifications, notificationOf };
}
