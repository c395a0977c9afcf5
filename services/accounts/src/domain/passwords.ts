import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

// Passwords are stored as argon2id hashes with OWASP's baseline parameters (19 MiB, 2 passes): strong
// enough to make a leaked table expensive, cheap enough that sign-ins do not starve two shared cores.

const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export interface PasswordChecker {
  /**
   * Whether `password` matches `hash`. Without a hash (no such account, or a dealer who has not set one
   * yet) a dummy hash is checked all the same and the answer is false: the time taken does not tell which.
   */
  verify(hash: string | null | undefined, password: string): Promise<boolean>;
}

/** A checker whose dummy hash (of nothing anybody knows) is computed at once, so no sign-in waits for it. */
export function createPasswordChecker(): PasswordChecker {
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));
  return {
    async verify(hash, password) {
      if (!hash) {
        await argon2.verify(await dummyHash, password).catch(() => false);
        return false;
      }
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
  };
}
