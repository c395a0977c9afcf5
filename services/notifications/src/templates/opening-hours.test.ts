import { defaultShopSettings } from '@shop/contracts/limits';
import { describe, expect, it } from 'vitest';
import { openingHoursText } from './opening-hours';

describe('customer service hours in e-mails', () => {
  it('write a run of days once, as the shop pages do', () => {
    expect(openingHoursText(defaultShopSettings.openingHours, 'pl')).toBe('pon.–pt. 8:00–16:00');
    expect(openingHoursText(defaultShopSettings.openingHours, 'en')).toBe('Mon–Fri 8:00–16:00');
  });

  it('follow hours staff changed, gaps between days included', () => {
    const hours = { days: [6, 1, 2, 3, 5], opens: '09:30', closes: '17:00' };
    expect(openingHoursText(hours, 'en')).toBe('Mon–Wed, Fri–Sat 9:30–17:00');
    expect(openingHoursText({ ...hours, days: [4] }, 'pl')).toBe('czw. 9:30–17:00');
  });
});
