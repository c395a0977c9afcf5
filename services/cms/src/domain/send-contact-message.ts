import type { ContactMessageData, Language } from '@shop/contracts';
import type { CmsContext } from '../context';
import { contactMessages } from '../db/schema';
import { recordContactMessage } from '../events/cms-events';

/**
 * Stores a contact form message and routes it by topic to its department's mailbox. The message and the
 * event that makes notifications write to the department (and confirm to the sender) commit together.
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
    return { id, department: message.department };
  });
}
