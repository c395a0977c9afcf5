import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

// Passwords are stored as argon2id hashes with OWASP's baseline parameters (19 MiB, 2 passes): strong
// enough to make a leaked table expensive, cheap enough that sign-ins do not starve two shared cores.

const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

/** A hash of nothing anybody knows, checked when there is no account, so both answers take as long. */
let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `hash`. Without a hash (no such account, or a dealer who has not set one yet)
 * a dummy hash is checked all the same and the answer is false: the time taken does not tell which it was.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Starts computing the dummy hash early, so the first unknown sign-in is not the slow one. */
export function warmUpPasswords(): void {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
}
