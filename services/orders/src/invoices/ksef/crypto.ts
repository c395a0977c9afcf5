import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createPublicKey,
  type KeyObject,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
  X509Certificate,
} from 'node:crypto';

// The cryptography KSeF API 2 prescribes (ksef-docs: uwierzytelnianie.md, sesja-interaktywna.md), shared by the
// adapter (which encrypts) and the sandbox (which decrypts to check): RSAES-OAEP with SHA-256 (and MGF1-SHA-256)
// under the Ministry's public key for the KSeF token and the session's AES key, AES-256-CBC with PKCS#7 for
// the invoices, SHA-256 in base64 for the documents' hashes.

const oaep = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' } as const;

export function sha256Base64(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('base64');
}

export function sha256Base64Url(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('base64url');
}

/** RSAES-OAEP (SHA-256, MGF1-SHA-256) of `data` under `key`. */
export function rsaOaepEncrypt(key: KeyObject, data: Buffer): Buffer {
  return publicEncrypt({ key, ...oaep }, data);
}

export function rsaOaepDecrypt(key: KeyObject, data: Buffer): Buffer {
  return privateDecrypt({ key, ...oaep }, data);
}

/** The KSeF token as the auth request carries it: `token|timestampMs` of the challenge, encrypted, base64. */
export function encryptKsefToken(key: KeyObject, token: string, timestampMs: number): string {
  return rsaOaepEncrypt(key, Buffer.from(`${token}|${timestampMs}`, 'utf8')).toString('base64');
}

export interface SessionKey {
  /** 256-bit AES key. */
  key: Buffer;
  /** 128-bit IV, given to KSeF when the session opens. */
  iv: Buffer;
}

/** A fresh symmetric key for one session (the documentation recommends one per session). */
export function newSessionKey(): SessionKey {
  return { key: randomBytes(32), iv: randomBytes(16) };
}

export function aesEncrypt({ key, iv }: SessionKey, data: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

/** Throws when the key, IV or padding do not fit (a wrongly encrypted document). */
export function aesDecrypt({ key, iv }: SessionKey, data: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

/**
 * The public key of one `GET /security/public-key-certificates` entry: `certificate` is a DER X.509
 * certificate in base64 (KSeF); a bare SubjectPublicKeyInfo in DER is taken as well (the sandbox's).
 */
export function publicKeyOf(certificateBase64: string): KeyObject {
  const der = Buffer.from(certificateBase64, 'base64');
  try {
    return new X509Certificate(der).publicKey;
  } catch {
    return createPublicKey({ key: der, format: 'der', type: 'spki' });
  }
}
