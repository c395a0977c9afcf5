import {
  ContactMessage,
  type ContactMessageAnswer,
  contactFailedKey,
  contactSentKey,
  translate,
  validate,
} from '@shop/contracts';
import { AppError, createRouter } from '@shop/service-kit';
import type { CmsContext } from '../context';
import { sendContactMessage } from '../domain/send-contact-message';

/** POST /api/contact/message: the contact form (SPEC §5 rules, §8 texts). */
export function contactRoutes(context: CmsContext) {
  const router = createRouter();
  router.post('/api/contact/message', async (ctx) => {
    const lang = ctx.state.lang;
    const form = validate(ContactMessage, (ctx.request as { body?: unknown }).body ?? {}, lang);
    if (!form.ok) throw new AppError('validation_failed', { fields: form.fields, messageKey: contactFailedKey });
    await sendContactMessage(context, { ...form.data, language: lang });
    const answer: ContactMessageAnswer = { sent: true, message: translate(contactSentKey, lang) };
    ctx.body = answer;
  });
  return router;
}
