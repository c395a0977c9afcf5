import { describe, expect, it } from 'vitest';
import { translate } from './messages';
import {
  lineWithdrawalExclusion,
  orderWithdrawalNoRight,
  WithdrawalStatement,
  withdrawalPeriodEnd,
} from './withdrawal';

describe('the withdrawal period: 14 calendar days from the day after delivery', () => {
  it('ends 14 days later on an ordinary working day', () => {
    // Delivered Monday 2 Nov 2026: 3 Nov is day 1, Monday 16 Nov day 14.
    expect(withdrawalPeriodEnd('2026-11-02')).toBe('2026-11-16');
  });

  it('runs across month ends and a leap February', () => {
    expect(withdrawalPeriodEnd('2026-01-20')).toBe('2026-02-03');
    expect(withdrawalPeriodEnd('2026-02-20')).toBe('2026-03-06');
    // 2028 is a leap year: 20 Feb + 14 = Sunday 5 Mar → Monday 6 Mar.
    expect(withdrawalPeriodEnd('2028-02-20')).toBe('2028-03-06');
  });

  it('moves a last day on a Saturday or Sunday to Monday', () => {
    expect(withdrawalPeriodEnd('2026-11-14')).toBe('2026-11-30'); // Saturday 28 Nov
    expect(withdrawalPeriodEnd('2026-11-15')).toBe('2026-11-30'); // Sunday 29 Nov
  });

  it('moves a last day on a public holiday to the next working day', () => {
    // All Saints' Day, Sunday 1 Nov 2026.
    expect(withdrawalPeriodEnd('2026-10-18')).toBe('2026-11-02');
    // Independence Day, Wednesday 11 Nov 2026.
    expect(withdrawalPeriodEnd('2026-10-28')).toBe('2026-11-12');
    // Easter Monday, 29 Mar 2027.
    expect(withdrawalPeriodEnd('2027-03-15')).toBe('2027-03-30');
    // 24, 25 Dec (Thu, Fri), 26 Dec Saturday and Sunday: Monday 28 Dec 2026.
    expect(withdrawalPeriodEnd('2026-12-10')).toBe('2026-12-28');
    expect(withdrawalPeriodEnd('2026-12-11')).toBe('2026-12-28');
    expect(withdrawalPeriodEnd('2026-12-12')).toBe('2026-12-28');
  });

  it('runs across the year end', () => {
    // 1 Jan 2027 (holiday, Friday), then the weekend: Monday 4 Jan.
    expect(withdrawalPeriodEnd('2026-12-18')).toBe('2027-01-04');
    expect(withdrawalPeriodEnd('2026-12-20')).toBe('2027-01-04');
    // 6 Jan 2027 (Epiphany, Wednesday): Thursday 7 Jan.
    expect(withdrawalPeriodEnd('2026-12-23')).toBe('2027-01-07');
  });
});

const option = (
  code: string,
  kind: 'CUSTOM' | 'FILE' | 'SELECT_MULTIPLE' | 'BOOLEAN',
  display: string,
  value: unknown,
) => ({ code, kind, display, value }) as Parameters<typeof lineWithdrawalExclusion>[0]['options'][number];

describe('which lines are excluded', () => {
  it('lets an ordinary line be withdrawn from, with fitting choices and switches', () => {
    expect(
      lineWithdrawalExclusion({
        options: [
          option('fitting', 'SELECT_MULTIPLE', 'checkbox', [1, 2]),
          option('insurance', 'BOOLEAN', 'switch', true),
        ],
        immediateDeliveryConsentAt: null,
      }),
    ).toBeNull();
  });

  it('excludes an engraving and a logo file, not an empty text', () => {
    const engraved = { options: [option('engraving', 'CUSTOM', 'text', 'ANNA')], immediateDeliveryConsentAt: null };
    expect(lineWithdrawalExclusion(engraved)).toBe('custom_made');
    const logo = { options: [option('logo', 'FILE', 'file', 'a5f1…')], immediateDeliveryConsentAt: null };
    expect(lineWithdrawalExclusion(logo)).toBe('custom_made');
    const blank = { options: [option('engraving', 'CUSTOM', 'text', '  ')], immediateDeliveryConsentAt: null };
    expect(lineWithdrawalExclusion(blank)).toBeNull();
    const date = { options: [option('fitting-day', 'CUSTOM', 'date', '2026-12-01')], immediateDeliveryConsentAt: null };
    expect(lineWithdrawalExclusion(date)).toBeNull();
  });

  it('does not count a gift card’s message as a specification, but a used card is excluded', () => {
    const card = {
      options: [option('gift-message', 'CUSTOM', 'textarea', 'Wszystkiego najlepszego!')],
      immediateDeliveryConsentAt: null,
    };
    expect(lineWithdrawalExclusion(card)).toBeNull();
    expect(lineWithdrawalExclusion({ ...card, giftCardUsed: true })).toBe('gift_card_used');
  });

  it('does not count the insurance extension’s frame number as a specification', () => {
    const extension = {
      options: [option('insured-frame-number', 'CUSTOM', 'text', 'ZF2026D00001')],
      immediateDeliveryConsentAt: null,
    };
    expect(lineWithdrawalExclusion(extension)).toBeNull();
  });

  it('excludes a download delivered with consent', () => {
    expect(lineWithdrawalExclusion({ options: [], immediateDeliveryConsentAt: '2026-11-20T10:00:00Z' })).toBe(
      'digital_consented',
    );
  });

  it('gives no right on a dealer’s order or a professional purchase', () => {
    expect(orderWithdrawalNoRight({ customerType: 'retail', professionalPurchase: false })).toBeNull();
    expect(orderWithdrawalNoRight({ customerType: 'b2b', professionalPurchase: false })).toBe('b2b');
    expect(orderWithdrawalNoRight({ customerType: 'retail', professionalPurchase: true })).toBe(
      'professional_purchase',
    );
  });
});

describe('the statement', () => {
  const identity = { name: 'Anna Nowak', orderNumber: 'ZF/2026/000123', email: 'anna@example.com' };

  it('takes the identity alone or with items, each item once', () => {
    expect(WithdrawalStatement.safeParse(identity).success).toBe(true);
    const id = '0b7c1d0e-3f7e-4a53-9d0e-7d6b0a1f2c3d';
    expect(WithdrawalStatement.safeParse({ ...identity, items: [{ itemId: id, quantity: 1 }] }).success).toBe(true);
    const twice = [
      { itemId: id, quantity: 1 },
      { itemId: id, quantity: 1 },
    ];
    expect(WithdrawalStatement.safeParse({ ...identity, items: twice }).success).toBe(false);
    expect(WithdrawalStatement.safeParse({ ...identity, email: 'nope', reason: 'x' }).success).toBe(false);
  });

  it('says why in both languages', () => {
    expect(translate('error.withdrawal_period_over', 'pl', { lastDay: '16.11.2026' })).toContain('16.11.2026');
    expect(translate('withdrawal.custom_made', 'en')).toMatch(/specification/);
  });
});
