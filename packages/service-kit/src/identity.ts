import { type Identity, Identity as IdentitySchema } from '@shop/contracts';
import { exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, importSPKI, jwtVerify, SignJWT } from 'jose';

// The gateway signs who is calling (EdDSA); services only hold the public key, so a service can check an
// identity but never mint one. Both sides cache: the gateway re-uses a token for half its life, a service
// remembers a verified token until it expires.

const ALG = 'EdDSA';
const ISSUER = 'shop-gateway';
const AUDIENCE = 'shop-services';
/**
 * Issuer of the identities services sign for their calls to each other's /internal routes. A separate key
 * pair: a service holding it can reach other services' internal routes, never act as a shopper.
 */
export const SERVICE_ISSUER = 'shop-service';

export interface IdentityKeys {
  publicKey: string;
  privateKey: string;
}

export async function generateIdentityKeys(): Promise<IdentityKeys> {
  const { publicKey, privateKey } = await generateKeyPair(ALG, { crv: 'Ed25519', extractable: true });
  return { publicKey: await exportSPKI(publicKey), privateKey: await exportPKCS8(privateKey) };
}

/** Accepts a PEM, or the base64 of one (handy in environment variables). */
function pem(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('-----') ? trimmed : Buffer.from(trimmed, 'base64').toString('utf8');
}

export interface IdentitySigner {
  sign(identity: Identity): Promise<string>;
}

export async function createIdentitySigner(
  privateKeyPem: string,
  ttlSeconds = 60,
  issuer = ISSUER,
): Promise<IdentitySigner> {
  const key = await importPKCS8(pem(privateKeyPem), ALG);
  const cache = new Map<string, { token: string; renewAt: number }>();
  return {
    async sign(identity) {
      const cacheKey = JSON.stringify(identity);
      const now = Date.now();
      const hit = cache.get(cacheKey);
      if (hit && hit.renewAt > now) return hit.token;
      const token = await new SignJWT({ idn: identity })
        .setProtectedHeader({ alg: ALG })
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
      if (cache.size > 10_000) cache.clear();
      cache.set(cacheKey, { token, renewAt: now + (ttlSeconds * 1000) / 2 });
      return token;
    },
  };
}

export interface IdentityVerifier {
  /** The identity inside a token, or undefined when the token is missing, forged or expired. */
  verify(token: string | undefined): Promise<Identity | undefined>;
}

export async function createIdentityVerifier(publicKeyPem: string, issuer = ISSUER): Promise<IdentityVerifier> {
  const key = await importSPKI(pem(publicKeyPem), ALG);
  const cache = new Map<string, { identity: Identity; expiresAt: number }>();
  return {
    async verify(token) {
      if (!token) return undefined;
      const now = Date.now();
      const hit = cache.get(token);
      if (hit) {
        if (hit.expiresAt > now) return hit.identity;
        cache.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, { issuer, audience: AUDIENCE, algorithms: [ALG] });
        const parsed = IdentitySchema.safeParse(payload.idn);
        if (!parsed.success || typeof payload.exp !== 'number') return undefined;
        if (cache.size > 10_000) cache.clear();
        cache.set(token, { identity: parsed.data, expiresAt: payload.exp * 1000 });
        return parsed.data;
      } catch {
        return undefined;
      }
    },
  };
}
