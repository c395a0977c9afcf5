import { formatServiceHours } from '@shop/contracts/format';
import {
  ASSIST_SPEED_LIMIT_KMH,
  BATTERY_LIFE_CYCLES,
  CA_INSTALLMENTS,
  ERATY_MAX_INSTALLMENTS,
  ERATY_VERIFICATION_TRANSFER,
  FORMER_FUNDING_BIKE_MAX,
  FORMER_FUNDING_CARGO_MAX,
  FORMER_FUNDING_PERCENT,
  GPS_BATTERY_MONTHS,
  INSTALLMENT_INTEREST_PERCENT,
  INSTALLMENT_MIN_BASKET,
  INSURANCE_CHAIN_MIN_MM,
  INSURANCE_FOLDING_LOCK_MIN_MM,
  INSURANCE_MAX_SUM,
  INSURANCE_MONTHS,
  LOWEST_PRICE_DAYS,
  MAX_SELLING_QUANTITY,
  MOTOR_POWER_MAX_W,
  MOTOR_RATED_POWER_W,
  REFERRAL_COOKIE_DAYS,
  RMA_MAX_FILE_BYTES,
  RMA_MAX_FILES,
  SESSION_COOKIE_DAYS,
  type ShopSettings,
  STANDARD_WARRANTY_YEARS,
  THEFT_REPORT_HOURS,
} from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatMoney } from '@shop/platform';
import { useShopSettings } from '../api/settings';

// The SPEC §9 numbers the catalogue's texts quote ("free delivery over {{freeDeliveryFrom}}"), each taken
// from @shop/contracts/limits (zod-free) or from the shop's settings, and formatted for the page's language:
// the texts in packages/i18n and the information articles never write one out.

/**
 * The limits as the texts quote them: the values of the i18n interpolations and of the articles (a type, not
 * an interface, so i18next takes it as interpolation values).
 */
export type LimitTexts = {
  /** Free courier delivery above this basket (a setting). */
  freeDeliveryFrom: string;
  /** A bank transfer is due within this many working days (a setting). */
  transferDueDays: number;
  /** Customer service hours as the shop writes them, weekdays then hours (a setting). */
  openingHours: string;
  warrantyYears: number;
  /** Interest on the installments, in percent: texts write `{{interest}}%`. */
  interest: number;
  maxInstallments: number;
  caInstallments: number;
  installmentsFrom: string;
  verificationTransfer: string;
  insuranceMonths: number;
  insuranceMaxSum: string;
  theftReportHours: number;
  /** The thinnest chain and folding lock the insurance accepts, in millimetres. */
  insuranceChainMm: number;
  insuranceFoldingLockMm: number;
  gpsBatteryMonths: number;
  maxQuantity: number;
  lowestPriceDays: number;
  sessionDays: number;
  referralDays: number;
  rmaFiles: number;
  rmaFileMegabytes: number;
  /** The motors' rated power and the strongest motor, in watts; the motor assists up to `assistSpeed` km/h. */
  motorPower: number;
  motorPowerMax: number;
  assistSpeed: number;
  /** A battery's life in full charging cycles, the least and the most. */
  batteryCyclesMin: number;
  batteryCyclesMax: number;
  /** The cancelled government funding: its share of the price, in percent, and its most for a bike, a cargo bike. */
  formerFundingPercent: number;
  formerFundingBikeMax: string;
  formerFundingCargoMax: string;
};

/** The limits formatted for `lang`. */
export function limitTexts(
  lang: StorefrontLanguage,
  settings: Pick<ShopSettings, 'freeCourierThreshold' | 'transferDueWorkingDays' | 'openingHours'>,
): LimitTexts {
  return {
    freeDeliveryFrom: formatMoney(settings.freeCourierThreshold, lang),
    transferDueDays: settings.transferDueWorkingDays,
    openingHours: formatServiceHours(settings.openingHours, lang),
    warrantyYears: STANDARD_WARRANTY_YEARS,
    interest: INSTALLMENT_INTEREST_PERCENT,
    maxInstallments: ERATY_MAX_INSTALLMENTS,
    caInstallments: CA_INSTALLMENTS,
    installmentsFrom: formatMoney(INSTALLMENT_MIN_BASKET, lang),
    verificationTransfer: formatMoney(ERATY_VERIFICATION_TRANSFER, lang),
    insuranceMonths: INSURANCE_MONTHS,
    insuranceMaxSum: formatMoney(INSURANCE_MAX_SUM, lang),
    theftReportHours: THEFT_REPORT_HOURS,
    insuranceChainMm: INSURANCE_CHAIN_MIN_MM,
    insuranceFoldingLockMm: INSURANCE_FOLDING_LOCK_MIN_MM,
    gpsBatteryMonths: GPS_BATTERY_MONTHS,
    maxQuantity: MAX_SELLING_QUANTITY,
    lowestPriceDays: LOWEST_PRICE_DAYS,
    sessionDays: SESSION_COOKIE_DAYS,
    referralDays: REFERRAL_COOKIE_DAYS,
    rmaFiles: RMA_MAX_FILES,
    rmaFileMegabytes: RMA_MAX_FILE_BYTES / (1024 * 1024),
    motorPower: MOTOR_RATED_POWER_W,
    motorPowerMax: MOTOR_POWER_MAX_W,
    assistSpeed: ASSIST_SPEED_LIMIT_KMH,
    batteryCyclesMin: BATTERY_LIFE_CYCLES.min,
    batteryCyclesMax: BATTERY_LIFE_CYCLES.max,
    formerFundingPercent: FORMER_FUNDING_PERCENT,
    formerFundingBikeMax: formatMoney(FORMER_FUNDING_BIKE_MAX, lang),
    formerFundingCargoMax: formatMoney(FORMER_FUNDING_CARGO_MAX, lang),
  };
}

/** The limits for the page's texts, with the shop's own settings once its configuration is in. */
export function useLimitTexts(lang: StorefrontLanguage): LimitTexts {
  return limitTexts(lang, useShopSettings());
}
