import {
  AUTOCOMPLETE_MIN_LENGTH,
  defaultShopSettings,
  INSURANCE_MAX_SUM,
  MAX_SELLING_QUANTITY,
  STANDARD_WARRANTY_YEARS,
} from '@shop/contracts/limits';
import { formatMoney } from '@shop/platform';
import { describe, expect, it } from 'vitest';
import { limitTexts } from './limits';
import { pageSize } from './listing-params';

const polishDays = ['', 'pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.', 'niedz.'];
const englishDays = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

describe('catalogue limits in the browser', () => {
  it('are the contract’s own', () => {
    const texts = limitTexts('pl', defaultShopSettings, (day) => polishDays[day]!);
    expect(texts.maxQuantity).toBe(MAX_SELLING_QUANTITY);
    expect(texts.warrantyYears).toBe(STANDARD_WARRANTY_YEARS);
    expect(texts.insuranceMaxSum).toBe(formatMoney(INSURANCE_MAX_SUM, 'pl'));
    expect(texts.freeDeliveryFrom).toBe(formatMoney(defaultShopSettings.freeCourierThreshold, 'pl'));
    expect(AUTOCOMPLETE_MIN_LENGTH).toBe(2);
    expect(pageSize).toBe(50);
  });

  it('quote the shop’s own settings, written in the page’s language', () => {
    const settings = {
      freeCourierThreshold: { amount: 1_234_500, currency: 'PLN' as const },
      transferDueWorkingDays: 14,
      openingHours: { days: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '17:30' },
    };
    const polish = limitTexts('pl', settings, (day) => polishDays[day]!);
    expect(polish).toMatchObject({
      freeDeliveryFrom: '12\u00a0345,00\u00a0zł',
      transferDueDays: 14,
      openingHours: 'pon.–sob. 9:00–17:30',
      insuranceMaxSum: '15\u00a0000,00\u00a0zł',
      verificationTransfer: '1,00\u00a0zł',
      rmaFileMegabytes: 10,
    });
    const english = limitTexts('en', settings, (day) => englishDays[day]!);
    expect(english).toMatchObject({ freeDeliveryFrom: '12\u00a0345.00\u00a0PLN', openingHours: 'Mon–Sat 9:00–17:30' });
  });
});
