import { type ContactMessageData, ContactMessageReceived, type Language } from '@shop/contracts';
import { recordEvent } from '@shop/service-kit/events';
import type { CmsContext } from '../context';
import { contactMessages } from '../db/schema';

/**
 * Stores a contact form message and routes it by topic to its department's mailbox. The message and the
 * event that makes notifications write to the department (and confirm to the sender) commit together.
 */
export async function sendContactMessage(
  context: CmsContext,
  input: ContactMessageData & { language: Language },
): Promise<{ id: string; department: string }> {
  const department = context.settings.mailboxes[input.topic];
  const phone = input.phone ? input.phone : null;
  const email = input.email.trim();
  return context.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email,
        phone,
        topic: input.topic,
        message: input.message,
        language: input.language,
        department,
      })
      .returning({ id: contactMessages.id });
    const id = row!.id;
    await recordEvent(tx, ContactMessageReceived, {
      messageId: id,
      name: input.name,
      email,
      phone,
      topic: input.topic,
      message: input.message,
      language: input.language,
      department,
    });
    return { id, department };
  });
}
