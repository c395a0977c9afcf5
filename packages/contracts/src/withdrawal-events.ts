import { z } from 'zod';
import { Language } from './enums';
import { defineEvent } from './events';

/**
 * A consumer's statement of withdrawal was recorded (issue 27, docs/decisions/withdrawals.md): notifications
 * sends the confirmation on a durable medium to the order's e-mail, in the order's language, once.
 */
export const WithdrawalReceived = defineEvent(
  'orders',
  'withdrawal-received',
  z.object({
    withdrawalId: z.uuid(),
    orderId: z.uuid(),
    orderNumber: z.string(),
    /** The order's e-mail (the confirmation's address), and the name the consumer gave. */
    email: z.email(),
    name: z.string(),
    language: Language,
    /** When the shop received the statement (ISO instant). */
    receivedAt: z.iso.datetime({ offset: true }),
    periodEndsOn: z.iso.date().nullable(),
    /** Whether the statement names goods to be sent back (not only downloads, services or gift cards). */
    goodsToReturn: z.boolean(),
    lines: z.array(z.object({ name: z.string(), optionsLabel: z.string(), quantity: z.number().int() })),
  }),
);
