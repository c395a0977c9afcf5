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

/** Validate `input` against `schema`; field messages come back in `lang`, keyed by dot-joined path. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, lang?: string): Validated<z.output<S>> {
  const result = schema.safeParse(input, {
    error: (issue) => {
      const { key, params } = issueKey(issue);
      return translate(key, lang, params);
    },
  });
  if (result.success) return { ok: true, data: result.data };

  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const message = isMessageKey(issue.message)
      ? translate(issue.message, lang, (issue as { params?: Record<string, unknown> }).params ?? {})
      : issue.message;
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[base ? `${base}.${key}` : key] ??= message;
    } else {
      fields[base || '_'] ??= message;
    }
  }
  return { ok: false, fields };
}
