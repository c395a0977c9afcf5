import { createHash, timingSafeEqual, verify, X509Certificate } from 'node:crypto';

// Tpay signs every notification twice (Tpay OpenAPI, "notifications"): an md5sum field over the
// merchant's security code, and a detached JWS in the X-JWS-Signature header made with a certificate
// Tpay publishes at the `x5u` URL, issued by Tpay's root CA. Both must hold.

/** md5(id + tr_id + tr_amount + tr_crc + security code), hex. */
export function tpayMd5(form: Record<string, string>, securityCode: string): string {
  const text = `${form.id ?? ''}${form.tr_id ?? ''}${form.tr_amount ?? ''}${form.tr_crc ?? ''}${securityCode}`;
  return createHash('md5').update(text, 'utf8').digest('hex');
}

export function md5Matches(form: Record<string, string>, securityCode: string): boolean {
  const given = Buffer.from((form.md5sum ?? '').toLowerCase(), 'utf8');
  const expected = Buffer.from(tpayMd5(form, securityCode), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

export interface JwsVerifierOptions {
  rootCaPem: string;
  /** The certificate URL must start with this (same origin, path below it). */
  certUrlPrefix: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** How long a fetched certificate is kept (default an hour). */
  cacheMs?: number;
  /** The time certificates are checked and kept by (the service's clock). */
  now?: () => Date;
}

export type JwsCheck = { ok: true } | { ok: false; reason: string };

/** Checks X-JWS-Signature headers against the raw body. */
export function createJwsVerifier(options: JwsVerifierOptions) {
  const root = new X509Certificate(options.rootCaPem);
  const prefix = new URL(options.certUrlPrefix);
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const cacheMs = options.cacheMs ?? 3_600_000;
  const certificates = new Map<string, { certificate: X509Certificate; until: number }>();

  function insidePrefix(url: string): boolean {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    return (
      parsed.origin === prefix.origin &&
      parsed.pathname.startsWith(prefix.pathname) &&
      !parsed.search &&
      !parsed.username &&
      !parsed.password
    );
  }

  const valid = (certificate: X509Certificate, at: Date) =>
    new Date(certificate.validFrom) <= at && at <= new Date(certificate.validTo);

  async function certificateAt(url: string): Promise<X509Certificate | string> {
    const kept = certificates.get(url);
    if (kept && kept.until > now().getTime()) return kept.certificate;
    let pem: string;
    try {
      const response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) });
      if (!response.ok) return `certificate answered ${response.status}`;
      pem = await response.text();
    } catch {
      return 'certificate not reachable';
    }
    let certificate: X509Certificate;
    try {
      certificate = new X509Certificate(pem);
    } catch {
      return 'certificate unreadable';
    }
    const at = now();
    if (!certificate.checkIssued(root) || !certificate.verify(root.publicKey))
      return 'certificate not issued by the root CA';
    if (!valid(certificate, at) || !valid(root, at)) return 'certificate expired or not yet valid';
    certificates.set(url, { certificate, until: at.getTime() + cacheMs });
    return certificate;
  }

  return async function check(signature: string | undefined, rawBody: string): Promise<JwsCheck> {
    if (!signature) return { ok: false, reason: 'no X-JWS-Signature' };
    const parts = signature.trim().split('.');
    if (parts.length !== 3 || parts[1] !== '' || !parts[0] || !parts[2])
      return { ok: false, reason: 'not a detached JWS' };
    let header: { alg?: unknown; x5u?: unknown };
    try {
      header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    } catch {
      return { ok: false, reason: 'JWS header unreadable' };
    }
    // JSON.parse also answers null, numbers, strings and arrays: only an object is a header.
    if (typeof header !== 'object' || header === null || Array.isArray(header))
      return { ok: false, reason: 'JWS header unreadable' };
    if (header.alg !== 'RS256') return { ok: false, reason: 'JWS algorithm not RS256' };
    if (typeof header.x5u !== 'string' || !insidePrefix(header.x5u)) {
      return { ok: false, reason: 'certificate URL outside the configured prefix' };
    }
    const certificate = await certificateAt(header.x5u);
    if (typeof certificate === 'string') return { ok: false, reason: certificate };
    const signingInput = `${parts[0]}.${base64url(Buffer.from(rawBody, 'utf8'))}`;
    const signed = verify(
      'sha256',
      Buffer.from(signingInput),
      certificate.publicKey,
      Buffer.from(parts[2], 'base64url'),
    );
    return signed ? { ok: true } : { ok: false, reason: 'JWS signature does not match' };
  };
}
