import {
  ASSIST_SPEED_LIMIT_KMH,
  AUTOCOMPLETE_MIN_LENGTH,
  defaultShopSettings,
  FORMER_FUNDING_BIKE_MAX,
  INSURANCE_CHAIN_MIN_MM,
  INSURANCE_MAX_SUM,
  MAX_SELLING_QUANTITY,
  MOTOR_RATED_POWER_W,
  STANDARD_WARRANTY_YEARS,
} from '@shop/contracts/limits';
import { formatMoney } from '@shop/platform';
import { describe, expect, it } from 'vitest';
import { limitTexts } from './limits';
import { pageSize } from './listing-params';

describe('catalogue limits in the browser', () => {
  it('are the contract’s own', () => {
    const texts = limitTexts('pl', defaultShopSettings);
    expect(texts.maxQuantity).toBe(MAX_SELLING_QUANTITY);
    expect(texts.warrantyYears).toBe(STANDARD_WARRANTY_YEARS);
    expect(texts.insuranceMaxSum).toBe(formatMoney(INSURANCE_MAX_SUM, 'pl'));
    expect(texts.freeDeliveryFrom).toBe(formatMoney(defaultShopSettings.freeCourierThreshold, 'pl'));
    expect(texts.motorPower).toBe(MOTOR_RATED_POWER_W);
    expect(texts.assistSpeed).toBe(ASSIST_SPEED_LIMIT_KMH);
    expect(texts.insuranceChainMm).toBe(INSURANCE_CHAIN_MIN_MM);
    expect(texts.formerFundingBikeMax).toBe(formatMoney(FORMER_FUNDING_BIKE_MAX, 'pl'));
    expect(AUTOCOMPLETE_MIN_LENGTH).toBe(2);
    expect(pageSize).toBe(50);
  });

  it('quote the shop’s own settings, written in the page’s language', () => {
    const settings = {
      freeCourierThreshold: { amount: 1_234_500, currency: 'PLN' as const },
      transferDueWorkingDays: 14,
      openingHours: { days: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '17:30' },
    };
    const polish = limitTexts('pl', settings);
    expect(polish).toMatchObject({
      freeDeliveryFrom: '12\u00a0345,00\u00a0zł',
      transferDueDays: 14,
      openingHours: 'pon.–sob. 9:00–17:30',
      insuranceMaxSum: '15\u00a0000,00\u00a0zł',
      verificationTransfer: '1,00\u00a0zł',
      rmaFileMegabytes: 10,
      motorPower: 250,
      motorPowerMax: 1000,
      assistSpeed: 25,
      batteryCyclesMin: 500,
      batteryCyclesMax: 700,
      insuranceChainMm: 8,
      insuranceFoldingLockMm: 5,
      formerFundingPercent: 50,
      formerFundingBikeMax: '2\u00a0500,00\u00a0zł',
      formerFundingCargoMax: '4\u00a0500,00\u00a0zł',
    });
    const english = limitTexts('en', settings);
    expect(english).toMatchObject({ freeDeliveryFrom: '12\u00a0345.00\u00a0PLN', openingHours: 'Mon–Sat 9:00–17:30' });
  });
});
