import { todayInWarsaw } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { addMonths, coverOn, insurancePeriod } from './insurance-period';

describe('insurance period', () => {
  it('starts the day after purchase and ends 12 months after the purchase day', () => {
    expect(insurancePeriod('2025-06-01')).toEqual({ from: '2025-06-02', to: '2026-06-01' });
    expect(insurancePeriod('2025-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('keeps month ends inside the month (29 February)', () => {
    expect(insurancePeriod('2024-02-29')).toEqual({ from: '2024-03-01', to: '2025-02-28' });
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
  });

  it('is not yet active on the purchase day, active on both end days, expired the day after', () => {
    const period = insurancePeriod('2025-06-01');
    expect(coverOn(period, '2025-06-01')).toBe('not_started');
    expect(coverOn(period, '2025-06-02')).toBe('active');
    expect(coverOn(period, '2026-06-01')).toBe('active');
    expect(coverOn(period, '2026-06-02')).toBe('expired');
  });

  it('counts days in Poland: 23:30 UTC on 31 December is already New Year in Warsaw', () => {
    expect(todayInWarsaw(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(todayInWarsaw(new Date('2025-06-30T21:59:00Z'))).toBe('2025-06-30');
    expect(todayInWarsaw(new Date('2025-06-30T22:00:00Z'))).toBe('2025-07-01');
  });
});
