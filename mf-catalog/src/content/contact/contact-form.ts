import type { ContactMessageData, FieldErrors } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';

// The contact form's draft, checked in the browser with the server's own schema before it is sent
// (sendContactMessage of api/content).

export interface ContactDraft {
  name: string;
  phone: string;
  email: string;
  topic: string;
  message: string;
  consent: boolean;
}

export const emptyDraft: ContactDraft = { name: '', phone: '', email: '', topic: '', message: '', consent: false };

/** The topics a message can be about, in the order the form offers them. */
export const contactTopics = [
  'service',
  'retail',
  'wholesale',
  'marketing',
  'admin',
  'danger',
  'accessibility',
  'general',
] as const;

/**
 * The draft a visit starts with: empty, with the topic of the address's `?topic=` already chosen when it
 * names one (the services page links here with `?topic=service`, the accessibility statement with `?topic=accessibility`); any other value is ignored.
 */
export function startingDraft(search: string): ContactDraft {
  const topic = new URLSearchParams(search).get('topic') ?? '';
  return (contactTopics as readonly string[]).includes(topic) ? { ...emptyDraft, topic } : emptyDraft;
}

/** The order fields appear in, so the first one with a mistake gets the focus. */
export const contactFields = ['name', 'phone', 'email', 'topic', 'message', 'consent'] as const;
export type ContactField = (typeof contactFields)[number];

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
