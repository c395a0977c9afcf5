import type { z } from 'zod';
import { isMessageKey, translate } from './messages';

// One way to validate, used by services, the gateway and browser forms alike, so a shopper sees the same
// message whichever side caught the mistake. Schemas may name a message key as their custom error
// (`{ error: 'field.tax_id' }`); everything else gets a message derived from the issue.

export type FieldErrors = Record<string, string>;
export type Validated<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors };

type RawIssue = z.core.$ZodRawIssue;

function issueKey(issue: RawIssue): { key: string; params?: Record<string, unknown> } {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return { key: 'field.required' };
      if (issue.expected === 'int') return { key: 'field.integer' };
      return { key: 'field.invalid' };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min === 1 && issue.input === ''
          ? { key: 'field.required' }
          : { key: 'field.string_min', params: { min } };
      }
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'field.array_min', params: { min } };
      return { key: 'field.number_min', params: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'field.string_max', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'field.array_max', params: { max } };
      return { key: 'field.number_max', params: { max } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'field.email' };
      if (issue.format === 'url') return { key: 'field.url' };
      if (issue.format === 'date' || issue.format === 'datetime') return { key: 'field.date' };
      return { key: 'field.invalid' };
    case 'invalid_value':
      return issue.input === undefined ? { key: 'field.required' } : { key: 'field.choice' };
    case 'unrecognized_keys':
      return { key: 'field.unknown' };
    default:
      return { key: 'field.invalid' };
  }
}

/**
 * Whether `text` holds a character no text column can keep: U+0000 (PostgreSQL refuses it) or a lone UTF-16
 * surrogate (a high one not followed by a low one, or a low one not preceded by a high one), which cannot be
 * encoded as UTF-8 and would be stored as U+FFFD or refused.
 */
export function hasForbiddenCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1); // NaN past the end
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++; // a valid pair
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A path segment fit to show in an answer: the forbidden characters of a refused key shown as U+FFFD. */
function printable(key: string): string {
  let out = '';
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    const next = key.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += key[i]! + key[i + 1]!;
      i++;
    } else {
      out += code === 0 || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : key[i]!;
    }
  }
  return out;
}

/**
 * The dot-joined path of every string (value or object key) in plain objects and arrays of `input` holding a
 * forbidden character. Walks with its own stack, so no nesting depth can overflow the call stack.
 */
export function forbiddenCharacterPaths(input: unknown): string[] {
  const found: string[] = [];
  const stack: Array<{ value: unknown; path: string }> = [{ value: input, path: '' }];
  const join = (base: string, key: string) => (base ? `${base}.${key}` : key);
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value)) found.push(path || '_');
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: join(path, String(i)) });
    } else if (isPlainObject(value)) {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        if (hasForbiddenCharacters(key)) found.push(join(path, printable(key)));
        else stack.push({ value: value[key], path: join(path, key) });
      }
    }
  }
  return found;
}

/**
 * Validate `input` against `schema`; field messages come back in `lang`, keyed by dot-joined path. A string
 * (or object key) anywhere in the input holding U+0000 or a lone surrogate is refused, whatever the schema.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown, lang?: string): Validated<z.output<S>> {
  const refused = forbiddenCharacterPaths(input);
  const result = schema.safeParse(input, {
    error: (issue) => {
      const { key, params } = issueKey(issue);
      return translate(key, lang, params);
    },
  });
  if (result.success && refused.length === 0) return { ok: true, data: result.data };

  const fields: FieldErrors = {};
  if (refused.length > 0) {
    const message = translate('field.invalid_characters', lang);
    for (const path of refused) fields[path] = message;
  }
  for (const issue of result.success ? [] : result.error.issues) {
    const message = isMessageKey(issue.message)
      ? translate(issue.message, lang, (issue as { params?: Record<string, unknown> }).params ?? {})
      : issue.message;
    const base = issue.path.map((segment) => printable(String(segment))).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[base ? `${base}.${printable(key)}` : printable(key)] ??= message;
    } else {
      fields[base || '_'] ??= message;
    }
  }
  return { ok: false, fields };
}
