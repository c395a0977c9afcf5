import { describe, expect, it } from 'vitest';
import { formatDate, formatIsoDate, formatMoney, formatOpeningHours, formatServiceHours, slugOf } from './format';
import { defaultShopSettings } from './limits';

describe('formatMoney', () => {
  it('writes złoty the Polish way and euro the English way', () => {
    expect(formatMoney({ amount: 499900, currency: 'PLN' }, 'pl')).toBe('4\u00a0999,00\u00a0zł');
    expect(formatMoney({ amount: 499900, currency: 'EUR' }, 'en')).toBe('€4\u00a0999.00');
  });

  it('groups every three digits with a no-break space', () => {
    expect(formatMoney({ amount: 123456789, currency: 'PLN' }, 'pl')).toBe('1\u00a0234\u00a0567,89\u00a0zł');
    expect(formatMoney({ amount: 123456789, currency: 'EUR' }, 'en')).toBe('€1\u00a0234\u00a0567.89');
    expect(formatMoney({ amount: 99999, currency: 'PLN' }, 'pl')).toBe('999,99\u00a0zł');
  });

  it('shows zero and small amounts with two decimals', () => {
    expect(formatMoney({ amount: 0, currency: 'PLN' }, 'pl')).toBe('0,00\u00a0zł');
    expect(formatMoney({ amount: 5, currency: 'EUR' }, 'en')).toBe('€0.05');
    expect(formatMoney({ amount: -0, currency: 'EUR' }, 'en')).toBe('€0.00');
  });

  it('puts the minus sign first', () => {
    expect(formatMoney({ amount: -1250, currency: 'PLN' }, 'pl')).toBe('-12,50\u00a0zł');
    expect(formatMoney({ amount: -499900, currency: 'EUR' }, 'en')).toBe('-€4\u00a0999.00');
  });

  it('writes other currencies by their code', () => {
    expect(formatMoney({ amount: 123400, currency: 'USD' }, 'en')).toBe('1\u00a0234.00\u00a0USD');
    expect(formatMoney({ amount: 123400, currency: 'PLN' }, 'en')).toBe('1\u00a0234.00\u00a0PLN');
    expect(formatMoney({ amount: 123400, currency: 'EUR' }, 'pl')).toBe('1\u00a0234,00\u00a0€');
    expect(formatMoney({ amount: 123400, currency: 'CHF' }, 'pl')).toBe('1\u00a0234,00\u00a0CHF');
  });
});

describe('dates', () => {
  it('writes dd.MM.yyyy and yyyy-MM-dd', () => {
    const date = new Date(2026, 2, 31, 23, 30);
    expect(formatDate(date, 'pl')).toBe('31.03.2026');
    expect(formatDate(date, 'en')).toBe('31.03.2026');
    expect(formatIsoDate(date)).toBe('2026-03-31');
  });

  it('keeps a plain day the same day in every time zone', () => {
    expect(formatDate('2026-01-05', 'pl')).toBe('05.01.2026');
    expect(formatIsoDate('2026-01-05')).toBe('2026-01-05');
  });

  it('reads timestamps and ISO strings, and leaves invalid dates empty', () => {
    const moment = new Date(2025, 11, 24, 12);
    expect(formatDate(moment.toISOString(), 'pl')).toBe('24.12.2025');
    expect(formatDate(moment.getTime(), 'en')).toBe('24.12.2025');
    expect(formatDate('not a date', 'pl')).toBe('');
    expect(formatIsoDate(new Date(Number.NaN))).toBe('');
  });
});

describe('opening hours', () => {
  it('writes a shop’s days with the same hours once', () => {
    const hours = [
      ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '17:00' })),
      { day: 6, opens: '10:00', closes: '14:00' },
    ];
    expect(formatOpeningHours(hours, 'en')).toBe('Mon–Fri 9:00–17:00, Sat 10:00–14:00');
    expect(formatOpeningHours([{ day: 3, opens: '08:00', closes: '16:00' }], 'en')).toBe('Wed 8:00–16:00');
    expect(formatOpeningHours(hours, 'pl')).toBe('pon.–pt. 9:00–17:00, sob. 10:00–14:00');
  });

  it('names shared hours once across a gap, whatever order the days come in', () => {
    const hours = [
      { day: 6, opens: '10:00', closes: '14:00' },
      { day: 5, opens: '09:00', closes: '17:00' },
      { day: 1, opens: '09:00', closes: '17:00' },
      { day: 2, opens: '09:00', closes: '17:00' },
      { day: 7, opens: '10:00', closes: '14:00' },
    ];
    expect(formatOpeningHours(hours, 'pl')).toBe('pon.–wt., pt. 9:00–17:00, sob.–niedz. 10:00–14:00');
    expect(formatOpeningHours([], 'en')).toBe('');
  });

  it('writes the customer service’s hours, a run of days once, in Polish and otherwise in English', () => {
    expect(formatServiceHours(defaultShopSettings.openingHours, 'pl')).toBe('pon.–pt. 8:00–16:00');
    expect(formatServiceHours(defaultShopSettings.openingHours, 'en')).toBe('Mon–Fri 8:00–16:00');
    expect(formatServiceHours(defaultShopSettings.openingHours, 'de')).toBe('Mon–Fri 8:00–16:00');
  });

  it('follows service hours staff changed, gaps between days included', () => {
    const hours = { days: [6, 1, 2, 3, 5], opens: '09:30', closes: '17:00' };
    expect(formatServiceHours(hours, 'en')).toBe('Mon–Wed, Fri–Sat 9:30–17:00');
    expect(formatServiceHours({ ...hours, days: [4] }, 'pl')).toBe('czw. 9:30–17:00');
    expect(formatServiceHours({ days: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '17:30' }, 'pl')).toBe(
      'pon.–sob. 9:00–17:30',
    );
  });
});

describe('slugOf', () => {
  it('makes Polish and accented letters plain and joins words with single hyphens', () => {
    expect(slugOf('Dealerzy 2027 – Łódź')).toBe('dealerzy-2027-lodz');
    expect(slugOf('  Zażółć gęślą jaźń! ')).toBe('zazolc-gesla-jazn');
    expect(slugOf('Café crème')).toBe('cafe-creme');
  });

  it('cuts to the length given without ending in a hyphen, and leaves nothing of a name without letters', () => {
    expect(slugOf('rower elektryczny', 6)).toBe('rower');
    expect(slugOf('— ★ —')).toBe('');
  });
});
