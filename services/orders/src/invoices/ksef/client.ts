import type { KeyObject } from 'node:crypto';
import {
  aesEncrypt,
  encryptKsefToken,
  newSessionKey,
  publicKeyOf,
  rsaOaepEncrypt,
  type SessionKey,
  sha256Base64,
} from './crypto';

// The adapter that speaks KSeF API 2 over HTTP (CIRFMF/ksef-docs: uwierzytelnianie.md, sesja-interaktywna.md,
// open-api.json): a KSeF token for an access token (challenge → encrypted `token|timestampMs` → status
// polling → redeem; refreshed with the refresh token), an online session for FA (3) with a fresh AES key,
// each invoice encrypted and sent with its hashes and sizes, its status polled, its UPO fetched, the
// session closed. Tokens never leave this module in an error message or a log line.

export interface KsefClientConfig {
  /** API base, e.g. https://api-test.ksef.mf.gov.pl/v2 (no trailing slash). */
  url: string;
  /** The KSeF token (a secret: configuration only). */
  token: string;
  /** The NIP of the context the shop invoices in (the seller's). */
  nip: string;
  /** Per request; a slower answer counts as KSeF unavailable. */
  timeoutMs?: number;
  /** How often and how long the auth status is polled. */
  pollMs?: number;
  pollAttempts?: number;
  now?: () => Date;
}

/** KSeF did not answer, answered 5xx or 429: try again later (offline mode meanwhile). */
export class KsefUnavailable extends Error {
  override name = 'KsefUnavailable';
}

