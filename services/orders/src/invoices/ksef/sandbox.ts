import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fa3Problems, hasXmllint } from '../fa3-check';
import { aesDecrypt, rsaOaepDecrypt, sha256Base64 } from './crypto';
import {
  checkToken,
  type KsefSandboxControl,
  ksefSandboxCredentials,
  pickControl,
  referenceNumber,
} from './sandbox-checks';
import { ksefNumberFor, type SentInvoice, upoXml } from './sandbox-documents';

export { crc8, isValidKsefNumber, ksefNumberFor } from './sandbox-documents';

// A local stand-in for KSeF API 2 (DESIGN §8, as the payment sandboxes): the routes the adapter (./client.ts)
// uses, checking what they receive as KSeF would — the KSeF token decrypted with the sandbox's private key
// against the challenge's timestamp, the session key and each invoice decrypted, hashes and sizes compared,
// the FA(3) document checked (xmllint against the official schema where installed, else its structure) and
// the seller's NIP against the context. It answers KSeF numbers (faktury/numer-ksef.md, with the CRC-8) and
// UPO documents, and can be told to reject, slow down or be unavailable: `sandbox.control` in process, or
// `POST /sandbox/control` with the same JSON for a demo or a browser journey.

export { type KsefSandboxControl, ksefSandboxCredentials } from './sandbox-checks';

export interface KsefSandboxReceipt {
  sessionReference: string;
  invoiceReference: string;
  xml: string;
  offline: boolean;
  ksefNumber: string | null;
  rejection: string | null;
}

export interface RunningKsefSandbox {
  url: string;
  control: KsefSandboxControl;
  /** Every invoice received, decrypted, in order. */
  received: KsefSandboxReceipt[];
  /** Counts of calls by route (tests: refresh used, nothing sent twice). */
  calls: Record<string, number>;
  /** The orders service's environment pointing at this sandbox. */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

const defaults: KsefSandboxControl = { mode: 'accept', delayMs: 0, processingPolls: 1, accessTokenSeconds: 900 };

interface Session {
  key: Buffer;
  iv: Buffer;
  open: boolean;
  invoices: Map<string, SentInvoice>;
}

export async function startKsefSandbox(
  options: { port?: number; host?: string; control?: Partial<KsefSandboxControl> } = {},
): Promise<RunningKsefSandbox> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const control: KsefSandboxControl = { ...defaults, ...options.control };
  const received: KsefSandboxReceipt[] = [];
  const calls: Record<string, number> = {};
  const challenges = new Map<string, number>();
  const operations = new Map<string, { token: string; code: number; details: string[]; redeemed: boolean }>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Map<string, number>();
  const sessions = new Map<string, Session>();
  const accepted = new Map<string, { ksefNumber: string; sessionReference: string }>();
  const xmllint = await hasXmllint();

  const bearer = (req: IncomingMessage) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const authorised = (req: IncomingMessage) => {
    const token = bearer(req);
    const until = token ? accessTokens.get(token) : undefined;
    return until !== undefined && until > Date.now();
  };
  const tokenInfo = (seconds: number, store: Map<string, number>) => {
    const token = randomBytes(24).toString('base64url');
    const until = Date.now() + seconds * 1000;
    store.set(token, until);
    return { token, validUntil: new Date(until).toISOString() };
  };

