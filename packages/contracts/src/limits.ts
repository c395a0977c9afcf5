import type { Money } from './api/common';

// The business constants and limits of SPEC §9, each defined once under the SPEC's name. Services and
// remotes import them from here (zod-free: `@shop/contracts/limits` costs the browser a few bytes), and texts
// that quote one ("free delivery over 200 zł") are formatted from it, never written out.

/** List queries: page size and order when the caller names none (SPEC §9, DESIGN §4). */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
export const DEFAULT_SORT = 'createdAt';
export const DEFAULT_SORT_DIR = 'desc';

/** Most a shopper may order of one product (SPEC §5, §9). */
export const MAX_SELLING_QUANTITY = 999;
/** Public catalogue answers may be reused for this long (SPEC §9: revalidation 3600 s). */
export const CATALOGUE_REVALIDATE_SECONDS = 3600;
/** The failed sign-in that blocks an account (SPEC §4, §9). */
export const MAX_FAILED_LOGINS = 10;
/** The referral query parameter and how long its cookie lasts (SPEC §9). */
export const REFERRAL_PARAM = 'ref';
export const REFERRAL_COOKIE_DAYS = 31;
/** How often physical stock is synchronised with the sellable stock; SPEC §9 gives 30 without a unit: seconds. */
export const WAREHOUSE_SYNC_INTERVAL_SECONDS = 30;
/** The session cookie's life (SPEC §9). */
export const SESSION_COOKIE_DAYS = 7;
/** Staff sessions are shorter (DESIGN §9): they end after this long without a call, and this long after sign-in. */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_MAX_HOURS = 8;
/** Autocomplete starts at this many characters (SPEC §5, §9). */
export const AUTOCOMPLETE_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 8;
export const TAX_ID_DIGITS = 10;
/** RMA attachments: up to 10 files of 10 MB each (SPEC §5, §9). */
export const RMA_MAX_FILES = 10;
export const RMA_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Files uploaded ahead (POST /api/files/upload) and never attached are removed after this many hours. */
export const RMA_UPLOAD_KEPT_HOURS = 24;
/** Most files a customer may hold uploaded ahead and not yet attached (a return and a message's worth). */
export const RMA_MAX_PENDING_UPLOADS = 30;
/** Media library uploads (issue 13): at most this many files at once, each at most this large. */
export const MEDIA_MAX_FILES = 10;
export const MEDIA_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** A review's photo (issue 25): one JPG, PNG or WEBP picture of at most this size. */
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Review photos uploaded and never attached to a review are removed after this many hours. */
export const REVIEW_PHOTO_KEPT_HOURS = 24;
/** Most photos a customer may hold uploaded and not yet attached to a review. */
export const REVIEW_MAX_PENDING_PHOTOS = 5;
/** Documents of an insurance claim (issue 25): PDF, JPG or PNG, this large at most, this many on one claim. */
export const CLAIM_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CLAIM_MAX_DOCUMENTS = 20;
/** A contact message's length (SPEC §5, §9). */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** The standard warranty (SPEC §9). */
export const STANDARD_WARRANTY_YEARS = 2;
/** The lowest price shown beside a reduction is of this many days before it (SPEC §9, Omnibus). */
export const LOWEST_PRICE_DAYS = 30;
/** A bulk action of the back office (products: state, tags, collection) takes at most one full list page. */
export const BULK_ACTION_MAX_ITEMS = MAX_PAGE_SIZE;

/** Free insurance: its length, its most and how soon a theft must be reported (SPEC §1, §9). */
export const INSURANCE_MONTHS = 12;
export const INSURANCE_MAX_SUM: Money = { amount: 1_500_000, currency: 'PLN' };
export const THEFT_REPORT_HOURS = 48;
/** The locks the insurance requires: a hardened steel chain or a folding lock at least this thick (SPEC §9). */
export const INSURANCE_CHAIN_MIN_MM = 8;
export const INSURANCE_FOLDING_LOCK_MIN_MM = 5;

