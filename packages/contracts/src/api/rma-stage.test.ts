import { describe, expect, it } from 'vitest';
import { allowedReturnStages, proposedReturnStage, warrantyLastDay } from './rma';

describe('the stage a return is proposed at (SPEC §9: two years of warranty)', () => {
  it('counts two years to the same date, or the month’s last day for 29 February', () => {
    expect(warrantyLastDay('2024-11-26')).toBe('2026-11-26');
    expect(warrantyLastDay('2024-02-29')).toBe('2026-02-28');
    expect(warrantyLastDay('2023-12-31')).toBe('2025-12-31');
  });

  it('proposes pre-sales before delivery, warranty through the last day, then post-warranty', () => {
    expect(proposedReturnStage({ purchaseDate: '2020-01-01', delivered: false }, '2026-11-26')).toBe('presales');
    expect(proposedReturnStage({ purchaseDate: '2024-11-26', delivered: true }, '2026-11-26')).toBe('warranty');
    expect(proposedReturnStage({ purchaseDate: '2024-11-25', delivered: true }, '2026-11-26')).toBe('post_warranty');
    expect(proposedReturnStage({ purchaseDate: '2026-11-26', delivered: true }, '2026-11-26')).toBe('warranty');
  });

  it('allows the proposed stage and every later one, never an earlier one', () => {
    expect(allowedReturnStages('presales')).toEqual(['presales', 'warranty', 'post_warranty']);
    expect(allowedReturnStages('warranty')).toEqual(['warranty', 'post_warranty']);
    expect(allowedReturnStages('post_warranty')).toEqual(['post_warranty']);
  });
});