  async function route(req: IncomingMessage, res: ServerResponse, path: string, body: string): Promise<void> {
    const send = (status: number, value?: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value));
    };
    const refuse = (status: number, code: number, description: string, details: string[] = []) =>
      send(status, {
        exception: {
          exceptionDetailList: [{ exceptionCode: code, exceptionDescription: description, details }],
          timestamp: new Date().toISOString(),
        },
      });
    const json = () => {
      try {
        return JSON.parse(body) as Record<string, unknown>;
      } catch {
        return undefined;
      }
    };
    const unauthorised = () =>
      send(401, { title: 'Unauthorized', status: 401, detail: 'Brak lub nieprawidłowy token dostępu.' });
    const at = (method: string, pattern: RegExp) => (req.method === method ? pattern.exec(path) : null);
    const authStatus = at('GET', /^\/auth\/([^/]+)$/);
    const sendTo = at('POST', /^\/sessions\/online\/([^/]+)\/invoices\/?$/);
    const closing = at('POST', /^\/sessions\/online\/([^/]+)\/close$/);
    const invoiceAt = at('GET', /^\/sessions\/([^/]+)\/invoices\/([^/]+)(\/upo)?$/);
    const upoByNumber = at('GET', /^\/sessions\/([^/]+)\/invoices\/ksef\/([^/]+)\/upo$/);

    if (req.method === 'GET' && path === '/security/public-key-certificates') {
      const der = publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
      const entry = (usage: string) => ({
        certificate: der,
        certificateId: sha256Base64(der),
        publicKeyId: sha256Base64(der),
        validFrom: new Date(Date.now() - 86_400_000).toISOString(),
        validTo: new Date(Date.now() + 365 * 86_400_000).toISOString(),
        usage: [usage],
      });
      return send(200, [entry('KsefTokenEncryption'), entry('SymmetricKeyEncryption')]);
    }
    if (req.method === 'POST' && path === '/auth/challenge') {
      const challenge = referenceNumber();
      const timestampMs = Date.now();
      challenges.set(challenge, timestampMs);
      return send(200, {
        challenge,
        timestamp: new Date(timestampMs).toISOString(),
        timestampMs,
        clientIp: '127.0.0.1',
      });
    }
    if (req.method === 'POST' && path === '/auth/ksef-token') {
      const request = json() as
        | { challenge?: string; contextIdentifier?: { type?: string; value?: string }; encryptedToken?: string }
        | undefined;
      if (!request?.challenge || !request.encryptedToken || !request.contextIdentifier)
        return refuse(400, 21405, 'Błąd walidacji danych wejściowych.', [
          'challenge, contextIdentifier, encryptedToken',
        ]);
      const timestampMs = challenges.get(request.challenge);
      if (timestampMs === undefined) return refuse(400, 21401, 'Nieprawidłowe wyzwanie autoryzacyjne.');
      challenges.delete(request.challenge);
      const verdict = checkToken(privateKey, request.encryptedToken, timestampMs, request.contextIdentifier);
      const reference = referenceNumber();
      const operation = { token: randomBytes(24).toString('base64url'), ...verdict, redeemed: false };
      operations.set(reference, operation);
      return send(202, {
        referenceNumber: reference,
        authenticationToken: { token: operation.token, validUntil: new Date(Date.now() + 600_000).toISOString() },
      });
    }
    if (authStatus) {
      const operation = operations.get(authStatus[1] as string);
      if (!operation || operation.token !== bearer(req)) return unauthorised();
      const description =
        operation.code === 200
          ? 'Uwierzytelnianie zakończone sukcesem'
          : 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu';
      return send(200, {
        startDate: new Date().toISOString(),
        authenticationMethod: 'Token',
        authenticationMethodInfo: { category: 'Token', code: 'token.ksef', displayName: 'Token KSeF' },
        status: { code: operation.code, description, details: operation.details },
      });
    }
    if (req.method === 'POST' && path === '/auth/token/redeem') {
      const operation = [...operations.values()].find((candidate) => candidate.token === bearer(req));
      if (!operation) return unauthorised();
      if (operation.redeemed || operation.code !== 200)
        return refuse(400, 21301, 'Brak autoryzacji.', [
          'Tokeny zostały już pobrane lub uwierzytelnianie nie powiodło się.',
        ]);
      operation.redeemed = true;
      return send(200, {
        accessToken: tokenInfo(control.accessTokenSeconds, accessTokens),
        refreshToken: tokenInfo(7 * 86_400, refreshTokens),
      });
    }
    if (req.method === 'POST' && path === '/auth/token/refresh') {
      const token = bearer(req);
      const until = token ? refreshTokens.get(token) : undefined;
      if (until === undefined || until < Date.now()) return unauthorised();
      return send(200, { accessToken: tokenInfo(control.accessTokenSeconds, accessTokens) });
    }

    if (!authorised(req)) return unauthorised();

    if (req.method === 'POST' && path === '/sessions/online') {
      const request = json() as
        | {
            formCode?: Record<string, string>;
            encryption?: { encryptedSymmetricKey?: string; initializationVector?: string };
          }
        | undefined;
      const form = request?.formCode;
      if (form?.systemCode !== 'FA (3)' || form.schemaVersion !== '1-0E' || form.value !== 'FA')
        return refuse(400, 21405, 'Błąd walidacji danych wejściowych.', ['formCode: oczekiwano FA (3) / 1-0E / FA']);
      let key: Buffer;
      const iv = Buffer.from(request?.encryption?.initializationVector ?? '', 'base64');
      try {
        key = rsaOaepDecrypt(privateKey, Buffer.from(request?.encryption?.encryptedSymmetricKey ?? '', 'base64'));
      } catch {
        return refuse(400, 21405, 'Błąd walidacji danych wejściowych.', [
          'Nie można odszyfrować klucza symetrycznego.',
        ]);
      }
      if (key.length !== 32 || iv.length !== 16)
        return refuse(400, 21405, 'Błąd walidacji danych wejściowych.', ['Klucz 32 bajty, wektor 16 bajtów.']);
      const reference = referenceNumber();
      sessions.set(reference, { key, iv, open: true, invoices: new Map() });
      return send(201, { referenceNumber: reference, validUntil: new Date(Date.now() + 12 * 3_600_000).toISOString() });
    }
    if (sendTo) {
      const sessionReference = sendTo[1] as string;
      const session = sessions.get(sessionReference);
      if (!session?.open) return refuse(400, 21180, 'Status sesji nie pozwala na wykonanie operacji.');
      const request = json() as Record<string, unknown> | undefined;
      const encrypted = Buffer.from(String(request?.encryptedInvoiceContent ?? ''), 'base64');
      const problems: string[] = [];
      if (sha256Base64(encrypted) !== request?.encryptedInvoiceHash) problems.push('encryptedInvoiceHash');
      if (encrypted.length !== request?.encryptedInvoiceSize) problems.push('encryptedInvoiceSize');
      if (problems.length) return refuse(400, 21405, 'Błąd walidacji danych wejściowych.', problems);
      const invoiceReference = referenceNumber();
      const receipt: KsefSandboxReceipt = {
        sessionReference,
        invoiceReference,
        xml: '',
        offline: request?.offlineMode === true,
        ksefNumber: null,
        rejection: null,
      };
      const sent: SentInvoice = { receipt, polls: 0, hash: String(request?.invoiceHash ?? ''), sentAt: new Date() };
      session.invoices.set(invoiceReference, sent);
      received.push(receipt);
      sent.verdict = await judge(session, sent, request ?? {});
      return send(202, { referenceNumber: invoiceReference });
    }
    if (closing) {
      const session = sessions.get(closing[1] as string);
      if (!session?.open) return refuse(400, 21180, 'Status sesji nie pozwala na wykonanie operacji.');
      session.open = false;
      return send(204);
    }
    if (upoByNumber) {
      const invoicesOfSession = sessions.get(upoByNumber[1] as string)?.invoices.values() ?? [];
      const sent = [...invoicesOfSession].find((candidate) => candidate.receipt.ksefNumber === upoByNumber[2]);
      if (!sent?.upo) return refuse(400, 21405, 'Nie znaleziono faktury o tym numerze KSeF w sesji.');
      return send(200, sent.upo, 'application/xml');
    }
    if (invoiceAt) {
      const sent = sessions.get(invoiceAt[1] as string)?.invoices.get(invoiceAt[2] as string);
      if (!sent) return refuse(400, 21405, 'Nie znaleziono faktury w sesji.');
      if (invoiceAt[3]) {
        if (!sent.upo) return refuse(400, 21178, 'UPO nie jest jeszcze dostępne.');
        return send(200, sent.upo, 'application/xml');
      }
      sent.polls += 1;
      const verdict =
        sent.polls <= control.processingPolls
          ? { code: 150, description: 'Trwa przetwarzanie', details: [] }
          : sent.verdict;
      return send(200, {
        ordinalNumber: 1,
        referenceNumber: sent.receipt.invoiceReference,
        invoiceHash: sent.hash,
        invoicingDate: sent.sentAt.toISOString(),
        invoicingMode: sent.receipt.offline ? 'Offline' : 'Online',
        ...(verdict?.code === 200
          ? { ksefNumber: sent.receipt.ksefNumber, acquisitionDate: sent.sentAt.toISOString() }
          : {}),
        status: verdict,
      });
    }
    return send(404, { title: 'Not Found', status: 404, detail: path });
  }

  /** KSeF's asynchronous verification, done at once and revealed by the status polls. */
  async function judge(session: Session, sent: SentInvoice, request: Record<string, unknown>) {
    const fail = (code: number, description: string, details: string[], extensions?: Record<string, string>) => {
      sent.receipt.rejection = [`${code} ${description}`, ...details].join('; ');
      return { code, description, details, extensions };
    };
    let xml: Buffer;
    try {
      xml = aesDecrypt(session, Buffer.from(String(request.encryptedInvoiceContent), 'base64'));
    } catch {
      return fail(435, 'Błąd odszyfrowania pliku', []);
    }
    sent.receipt.xml = xml.toString('utf8');
    if (sha256Base64(xml) !== request.invoiceHash || xml.length !== request.invoiceSize)
      return fail(430, 'Błąd weryfikacji pliku faktury', ['Skrót lub rozmiar faktury nie zgadza się z przesłanym.']);
    const schemaErrors = await fa3Problems(sent.receipt.xml, xmllint);
    if (schemaErrors.length) return fail(450, 'Błąd weryfikacji semantyki dokumentu faktury', schemaErrors);
    const seller = /<Podmiot1>[\s\S]*?<NIP>(\d{10})<\/NIP>/.exec(sent.receipt.xml)?.[1];
    if (seller !== ksefSandboxCredentials.nip)
      return fail(410, 'Nieprawidłowy zakres uprawnień', [`NIP sprzedawcy ${seller ?? '(brak)'} spoza kontekstu.`]);
    const original = accepted.get(sent.hash);
    if (original)
      return fail(440, 'Duplikat faktury', [], {
        originalSessionReferenceNumber: original.sessionReference,
        originalKsefNumber: original.ksefNumber,
      });
    if (control.mode === 'reject')
      return fail(450, 'Błąd weryfikacji semantyki dokumentu faktury', ['Sandbox: odrzucenie na żądanie testu.']);
    const ksefNumber = ksefNumberFor(seller, new Date());
    sent.receipt.ksefNumber = ksefNumber;
    accepted.set(sent.hash, { ksefNumber, sessionReference: sent.receipt.sessionReference });
    sent.upo = upoXml(sent, ksefNumber);
    return { code: 200, description: 'Sukces', details: [] };
  }

  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString('utf8');
      const path = new URL(req.url ?? '/', 'http://sandbox').pathname.replace(/^\/v2(?=\/)/, '');
      if (req.method === 'POST' && path === '/sandbox/control') {
        try {
          Object.assign(control, pickControl(JSON.parse(body || '{}')));
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(control));
        } catch {
          res.writeHead(400).end();
        }
        return;
      }
      const name = `${req.method} ${path.replace(/\/\d{8}-[0-9A-Z-]{27}/g, '/{ref}')}`;
      calls[name] = (calls[name] ?? 0) + 1;
      if (control.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, control.delayMs));
      if (control.mode === 'down') {
        res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
        return;
      }
      await route(req, res, path, body);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}/v2`;
  return {
    url,
    control,
    received,
    calls,
    env: () => ksefSandboxEnv(url),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The orders service's KSeF settings for a sandbox whose API is at `url`. */
export function ksefSandboxEnv(url: string): Record<string, string> {
  return { KSEF_URL: url, KSEF_TOKEN: ksefSandboxCredentials.token, KSEF_NIP: ksefSandboxCredentials.nip };
}
