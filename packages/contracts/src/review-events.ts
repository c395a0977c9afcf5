import { z } from 'zod';
import { Language } from './enums';
import { defineEvent } from './events';

// Events of customer reviews (issue 25, cms). Publishing tells nobody (the review shows on the product page);
// a rejection is e-mailed to its author with staff's reason.

/** Staff rejected a review: its author is told why, and that it can be corrected from the order's page. */
export const ReviewRejected = defineEvent(
  'cms',
  'review-rejected',
  z.object({
    reviewId: z.number().int(),
    email: z.email(),
    firstName: z.string().nullable(),
    language: Language,
    productName: z.string(),
    title: z.string(),
    reason: z.string(),
  }),
);
