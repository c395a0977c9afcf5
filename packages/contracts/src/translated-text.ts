import { z } from 'zod';

// A text customers read, entered by staff for every storefront language (DESIGN §9; SPEC §5 "Translations are
// required for all languages"). The admin panel's per-language field edits one; a missing language says so.

/**
 * `{ pl, en }`, both required. `max` bounds each language's text (200 by default; longer for descriptions).
 */
export function translatedText(max = 200) {
  const text = z
    .string({ error: (issue) => (issue.input === undefined ? 'field.translations' : undefined) })
    .trim()
    .min(1, { error: 'field.translations' })
    .max(max);
  return z.strictObject({ pl: text, en: text }, { error: 'field.translations' });
}

export type TranslatedText = z.infer<ReturnType<typeof translatedText>>;