/** Bank installments (SPEC §5, §9): the smallest basket and each bank's offer. */
export const INSTALLMENT_MIN_BASKET: Money = { amount: 10_000, currency: 'PLN' };
export const ERATY_MAX_INSTALLMENTS = 20;
export const ERATY_VERIFICATION_TRANSFER: Money = { amount: 100, currency: 'PLN' };
export const CA_INSTALLMENTS = 10;
/** Interest on either bank's installments, in percent (SPEC §9: 0%). */
export const INSTALLMENT_INTEREST_PERCENT = 0;

/** Motor power, from the rated power the shop states for its bikes up to its strongest motors (SPEC §9). */
export const MOTOR_RATED_POWER_W = 250;
export const MOTOR_POWER_MAX_W = 1000;
/** The motor assists up to this speed, then switches off (SPEC §9). */
export const ASSIST_SPEED_LIMIT_KMH = 25;
/** A battery lasts this many full charging cycles (SPEC §9: 500 to 700). */
export const BATTERY_LIFE_CYCLES = { min: 500, max: 700 } as const;

/** The cancelled government funding: the share of the price it would have refunded, in percent (SPEC §9). */
export const FORMER_FUNDING_PERCENT = 50;
/** The most the cancelled funding would have refunded for a bike and for a cargo bike (SPEC §9). */
export const FORMER_FUNDING_BIKE_MAX: Money = { amount: 250_000, currency: 'PLN' };
export const FORMER_FUNDING_CARGO_MAX: Money = { amount: 450_000, currency: 'PLN' };

/** The preorder price holds for bikes collected by this day (SPEC §9). */
export const PREORDER_PRICE_GUARANTEE_UNTIL = '2026-03-31';
/** The GPS tracker's battery lasts up to this long (SPEC §9). */
export const GPS_BATTERY_MONTHS = 6;

// ---------------------------------------------------------------------------------------------------------
// Values staff change in the admin settings (issue 12). The constant is the default; the setting stored by cms
// overrides it. Services read them through their context (`shopSettings()`, kept current by the
// shop-settings-changed event), the browser from `GET /api/config`.

export interface ServiceHours {
  /** ISO weekdays, 1 = Monday. */
  days: number[];
  opens: string;
  closes: string;
}

/** The payment methods staff switch on and off (SPEC §3; `preorder` follows from the cart type, never a choice). */
export const SETTABLE_PAYMENT_METHODS = [
  'online_tpay',
  'card_polcard',
  'transfer',
  'cash',
  'installment_eraty',
  'installment_ca',
] as const;
export type SettablePaymentMethod = (typeof SETTABLE_PAYMENT_METHODS)[number];
/** The delivery methods staff switch on and off (PREORDER follows from the cart type). */
export const SETTABLE_DELIVERY_METHODS = ['COURIER', 'PICKUP'] as const;
export type SettableDeliveryMethod = (typeof SETTABLE_DELIVERY_METHODS)[number];

/** The shop's own data (settings.general): who sells, when and where customers reach it. */
export interface GeneralSettings {
  company: { name: string; street: string; zipCode: string; city: string; taxId: string; phone: string };
  /** Customer service hours (SPEC §9: Monday to Friday 8:00 to 16:00). */
  openingHours: ServiceHours;
  /**
   * Contact mailboxes: sales, service and b2b are public; admin (the webmaster) and serviceManager (who gets
   * every report of a dangerous product at once, issue 27) are for staff only.
   */
  mailboxes: { sales: string; service: string; b2b: string; admin: string; serviceManager: string };
  social: { facebook: string; instagram: string; youtube: string; tiktok: string };
  /** The storefront shows 'Website in test mode!' (SPEC §1). */
  testMode: boolean;
  /** How often physical and sellable stock are reconciled, in seconds (SPEC §9: 30; the warehouse's env may override). */
  warehouseSyncIntervalSeconds: number;
  /**
   * The known currencies beyond PLN and EUR the storefront offers (SPEC §1: all off), priced from PLN at the
   * rate in force (docs/decisions/currencies.md).
   */
  currencies: { USD: boolean; CHF: boolean; GBP: boolean };
}

