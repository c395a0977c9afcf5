import type { Executor } from '@shop/service-kit/db';
import type { NotificationsContext } from '../context';
import type * as schema from '../db/schema';
import { sentMail } from '../db/schema';

/**
 * Sends one e-mail and records it, inside the consumer's transaction: if sending fails the event is not
 * marked handled and comes again; if the record fails after sending, the retry may send it twice, which
 * is the right side to err on for a transactional e-mail.
 */
export async function sendMail(
  context: NotificationsContext,
  tx: Executor<typeof schema>,
  mail: {
    eventId: string;
    template: string;
    language: string;
    to: string;
    content: { subject: string; text: string; html: string };
  },
): Promise<void> {
  const { messageId } = await context.transport.send({ to: mail.to, ...mail.content });
  await tx.insert(sentMail).values({
    eventId: mail.eventId,
    template: mail.template,
    language: mail.language,
    recipient: mail.to,
    subject: mail.content.subject,
    messageId,
  });
}
