import { type KeyObject, randomUUID } from 'node:crypto';
import { rsaOaepDecrypt } from './crypto';

// What the KSeF sandbox (./sandbox.ts) checks and answers as KSeF would: its fixed test credentials, the control
// a test or a demo sends it, the KSeF token as KSeF decrypts and checks it, and KSeF's reference numbers.

/** The sandbox's KSeF token and context: fixed test values that open nothing but this sandbox. */
export const ksefSandboxCredentials = { token: 'sandbox-ksef-token-20261126-5250000009', nip: '5250000009' };

export interface KsefSandboxControl {
  /** accept (default); reject: every invoice refused with 450; down: every call answered 503. */
  mode: 'accept' | 'reject' | 'down';
  /** Added before every answer. */
  delayMs: number;
  /** How many status polls answer 150 "Trwa przetwarzanie" before the verdict. */
  processingPolls: number;
  /** Access tokens' lifetime (refresh tokens live 7 days). */
  accessTokenSeconds: number;
}

/** The part of a `POST /sandbox/control` body the sandbox takes: known modes and whole milliseconds or counts. */
export function pickControl(value: Record<string, unknown>): Partial<KsefSandboxControl> {
  const picked: Partial<KsefSandboxControl> = {};
  if (value.mode === 'accept' || value.mode === 'reject' || value.mode === 'down') picked.mode = value.mode;
  for (const key of ['delayMs', 'processingPolls', 'accessTokenSeconds'] as const) {
    const number = value[key];
    if (typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= 600_000)
      picked[key] = number;
  }
  return picked;
}

export function checkToken(
  privateKey: KeyObject,
  encryptedToken: string,
  timestampMs: number,
  context: { type?: string; value?: string },
): { code: number; details: string[] } {
  let plain: string;
  try {
    plain = rsaOaepDecrypt(privateKey, Buffer.from(encryptedToken, 'base64')).toString('utf8');
  } catch {
    return { code: 450, details: ['Nieprawidłowy token'] };
  }
  const [token, timestamp] = plain.split('|');
  if (token !== ksefSandboxCredentials.token) return { code: 450, details: ['Nieprawidłowy token'] };
  if (timestamp !== String(timestampMs)) return { code: 450, details: ['Nieprawidłowy czas tokena'] };
  if (context.type !== 'Nip' || context.value !== ksefSandboxCredentials.nip)
    return { code: 415, details: ['Brak przypisanych uprawnień'] };
  return { code: 200, details: [] };
}

/** `20261126-EE-3A5F0C21B4-9D81E2F0AA-07`: KSeF's 36-character reference numbers. */
export function referenceNumber(): string {
  const hex = randomUUID().replaceAll('-', '').toUpperCase();
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}-EE-${hex.slice(0, 10)}-${hex.slice(10, 20)}-${hex.slice(20, 22)}`;
}
