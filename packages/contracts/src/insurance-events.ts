import { z } from 'zod';
import { Language } from './enums';
import { defineEvent } from './events';

// Events of the insurance extension product (issue 25, cms; docs/decisions/insurance-claims.md).

/**
 * An order's insurance extensions were handled once it was paid: the buyer (the order's e-mail, in the order's
 * language) is told each frame's new last insured day, or that no running policy has the frame typed and staff
 * will be in touch. Recorded in cms's outbox in the transaction that lengthened the policies.
 */
export const InsuranceExtended = defineEvent(
  'cms',
  'insurance-extended',
  z.object({
    orderId: z.uuid(),
    orderNumber: z.string(),
    email: z.email(),
    language: Language,
    extensions: z
      .array(
        z.discriminatedUnion('state', [
          z.object({
            state: z.literal('applied'),
            frameNumber: z.string(),
            policyNumber: z.string(),
            productName: z.string(),
            /** The policy's last insured day before and after this unit's 12 months. */
            coverToBefore: z.iso.date(),
            coverToAfter: z.iso.date(),
          }),
          z.object({ state: z.literal('unknown_frame'), frameNumber: z.string() }),
        ]),
      )
      .min(1),
  }),
);
