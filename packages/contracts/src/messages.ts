import type { ErrorCode } from './errors';
import { en } from './messages.en';
import { pl } from './messages.pl';

// Error and field messages in the two storefront languages (messages.en.ts, messages.pl.ts). Every other
// language falls back to English. Placeholders in braces ({min}, {max}) are filled from the params.

type Catalogue = Record<string, string>;

const catalogues: Record<string, Catalogue> = { en, pl };

export type MessageKey = keyof typeof en;
export const messageKeys = Object.keys(en);
export const messageCatalogues = catalogues;

export function isMessageKey(key: string): boolean {
  return key in en;
}

/** The message for `key` in `lang` (English for a language without its own text), placeholders filled. */
export function translate(key: string, lang: string | undefined, params: Record<string, unknown> = {}): string {
  const text = catalogues[lang ?? 'en']?.[key] ?? en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function errorMessage(code: ErrorCode, lang: string | undefined, params?: Record<string, unknown>): string {
  return translate(`error.${code}`, lang, params);
}
