import { createHash, randomInt } from 'node:crypto';
import { GIFT_CARD_ALPHABET, GIFT_CARD_CODE_LENGTH } from '@shop/contracts';

// A card's code: 16 characters of Crockford base32 drawn from the system's CSPRNG (80 bits), so guessing one
// is hopeless at the balance check's limits. Only its hash is stored (docs/decisions/gift-cards.md).

export function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)];
  return code;
}

/** The stored form of a normalized code (GiftCardCode): SHA-256 as hex. */
export const hashGiftCardCode = (code: string) => createHash('sha256').update(code).digest('hex');

export const codeTailOf = (code: string) => code.slice(-4);

/** A card is valid 12 months from its issue (the product's own text says so). */
export function expiryOf(issuedAt: Date): Date {
  const expiry = new Date(issuedAt);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 1);
  return expiry;
}
