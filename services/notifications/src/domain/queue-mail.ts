import type { Executor } from '@shop/service-kit/db';
import type { NotificationsContext } from '../context';
import type * as schema from '../db/schema';
import { mails } from '../db/schema';
import type { MailAttachment } from '../mail/attachments';

/**
 * Queues one e-mail inside the consumer's transaction: it is written down together with the event being
 * marked handled, and the mail sender (mail/sender.ts) delivers it with retries. An event that comes again
 * queues nothing more (one e-mail of a kind per event and recipient).
 */
export async function queueMail(
  context: NotificationsContext,
  tx: Executor<typeof schema>,
  mail: {
    eventId: string;
    template: string;
    language: string;
    to: string;
    replyTo?: string;
    content: { subject: string; text: string; html: string };
    /** Printed and attached when it is sent (mail/attachments.ts). */
    attachments?: MailAttachment[];
  },
): Promise<void> {
  const id = crypto.randomUUID();
  await tx
    .insert(mails)
    .values({
      id,
      eventId: mail.eventId,
      template: mail.template,
      language: mail.language,
      recipient: mail.to,
      replyTo: mail.replyTo,
      ...mail.content,
      attachments: mail.attachments ?? [],
      messageId: `<${id}@${context.settings.mailDomain}>`,
      nextAttemptAt: context.clock.now(),
      createdAt: context.clock.now(),
    })
    .onConflictDoNothing();
}
