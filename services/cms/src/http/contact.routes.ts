import {
  ContactMessage,
  type ContactMessageAnswer,
  contactFailedKey,
  contactSentKey,
  translate,
  validate,
} from '@shop/contracts';
import { AppError, createRouter, type ServiceContext } from '@shop/service-kit';
import type * as schema from '../db/schema';
import { sendContactMessage } from '../domain/send-contact-message';
import type { CmsSettings } from '../settings';

/** POST /api/contact/message: the contact form (SPEC §5 rules, §8 texts). */
export function contactRoutes(deps: ServiceContext<typeof schema>, settings: CmsSettings) {
  const router = createRouter();
  router.post('/api/contact/message', async (ctx) => {
    const lang = ctx.state.lang;
    const form = validate(ContactMessage, (ctx.request as { body?: unknown }).body ?? {}, lang);
    if (!form.ok) throw new AppError('validation_failed', { fields: form.fields, messageKey: contactFailedKey });
    await sendContactMessage(deps, settings.mailboxes, { ...form.data, language: lang });
    const answer: ContactMessageAnswer = { sent: true, message: translate(contactSentKey, lang) };
    ctx.body = answer;
  });
  return router;
}