/** KSeF answered and refused (4xx): the reason as KSeF gave it. */
export class KsefRefused extends Error {
  override name = 'KsefRefused';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface KsefSession {
  referenceNumber: string;
  validUntil: Date;
  key: SessionKey;
}

export type KsefInvoiceStatus =
  | { state: 'processing' }
  | { state: 'accepted'; ksefNumber: string }
  | { state: 'duplicate'; ksefNumber: string; sessionReference: string | null }
  | { state: 'rejected'; code: number; reason: string };

interface TokenInfo {
  token: string;
  validUntil: string;
}

export interface KsefClient {
  openSession(): Promise<KsefSession>;
  sendInvoice(session: KsefSession, xml: string, options?: { offline?: boolean }): Promise<string>;
  invoiceStatus(sessionReference: string, invoiceReference: string): Promise<KsefInvoiceStatus>;
  upo(sessionReference: string, invoiceReference: string): Promise<string>;
  /** The UPO of an invoice by its KSeF number, within the session it was accepted in (a duplicate's original). */
  upoOf(sessionReference: string, ksefNumber: string): Promise<string>;
  closeSession(session: KsefSession): Promise<void>;
}

const FORM_CODE = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' } as const;
const margin = 60_000;

export function createKsefClient(config: KsefClientConfig): KsefClient {
  const now = config.now ?? (() => new Date());
  const timeoutMs = config.timeoutMs ?? 15_000;
  let keys: { token: KeyObject; symmetric: KeyObject } | undefined;
  let access: TokenInfo | undefined;
  let refresh: TokenInfo | undefined;
  let authenticating: Promise<string> | undefined;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; bearer?: string; accept?: string } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    let response: Response;
    try {
      response = await fetch(`${config.url}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new KsefUnavailable(`KSeF ${method} ${path.split('/')[1]}: no answer (${(error as Error).name})`);
    }
    if (response.status >= 500 || response.status === 429)
      throw new KsefUnavailable(`KSeF ${method} ${path.split('/')[1]}: ${response.status}`);
    return response;
  }

  async function json<T>(response: Response, what: string): Promise<T> {
    if (response.ok) return (await response.json()) as T;
    throw new KsefRefused(`${what}: ${await reasonOf(response)}`, response.status);
  }

  const fresh = (info: TokenInfo | undefined) =>
    info !== undefined && new Date(info.validUntil).getTime() - margin > now().getTime();

  async function publicKeys() {
    if (keys) return keys;
    const list = await json<{ certificate: string; usage: string[]; validTo: string }[]>(
      await call('GET', '/security/public-key-certificates'),
      'public keys',
    );
    const valid = list.filter((entry) => new Date(entry.validTo).getTime() > now().getTime());
    const pick = (usage: string) => {
      const entry = valid.find((candidate) => candidate.usage.includes(usage));
      if (!entry) throw new KsefRefused(`public keys: none for ${usage}`, 200);
      return publicKeyOf(entry.certificate);
    };
    keys = { token: pick('KsefTokenEncryption'), symmetric: pick('SymmetricKeyEncryption') };
    return keys;
  }

  async function authenticate(): Promise<string> {
    const { token: tokenKey } = await publicKeys();
    const challenge = await json<{ challenge: string; timestampMs: number }>(
      await call('POST', '/auth/challenge'),
      'auth challenge',
    );
    const init = await json<{ referenceNumber: string; authenticationToken: TokenInfo }>(
      await call('POST', '/auth/ksef-token', {
        body: {
          challenge: challenge.challenge,
          contextIdentifier: { type: 'Nip', value: config.nip },
          encryptedToken: encryptKsefToken(tokenKey, config.token, challenge.timestampMs),
        },
      }),
      'auth',
    );
    const operation = init.authenticationToken.token;
    for (let attempt = 0; ; attempt++) {
      const status = await json<{ status: { code: number; description: string; details?: string[] } }>(
        await call('GET', `/auth/${init.referenceNumber}`, { bearer: operation }),
        'auth status',
      );
      if (status.status.code === 200) break;
      if (status.status.code !== 100) throw new KsefRefused(`auth: ${describe(status.status)}`, status.status.code);
      if (attempt >= (config.pollAttempts ?? 20)) throw new KsefUnavailable('auth: still in progress');
      await new Promise((resolve) => setTimeout(resolve, config.pollMs ?? 500));
    }
    const tokens = await json<{ accessToken: TokenInfo; refreshToken: TokenInfo }>(
      await call('POST', '/auth/token/redeem', { bearer: operation }),
      'auth redeem',
    );
    access = tokens.accessToken;
    refresh = tokens.refreshToken;
    return access.token;
  }

  async function accessToken(): Promise<string> {
    if (access && fresh(access)) return access.token;
    authenticating ??= (async () => {
      if (refresh && fresh(refresh)) {
        const response = await call('POST', '/auth/token/refresh', { bearer: refresh.token });
        if (response.ok) {
          access = ((await response.json()) as { accessToken: TokenInfo }).accessToken;
          return access.token;
        }
        refresh = undefined;
      }
      return authenticate();
    })().finally(() => {
      authenticating = undefined;
    });
    return authenticating;
  }

  /** A call with the access token; a 401 (revoked, expired early) authenticates again once. */
  async function authorised(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; accept?: string } = {},
  ): Promise<Response> {
    const response = await call(method, path, { ...options, bearer: await accessToken() });
    if (response.status !== 401) return response;
    access = undefined;
    refresh = undefined;
    return call(method, path, { ...options, bearer: await accessToken() });
  }

  return {
    async openSession() {
      const key = newSessionKey();
      const { symmetric } = await publicKeys();
      const opened = await json<{ referenceNumber: string; validUntil: string }>(
        await authorised('POST', '/sessions/online', {
          body: {
            formCode: FORM_CODE,
            encryption: {
              encryptedSymmetricKey: rsaOaepEncrypt(symmetric, key.key).toString('base64'),
              initializationVector: key.iv.toString('base64'),
            },
          },
        }),
        'open session',
      );
      return { referenceNumber: opened.referenceNumber, validUntil: new Date(opened.validUntil), key };
    },

    async sendInvoice(session, xml, options = {}) {
      const plain = Buffer.from(xml, 'utf8');
      const encrypted = aesEncrypt(session.key, plain);
      const sent = await json<{ referenceNumber: string }>(
        await authorised('POST', `/sessions/online/${session.referenceNumber}/invoices`, {
          body: {
            invoiceHash: sha256Base64(plain),
            invoiceSize: plain.length,
            encryptedInvoiceHash: sha256Base64(encrypted),
            encryptedInvoiceSize: encrypted.length,
            encryptedInvoiceContent: encrypted.toString('base64'),
            offlineMode: options.offline ?? false,
          },
        }),
        'send invoice',
      );
      return sent.referenceNumber;
    },

    async invoiceStatus(sessionReference, invoiceReference) {
      const answer = await json<{
        ksefNumber?: string;
        status: { code: number; description: string; details?: string[]; extensions?: Record<string, string> };
      }>(await authorised('GET', `/sessions/${sessionReference}/invoices/${invoiceReference}`), 'invoice status');
      const { status } = answer;
      if (status.code === 100 || status.code === 150) return { state: 'processing' };
      if (status.code === 200 && answer.ksefNumber) return { state: 'accepted', ksefNumber: answer.ksefNumber };
      const original = status.extensions?.originalKsefNumber;
      if (status.code === 440 && original)
        return {
          state: 'duplicate',
          ksefNumber: original,
          sessionReference: status.extensions?.originalSessionReferenceNumber ?? null,
        };
      // 550: cancelled by the system, "try again" — not the invoice's fault.
      if (status.code === 550 || status.code === 500) throw new KsefUnavailable(`invoice status ${status.code}`);
      return { state: 'rejected', code: status.code, reason: describe(status) };
    },

    async upo(sessionReference, invoiceReference) {
      const response = await authorised('GET', `/sessions/${sessionReference}/invoices/${invoiceReference}/upo`, {
        accept: 'application/xml',
      });
      if (!response.ok) throw new KsefRefused(`upo: ${await reasonOf(response)}`, response.status);
      return response.text();
    },

    async upoOf(sessionReference, ksefNumber) {
      const response = await authorised('GET', `/sessions/${sessionReference}/invoices/ksef/${ksefNumber}/upo`, {
        accept: 'application/xml',
      });
      if (!response.ok) throw new KsefRefused(`upo: ${await reasonOf(response)}`, response.status);
      return response.text();
    },

    async closeSession(session) {
      const response = await authorised('POST', `/sessions/online/${session.referenceNumber}/close`);
      if (!response.ok && response.status !== 400)
        throw new KsefRefused(`close session: ${await reasonOf(response)}`, response.status);
    },
  };
}

function describe(status: { code: number; description: string; details?: string[] }): string {
  return [`${status.code} ${status.description}`, ...(status.details ?? [])].join('; ');
}

/** KSeF's reason from either of its error shapes (ExceptionResponse, problem details). */
async function reasonOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as {
      exception?: {
        exceptionDetailList?: { exceptionCode?: number; exceptionDescription?: string; details?: string[] }[];
      };
      detail?: string;
      errors?: { code: number; description: string; details?: string[] }[];
    };
    const list = body.exception?.exceptionDetailList;
    if (list?.length)
      return list
        .map((item) => [`${item.exceptionCode} ${item.exceptionDescription}`, ...(item.details ?? [])].join('; '))
        .join(' | ');
    if (body.errors?.length) return body.errors.map(describe).join(' | ');
    if (body.detail) return body.detail;
  } catch {
    // not JSON: the status says enough
  }
  return `HTTP ${response.status}`;
}
