import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translatedText } from './translated-text';
import { validate } from './validation';

const Product = z.strictObject({ name: translatedText(20) });

describe('a translated text', () => {
  it('takes a text in every storefront language, trimmed', () => {
    expect(validate(Product, { name: { pl: ' Rower ', en: 'Bike' } })).toEqual({
      ok: true,
      data: { name: { pl: 'Rower', en: 'Bike' } },
    });
  });

  it('names the language that is missing or blank with the SPEC §5 text', () => {
    expect(validate(Product, { name: { pl: 'Rower', en: '  ' } }, 'pl')).toEqual({
      ok: false,
      fields: { 'name.en': 'Tłumaczenia są wymagane dla wszystkich języków' },
    });
    expect(validate(Product, { name: { en: 'Bike' } }, 'en')).toEqual({
      ok: false,
      fields: { 'name.pl': 'Translations are required for all languages' },
    });
    expect(validate(Product, {}, 'en')).toEqual({
      ok: false,
      fields: { name: 'Translations are required for all languages' },
    });
  });

  it('refuses a language the storefront does not have and a text over the bound', () => {
    const result = validate(Product, { name: { pl: 'Rower', en: 'Bike', de: 'Fahrrad' } }, 'en');
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.fields)).toEqual(['name.de']);
    expect(validate(Product, { name: { pl: 'x'.repeat(21), en: 'Bike' } }, 'en')).toEqual({
      ok: false,
      fields: { 'name.pl': 'Enter at most 20 characters' },
    });
  });
});
