import { z } from 'zod';
import { Money } from './api/common';
import { Language } from './enums';
import { defineEvent } from './events';

/**
 * A gift card became usable (its order was paid): notifications e-mails it with its printable PDF. The code is
 * here and in that e-mail only (the orders database keeps its hash); no consumer may log `data`.
 */
export const GiftCardIssued = defineEvent(
  'orders',
  'gift-card-issued',
  z.object({
    giftCardId: z.uuid(),
    code: z.string(),
    value: Money,
    expiresAt: z.iso.datetime(),
    /** Who gets the card: the recipient the buyer named, else the buyer. */
    recipientEmail: z.email(),
    /** The buyer, told too when the card went to someone else. */
    buyerEmail: z.email(),
    buyerName: z.string(),
    message: z.string(),
    language: Language,
    orderNumber: z.string(),
  }),
);
