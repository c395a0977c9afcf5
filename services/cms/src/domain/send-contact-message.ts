import type { ContactMessageData, Language } from '@shop/contracts';
import type { CmsContext } from '../context';
import { contactMessages } from '../db/schema';
import { recordContactMessage } from '../events/cms-events';
import { openSafetyReport } from '../safety/safety-reports';

/**
 * Stores a contact form message and routes it by topic to its department's mailbox. The message and the
 * event that makes notifications write to the department (and confirm to the sender) commit together. A
 * message on the "danger" topic also opens a safety report, e-mailed to the service manager at once (issue 27).
 */
export async function sendContactMessage(
  context: CmsContext,
  input: ContactMessageData & { language: Language },
): Promise<{ id: string; department: string }> {
  const message = {
    name: input.name,
    email: input.email.trim(),
    phone: input.phone ? input.phone : null,
    topic: input.topic,
    message: input.message,
    language: input.language,
    department: context.settings.mailboxes[input.topic],
  };
  return context.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
    const id = row!.id;
    await recordContactMessage(tx, { id, ...message });
    if (message.topic === 'danger') {
      const { name, email, phone, language } = message;
      await openSafetyReport(context, tx, {
        contactMessageId: id,
        name,
        email,
        phone,
        message: message.message,
        language,
      });
    }
    return { id, department: message.department };
  });
}
