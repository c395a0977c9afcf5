import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NewsletterSignup } from './api/cms';
import { ServiceTrainingParams } from './api/documents';
import { forbiddenCharacterPaths, hasForbiddenCharacters, validate } from './validation';

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

describe('forbidden characters', () => {
  const Address = z.strictObject({
    name: z.string().max(100),
    lines: z.array(z.string()).optional(),
    delivery: z.strictObject({ city: z.string(), comment: z.string().optional() }).optional(),
  });
  const refusedEn = 'This field contains characters that are not allowed';

  it('tells a NUL or a lone surrogate from well-formed text, emoji included', () => {
    expect(hasForbiddenCharacters('Kraków 🚲 ąę')).toBe(false);
    expect(hasForbiddenCharacters('')).toBe(false);
    expect(hasForbiddenCharacters('a\u0000b')).toBe(true);
    expect(hasForbiddenCharacters('\ud800')).toBe(true);
    expect(hasForbiddenCharacters('x\ud83d')).toBe(true);
    expect(hasForbiddenCharacters('\ude80x')).toBe(true);
    expect(hasForbiddenCharacters('\ud83d\ude80\ude80')).toBe(true);
    expect(hasForbiddenCharacters('\ud83d\ud83d\ude80')).toBe(true);
  });

  it('refuses a NUL from a raw JSON body with the field named, in the caller language', () => {
    const body = JSON.parse('{"name":"Jan\\u0000Kowalski"}');
    expect(validate(Address, body, 'en')).toEqual({ ok: false, fields: { name: refusedEn } });
    expect(validate(Address, body, 'pl')).toEqual({ ok: false, fields: { name: 'Pole zawiera niedozwolone znaki' } });
  });

  it('names nested fields and array items, and keeps the schema messages of the other fields', () => {
    const body = JSON.parse(
      '{"name":"' +
        'x'.repeat(101) +
        '","lines":["ok","\\ud800"],"delivery":{"city":"Gda\\u0000sk","comment":"\\udc00"}}',
    );
    expect(validate(Address, body, 'en')).toEqual({
      ok: false,
      fields: {
        name: 'Enter at most 100 characters',
        'lines.1': refusedEn,
        'delivery.city': refusedEn,
        'delivery.comment': refusedEn,
      },
    });
  });

  it('refuses an object key holding one, shown with U+FFFD instead', () => {
    const body = JSON.parse('{"name":"Jan","delivery":{"city":"Gdańsk","ci\\u0000ty":"x"},"\\ud800":1}');
    const result = validate(Address, body, 'en');
    expect(result).toEqual({ ok: false, fields: { 'delivery.ci\ufffdty': refusedEn, '\ufffd': refusedEn } });
    expect(JSON.stringify(result)).not.toMatch(/\\u0000|\\ud800/);
  });

  it('refuses a key even where the schema lets any key through', () => {
    const Loose = z.record(z.string(), z.unknown());
    expect(validate(Loose, { 'a\u0000': 'b' }, 'en')).toEqual({ ok: false, fields: { 'a\ufffd': refusedEn } });
    expect(validate(z.unknown(), 'x\u0000', 'en')).toEqual({ ok: false, fields: { _: refusedEn } });
  });

  it('checks query strings, repeated parameters included', () => {
    const Query = z.strictObject({ q: z.string().optional(), tag: z.array(z.string()).optional() });
    expect(validate(Query, { q: 'rower\u0000', tag: ['a', 'b\udfff'] }, 'en')).toEqual({
      ok: false,
      fields: { q: refusedEn, 'tag.1': refusedEn },
    });
  });

  it('passes a valid surrogate pair and ignores what is not a plain object, array or string', () => {
    const body = JSON.parse('{"name":"Rower \\ud83d\\udeb2","lines":["🚀"],"delivery":{"city":"Łódź"}}');
    expect(validate(Address, body, 'en')).toEqual({ ok: true, data: body });
    expect(forbiddenCharacterPaths({ at: new Date(0), n: 1, b: true, z: null, u: undefined })).toEqual([]);
  });

  it('walks deep nesting without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(forbiddenCharacterPaths({ a: deep })).toHaveLength(1);
  });
});