/** Delivery and payment (settings.payment_delivery): what checkout offers and what it costs. */
export interface PaymentDeliverySettings {
  deliveryMethods: Record<SettableDeliveryMethod, boolean>;
  /** The courier's price in minor units of each storefront currency (grosze, euro cents). */
  courierPrice: { PLN: number; EUR: number };
  /** Retail courier delivery is free above this basket, Poland only (SPEC §9: 200 PLN). */
  freeCourierThreshold: Zloty;
  /** Methods switched off are neither offered nor accepted at checkout. */
  paymentMethods: Record<SettablePaymentMethod, boolean>;
  /** A bank transfer is due within this many working days (SPEC §9). */
  transferDueWorkingDays: number;
  /** The smallest basket the installment banks take (SPEC §5, §9: 100 PLN). */
  installmentMinimum: Zloty;
}

export type ShopSettings = GeneralSettings & PaymentDeliverySettings;

/** Which group each field belongs to: a field added to GeneralSettings must be named here (the compiler says). */
const generalFields: Record<keyof GeneralSettings, true> = {
  company: true,
  openingHours: true,
  mailboxes: true,
  social: true,
  testMode: true,
  warehouseSyncIntervalSeconds: true,
  currencies: true,
};

/** The settings as their two groups, each saved and shown on its own (admin settings). */
export function settingsGroupsOf(settings: ShopSettings): {
  general: GeneralSettings;
  paymentDelivery: PaymentDeliverySettings;
} {
  const general: Record<string, unknown> = {};
  const paymentDelivery: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) (key in generalFields ? general : paymentDelivery)[key] = value;
  return {
    general: general as unknown as GeneralSettings,
    paymentDelivery: paymentDelivery as unknown as PaymentDeliverySettings,
  };
}

/** A sum of a Polish offer (free courier, the banks' installments): always in złoty. */
export interface Zloty {
  amount: number;
  currency: 'PLN';
}

export const defaultShopSettings: ShopSettings = {
  // The one identity of the company (docs/decisions/product-safety.md): the maker the papers and product pages
  // name, the seller of invoices, the recipient of transfers. The NIP is the KSeF context's (its checksum holds).
  company: {
    name: 'Zefir Sp. z o.o.',
    street: 'ul. Fabryczna 14',
    zipCode: '55-040',
    city: 'Kobierzyce',
    taxId: '5250000009',
    phone: '+48 71 700 30 00',
  },
  openingHours: { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '16:00' },
  mailboxes: {
    sales: 'sklep@zefir.example',
    service: 'serwis@zefir.example',
    b2b: 'b2b@zefir.example',
    admin: 'webmaster@zefir.example',
    serviceManager: 'kierownik.serwisu@zefir.example',
  },
  social: {
    facebook: 'https://www.facebook.com/zefirbikes',
    instagram: 'https://www.instagram.com/zefirbikes',
    youtube: 'https://www.youtube.com/@zefirbikes',
    tiktok: 'https://www.tiktok.com/@zefirbikes',
  },
  testMode: true,
  warehouseSyncIntervalSeconds: WAREHOUSE_SYNC_INTERVAL_SECONDS,
  currencies: { USD: false, CHF: false, GBP: false },
  deliveryMethods: { COURIER: true, PICKUP: true },
  courierPrice: { PLN: 4_900, EUR: 1_200 },
  freeCourierThreshold: { amount: 20_000, currency: 'PLN' },
  paymentMethods: {
    online_tpay: true,
    card_polcard: true,
    transfer: true,
    cash: true,
    installment_eraty: true,
    installment_ca: true,
  },
  transferDueWorkingDays: 7,
  installmentMinimum: { amount: INSTALLMENT_MIN_BASKET.amount, currency: 'PLN' },
};
