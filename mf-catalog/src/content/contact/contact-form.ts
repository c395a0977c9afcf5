import type { ContactMessageAnswer, ContactMessageData, FieldErrors } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { api } from '@shop/platform';

// The contact form's two steps: check in the browser with the server's own schema, then send.

export interface ContactDraft {
  name: string;
  phone: string;
  email: string;
  topic: string;
  message: string;
  consent: boolean;
}

export const emptyDraft: ContactDraft = { name: '', phone: '', email: '', topic: '', message: '', consent: false };

/** The order fields appear in, so the first one with a mistake gets the focus. */
export const contactFields = ['name', 'phone', 'email', 'topic', 'message', 'consent'] as const;
export type ContactField = (typeof contactFields)[number];

export const messageLimits = { min: 10, max: 5000 } as const;

/**
 * The draft checked with ContactMessage from @shop/contracts, loaded with the first submit (zod is not worth
 * its weight on every first page). Blank fields are left out, as the client leaves out empty values: a
 * missing one reads 'This field is required', as the server would say.
 */
export async function checkContactDraft(
  draft: ContactDraft,
  lang: StorefrontLanguage,
): Promise<{ ok: true; data: ContactMessageData } | { ok: false; fields: FieldErrors }> {
  const { ContactMessage, validate } = await import('@shop/contracts');
  const filled = Object.fromEntries(
    Object.entries(draft).filter(([, value]) => typeof value !== 'string' || value.trim() !== ''),
  );
  return validate(ContactMessage, filled, lang);
}

export function sendContactMessage(message: ContactMessageData): Promise<ContactMessageAnswer> {
  return api.post<ContactMessageAnswer>('/api/contact/message', { body: message });
}
