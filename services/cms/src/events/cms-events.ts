import { ContactMessageReceived, type EventData, type Language, NewsletterSubscribed } from '@shop/contracts';
import type { Executor } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import type * as schema from '../db/schema';

// What the cms tells the other services (notifications writes the e-mails): recorded in the outbox inside
// the use case's transaction, so an event exists exactly when its row does, and published after the commit.

type Tx = Executor<typeof schema>;

/** A new (or returning) newsletter subscriber, to be welcomed. */
export function recordNewsletterSubscription(tx: Tx, subscription: { id: string; email: string; language: Language }) {
  const { id, email, language } = subscription;
  return recordEvent(tx, NewsletterSubscribed, { subscriptionId: id, email, language });
}

/** A stored contact form message, as its department and its sender are to get it. */
export type StoredContactMessage = Omit<EventData<typeof ContactMessageReceived>, 'messageId'> & { id: string };

/** A contact form message: forwarded to its department and confirmed to the sender. */
export function recordContactMessage(tx: Tx, message: StoredContactMessage) {
  const { id, ...data } = message;
  return recordEvent(tx, ContactMessageReceived, { messageId: id, ...data });
}
