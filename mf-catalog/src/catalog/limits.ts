import {
  CA_INSTALLMENTS,
  ERATY_MAX_INSTALLMENTS,
  ERATY_VERIFICATION_TRANSFER,
  GPS_BATTERY_MONTHS,
  INSTALLMENT_INTEREST_PERCENT,
  INSTALLMENT_MIN_BASKET,
  INSURANCE_MAX_SUM,
  INSURANCE_MONTHS,
  LOWEST_PRICE_DAYS,
  MAX_SELLING_QUANTITY,
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
import { serviceHoursText } from '../content/opening-hours';
import { useContentText } from './catalog-text';

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
  gpsBatteryMonths: number;
  maxQuantity: number;
  lowestPriceDays: number;
  sessionDays: number;
  referralDays: number;
  rmaFiles: number;
  rmaFileMegabytes: number;
};

/** The limits formatted for `lang`; `dayName` names an ISO weekday (1 = Monday) in the page's language. */
export function limitTexts(
  lang: StorefrontLanguage,
  settings: ShopSettings,
  dayName: (day: number) => string,
): LimitTexts {
  return {
    freeDeliveryFrom: formatMoney(settings.freeCourierThreshold, lang),
    transferDueDays: settings.transferDueWorkingDays,
    openingHours: serviceHoursText(settings.openingHours, dayName),
    warrantyYears: STANDARD_WARRANTY_YEARS,
    interest: INSTALLMENT_INTEREST_PERCENT,
    maxInstallments: ERATY_MAX_INSTALLMENTS,
    caInstallments: CA_INSTALLMENTS,
    installmentsFrom: formatMoney(INSTALLMENT_MIN_BASKET, lang),
    verificationTransfer: formatMoney(ERATY_VERIFICATION_TRANSFER, lang),
    insuranceMonths: INSURANCE_MONTHS,
    insuranceMaxSum: formatMoney(INSURANCE_MAX_SUM, lang),
    theftReportHours: THEFT_REPORT_HOURS,
    gpsBatteryMonths: GPS_BATTERY_MONTHS,
    maxQuantity: MAX_SELLING_QUANTITY,
    lowestPriceDays: LOWEST_PRICE_DAYS,
    sessionDays: SESSION_COOKIE_DAYS,
    referralDays: REFERRAL_COOKIE_DAYS,
    rmaFiles: RMA_MAX_FILES,
    rmaFileMegabytes: RMA_MAX_FILE_BYTES / (1024 * 1024),
  };
}

/** The limits for the page's texts, with the shop's own settings once its configuration is in. */
export function useLimitTexts(lang: StorefrontLanguage): LimitTexts {
  const t = useContentText(lang);
  const settings = useShopSettings();
  return limitTexts(lang, settings, (day) => t(`storeLocator.weekdays.${day}`));
}
