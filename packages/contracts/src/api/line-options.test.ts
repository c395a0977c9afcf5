import { describe, expect, it } from 'vitest';
import { ChosenOptions, canonicalOptions, type OptionRule, optionValueProblem } from './line-options';

// The rules an option's value is checked by, in the browser and in orders (issue 24, SPEC §5).

const rule = (r: Partial<OptionRule> & Pick<OptionRule, 'kind' | 'display'>): OptionRule => ({
  id: 1,
  code: 'x',
  name: 'X',
  required: false,
  values: [],
  ...r,
});
const today = '2026-11-26';
const problem = (r: OptionRule, value: Parameters<typeof optionValueProblem>[1]) =>
  optionValueProblem(r, value, today)?.key ?? null;

describe('optionValueProblem', () => {
  it('asks for a required option and lets an optional one stay empty', () => {
    const text = rule({ kind: 'CUSTOM', display: 'text' });
    expect(problem(text, undefined)).toBeNull();
    expect(problem(text, '   ')).toBeNull();
    expect(problem({ ...text, required: true }, '  ')).toBe('field.required');
    expect(problem(rule({ kind: 'BOOLEAN', display: 'switch', required: true }), false)).toBe('field.required');
    expect(problem(rule({ kind: 'FILE', display: 'file', required: true }), undefined)).toBe('field.required');
    // SPEC §5: an empty number is 0, which a range from 1 refuses.
    expect(optionValueProblem(rule({ kind: 'CUSTOM', display: 'number', required: true, min: 1 }), '', today)).toEqual({
      key: 'field.number_min',
      params: { min: 1 },
    });
  });

  it('checks each CUSTOM display by what it is', () => {
    const of = (display: string, extra: Partial<OptionRule> = {}) => rule({ kind: 'CUSTOM', display, ...extra });
    expect(problem(of('number', { min: 1, max: 4 }), '4')).toBeNull();
    expect(problem(of('number', { min: 1, max: 4 }), '5')).toBe('field.number_max');
    expect(problem(of('number'), '2.5')).toBe('field.integer');
    expect(problem(of('email'), 'anna@example.pl')).toBeNull();
    expect(problem(of('email'), 'anna@')).toBe('field.email');
    expect(problem(of('url'), 'https://zefir.example/logo')).toBeNull();
    expect(problem(of('url'), 'javascript:alert(1)')).toBe('field.url');
    expect(problem(of('url'), 'http://localhost')).toBe('field.url');
    expect(problem(of('date'), '2026-02-30')).toBe('field.date');
    expect(problem(of('date', { futureOnly: true }), '2026-11-25')).toBe('field.date_past');
    expect(problem(of('date', { futureOnly: true }), today)).toBeNull();
    expect(problem(of('date'), '2020-01-01')).toBeNull();
    expect(problem(of('time'), '23:59')).toBeNull();
    expect(problem(of('time'), '24:00')).toBe('field.time');
    expect(problem(of('text', { maxLength: 3 }), 'abcd')).toBe('field.string_max');
    expect(problem(of('text'), 'x'.repeat(200))).toBeNull();
    expect(problem(of('text'), 'x'.repeat(201))).toBe('field.string_max');
    expect(problem(of('textarea'), 'x'.repeat(2000))).toBeNull();
    expect(problem(of('text'), true)).toBe('field.invalid');
  });

  it('takes only the values of the option, each once, within the bounds of choices', () => {
    const values = [1, 2, 3].map((id) => ({ id, label: `v${id}`, priceDelta: 0 }));
    const many = rule({ kind: 'SELECT_MULTIPLE', display: 'checkbox', values, max: 2 });
    expect(problem(many, [1, 3])).toBeNull();
    expect(problem(many, [1, 9])).toBe('field.choice');
    expect(problem(many, [1, 1])).toBe('field.choice');
    expect(problem(many, [1, 2, 3])).toBe('field.array_max');
    expect(problem({ ...many, min: 2 }, [1])).toBe('field.array_min');
    expect(problem(many, 'Dzwonek')).toBe('field.invalid');
    expect(problem(rule({ kind: 'SELECT', display: 'radio', values }), [1, 2])).toBe('field.array_max');
    expect(problem(rule({ kind: 'BOOLEAN', display: 'checkbox' }), 'tak')).toBe('field.invalid');
    expect(problem(rule({ kind: 'FILE', display: 'file' }), 'logo.png')).toBe('field.option_file');
    expect(problem(rule({ kind: 'FILE', display: 'file' }), '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f')).toBeNull();
  });
});

describe('chosen options', () => {
  it('name each option once, and are equal whatever their order, spacing and empty ones', () => {
    expect(
      ChosenOptions.safeParse([
        { optionId: 1, value: true },
        { optionId: 1, value: false },
      ]).success,
    ).toBe(false);
    expect(ChosenOptions.safeParse([{ optionId: 1, value: { a: 1 } }]).success).toBe(false);
    const a = canonicalOptions([
      { optionId: 5, value: ' Anna ' },
      { optionId: 2, value: [3, 1] },
      { optionId: 9, value: false },
      { optionId: 7, value: [] },
    ]);
    const b = canonicalOptions([
      { optionId: 2, value: [1, 3] },
      { optionId: 5, value: 'Anna' },
    ]);
    expect(a).toEqual(b);
    expect(a).toEqual([
      { optionId: 2, value: [1, 3] },
      { optionId: 5, value: 'Anna' },
    ]);
  });
});
