import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NewsletterSignup } from './api/cms';
import { ServiceTrainingParams } from './api/documents';
import { validate } from './validation';

const Registration = z.strictObject({
  email: z.email(),
  password: z.string().min(8, { error: 'field.password_min' }),
  nickname: z.string().min(3).max(20).optional(),
  quantity: z.number().int().min(1).max(999).optional(),
  topic: z.enum(['service', 'retail']),
});

describe('validate', () => {
  it('gives the SPEC §5 required text for a missing field, in both languages', () => {
    const en = validate(Registration, { password: 'longenough', topic: 'retail' }, 'en');
    const pl = validate(Registration, { password: 'longenough', topic: 'retail' }, 'pl');
    expect(en).toEqual({ ok: false, fields: { email: 'This field is required' } });
    expect(pl).toEqual({ ok: false, fields: { email: 'To pole jest wymagane' } });
  });

  it('shows the bound in length and value messages', () => {
    const result = validate(
      Registration,
      { email: 'a@b.pl', password: 'longenough', nickname: 'ab', quantity: 1000, topic: 'retail' },
      'en',
    );
    expect(result).toEqual({
      ok: false,
      fields: { nickname: 'Enter at least 3 characters', quantity: 'The value must be at most 999' },
    });
  });

  it('uses a message key named by the schema', () => {
    expect(validate(Registration, { email: 'a@b.pl', password: 'short', topic: 'retail' }, 'pl')).toEqual({
      ok: false,
      fields: { password: 'Hasło musi mieć co najmniej 8 znaków' },
    });
    expect(validate(ServiceTrainingParams, { taxId: '123' }, 'en')).toEqual({
      ok: false,
      fields: { taxId: 'The tax ID must have 10 digits' },
    });
  });

  it('names each unknown field', () => {
    expect(validate(NewsletterSignup, { email: 'jan@example.pl', admin: true }, 'en')).toEqual({
      ok: false,
      fields: { admin: 'Unknown field' },
    });
  });

  it('rejects a malformed e-mail and a value outside the list', () => {
    expect(validate(Registration, { email: 'jan@', password: 'longenough', topic: 'other' }, 'pl')).toEqual({
      ok: false,
      fields: { email: 'Wpisz poprawny adres e-mail', topic: 'Wybierz jedną z dostępnych wartości' },
    });
  });

  it('falls back to English for a language without its own texts', () => {
    expect(validate(NewsletterSignup, {}, 'de')).toEqual({ ok: false, fields: { email: 'This field is required' } });
  });

  it('returns the parsed data when valid', () => {
    expect(validate(NewsletterSignup, { email: 'jan@example.pl' })).toEqual({
      ok: true,
      data: { email: 'jan@example.pl' },
    });
  });
});
