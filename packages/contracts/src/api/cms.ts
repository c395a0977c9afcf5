import { z } from 'zod';
import {
  ContactTopic,
  InsuranceResult,
  PaymentMethod,
  ShopTag,
  StorefrontCurrency,
  StorefrontLanguage,
} from '../enums';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_MIN_LENGTH, type ServiceHours } from '../limits';
import { listAnswer, listQuery } from '../list-query';
import type { MessageKey } from '../messages';
import { Money } from './common';

export { ContactTopic, InsuranceResult, ShopTag } from '../enums';

// Content, store locator, contact, newsletter, insurance check and the shop's configuration (SPEC §3, §5,
// §7, §8). Texts of answers come in the request's language (X-Language).

const key = (k: MessageKey) => k;

// ---------------------------------------------------------------------------------------------------------
// Configuration: GET /api/config

/** An installment offer of a bank (SPEC §9): shown only for PLN baskets of at least `minBasket`. */
export const InstallmentOffer = z.object({
  provider: z.enum(['eraty', 'ca']),
  method: z.enum(['installment_eraty', 'installment_ca']),
  /** Most installments the bank offers, e.g. 20. */
  maxInstallments: z.number().int().min(1),
  /** Interest in percent; 0 for the shop's offers. */
  interestRate: z.number().min(0),
  minBasket: Money,
  /** The bank's shop id, shown on its application form. */
  shopId: z.string(),
  /** A transfer the bank asks for to verify the applicant's account (eRaty: 1 PLN), if any. */
  verificationTransfer: Money.optional(),
  currency: z.literal('PLN'),
});
export type InstallmentOffer = z.infer<typeof InstallmentOffer>;

export const ShopConfig = z.object({
  testMode: z.boolean(),
  brandSlug: z.string(),
  languages: z.array(StorefrontLanguage),
  currencies: z.array(StorefrontCurrency),
  /** Retail courier delivery is free above this (Poland only). Same value as delivery.freeAbove. */
  freeDeliveryThreshold: z.object({ amount: z.number().int(), currency: z.literal('PLN') }),
  social: z.object({ facebook: z.url(), instagram: z.url(), youtube: z.url(), tiktok: z.url() }),
  /** The seller as staff set it (admin settings): shown in the footer, the contact page and documents. */
  company: z.object({
    name: z.string(),
    street: z.string(),
    zipCode: z.string(),
    city: z.string(),
    taxId: z.string(),
    phone: z.string(),
  }),
  /**
   * The public contact mailboxes (the staff-only webmaster mailbox is never sent); `general` is where the
   * contact form's general topic goes, the address the contact page gives.
   */
  contact: z.object({ sales: z.string(), service: z.string(), b2b: z.string(), general: z.string() }),
  payment: z.object({
    /** Online payments are taken in PLN only; other currencies are converted. */
    onlineCurrency: z.literal('PLN'),
    /** The payment methods staff have switched on (a cart offers those that fit it). */
    methods: z.array(PaymentMethod),
    /** The offers of the installment methods switched on. */
    installments: z.array(InstallmentOffer),
    /** A bank transfer is due within this many working days. */
    transferDueWorkingDays: z.number().int().min(1),
  }),
  delivery: z.object({
    countries: z.array(z.literal('PL')),
    freeAbove: z.object({ amount: z.number().int(), currency: z.literal('PLN') }),
  }),
  /** Map tiles ({z}/{x}/{y} template); null: the store locator shows its list and drawn map only. */
  mapTilesUrl: z.string().nullable(),
  /** The partner's cyclist liability and accident cover offer, linked from an expired insurance answer. */
  insuranceOfferUrl: z.url(),
  /** When customer service answers (staff may change it): ISO weekdays (1 = Monday), opening and closing. */
  openingHours: z.object({
    days: z.array(z.number().int().min(1).max(7)),
    opens: z.string().regex(/^\d{2}:\d{2}$/),
    closes: z.string().regex(/^\d{2}:\d{2}$/),
  }) satisfies z.ZodType<ServiceHours>,
});
export type ShopConfig = z.infer<typeof ShopConfig>;

// ---------------------------------------------------------------------------------------------------------
// Newsletter: POST /api/contact/newsletter

export const NewsletterSignup = z.strictObject({ email: z.email().max(254) });
export type NewsletterSignup = z.infer<typeof NewsletterSignup>;
export const NewsletterSignupAnswer = z.object({ subscribed: z.literal(true) });

// ---------------------------------------------------------------------------------------------------------
// News (blog): GET /api/cms/news, GET /api/cms/news/:id

/** Newest first by default (`sort=publishedAt`, `dir=desc`); `filters[tag]` narrows to one tag. */
export const NewsListQuery = listQuery({
  sort: ['publishedAt', 'title'],
  filters: { tag: z.string().trim().min(1).max(40).optional() },
});
export type NewsListQuery = z.output<typeof NewsListQuery>;

/** A picture usable as `<img src>` as is: the shop draws it (an SVG data URL), so it is never broken. */
export const Picture = z.object({
  src: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Picture = z.infer<typeof Picture>;

/** A post as the blog list shows it, in the request's language. */
export const NewsSummary = z.object({
  id: z.number().int(),
  /** URL slug in the request's language (route blog/:id/:slug). */
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  /** Publication date and time, ISO 8601. */
  publishedAt: z.iso.datetime(),
  tags: z.array(z.string()),
  cover: Picture,
  readingMinutes: z.number().int().min(1),
});
export type NewsSummary = z.infer<typeof NewsSummary>;

/** One block of a post body: a sub-heading or a paragraph (plain text, no markup). */
export const NewsBlock = z.object({ kind: z.enum(['heading', 'paragraph']), text: z.string() });
export type NewsBlock = z.infer<typeof NewsBlock>;

export const NewsPost = NewsSummary.extend({
  body: z.array(NewsBlock),
  /** The same post's slug in each storefront language, for the language switch. */
  slugs: z.object({ pl: z.string(), en: z.string() }),
});
export type NewsPost = z.infer<typeof NewsPost>;

export const NewsList = listAnswer(NewsSummary);
export type NewsList = z.infer<typeof NewsList>;

// ---------------------------------------------------------------------------------------------------------
// Store locator: GET /api/cms/shops

/**
 * Filters: `tag` (premium means service and test), `place` (city, voivodeship, zip code or street; case and
 * Polish diacritics ignored: 'lodz' finds Łódź), `collection` (a catalogue collection id the shop carries:
 * the find-dealer button of a product passes the product's own collection, e.g. 61 city, 90 MTB e-bikes, 101
 * batteries; 59 means any e-bike).
 * Default order: city then name, ascending (`sort=city`, `dir=asc`).
 */
export const ShopsQuery = z.preprocess(
  (raw) => {
    // The locator lists alphabetically unless asked otherwise; other lists default to desc.
    if (typeof raw === 'object' && raw !== null && !('dir' in raw)) return { ...raw, dir: 'asc' };
    return raw;
  },
  listQuery({
    sort: ['city', 'name'],
    filters: {
      tag: ShopTag.optional(),
      place: z.string().trim().max(100).optional(),
      collection: z.coerce.number().int().min(1).optional(),
    },
  }),
);
export type ShopsQuery = z.output<typeof ShopsQuery>;

export const OpeningHours = z.object({
  /** ISO weekday 1 (Monday) … 7 (Sunday). */
  day: z.number().int().min(1).max(7),
  /** 'HH:MM'; a day the shop is closed is absent from the list. */
  opens: z.string(),
  closes: z.string(),
});
export type OpeningHours = z.infer<typeof OpeningHours>;

export const Shop = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  /** Voivodeship code (SPEC §3 regions, e.g. pl_mz). */
  region: z.string(),
  /** Voivodeship name in the request's language. */
  regionName: z.string(),
  lat: z.number(),
  lng: z.number(),
  website: z.url().nullable(),
  phones: z.array(z.string()),
  email: z.email().nullable(),
  /** Includes 'premium' whenever the shop has both 'service' and 'test'. */
  tags: z.array(ShopTag),
  /** Catalogue collection ids the shop carries. */
  collections: z.array(z.number().int()),
  openingHours: z.array(OpeningHours),
});
export type Shop = z.infer<typeof Shop>;

export const ShopList = listAnswer(Shop);
export type ShopList = z.infer<typeof ShopList>;

/** The text the locator shows when nothing matches (SPEC §2, §8). */
export const noShopsFoundKey = key('shops.none_found');

// ---------------------------------------------------------------------------------------------------------
// Contact form: POST /api/contact/message

const required = (otherwise: MessageKey) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? key('field.required') : otherwise;

/** Letters (any alphabet), spaces, hyphens, apostrophes and dots; at least two letters. */
const namePattern = /^(?=(?:.*\p{L}){2})[\p{L}][\p{L}\p{M} .'’-]*$/u;

export const ContactMessage = z.strictObject({
  name: z
    .string({ error: required('field.contact_name') })
    .trim()
    .min(1, { error: key('field.required') })
    .max(100, { error: key('field.contact_name') })
    .regex(namePattern, { error: key('field.contact_name') }),
  phone: z
    .string()
    .trim()
    .regex(/^$|^\+?[0-9][0-9 ()-]{6,19}$/, { error: key('field.phone') })
    .optional(),
  email: z.email().max(254),
  topic: z.enum(ContactTopic.options, { error: key('field.contact_topic') }),
  message: z
    .string({ error: required('field.contact_message') })
    .trim()
    .min(1, { error: key('field.required') })
    .min(CONTACT_MESSAGE_MIN_LENGTH, { error: key('field.contact_message') })
    .max(CONTACT_MESSAGE_MAX_LENGTH, { error: key('field.contact_message') }),
  consent: z.literal(true, { error: key('field.contact_consent') }),
});
export type ContactMessage = z.input<typeof ContactMessage>;
export type ContactMessageData = z.output<typeof ContactMessage>;

/** Success: `message` is 'Your message has been sent. We will answer as soon as possible' (translated). */
export const ContactMessageAnswer = z.object({ sent: z.literal(true), message: z.string() });
export type ContactMessageAnswer = z.infer<typeof ContactMessageAnswer>;
/** A refused form answers 400 with this text as error.message and each field's text in error.fields. */
export const contactFailedKey = key('contact.failed');
export const contactSentKey = key('contact.sent');

// ---------------------------------------------------------------------------------------------------------
// Insurance check: GET /api/insurance/check?frameNumber&purchaseDate

/** Today's date (yyyy-MM-dd) in Poland, where insurance days begin and end. */
export function todayInWarsaw(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(now);
}

export const InsuranceCheckQuery = z.strictObject({
  /** As stamped on the frame: letters and digits (hyphens allowed), 5-30 characters; case ignored. */
  frameNumber: z
    .string({ error: required('field.frame_number') })
    .trim()
    .min(1, { error: key('field.required') })
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{3,28}[A-Za-z0-9]$/, { error: key('field.frame_number') })
    .transform((value) => value.toUpperCase()),
  /** yyyy-MM-dd; not after today (Europe/Warsaw). */
  purchaseDate: z.iso
    .date({ error: required('field.date') })
    .refine((date) => date <= todayInWarsaw(), { error: key('field.purchase_date_future') }),
});
export type InsuranceCheckQuery = z.input<typeof InsuranceCheckQuery>;

/**
 * The outcome of a check, always 200 (the verifier failing is an expected outcome, `result: 'error'`).
 * `message` is the SPEC §8 text in the request's language; `coverage` (insured, expired) gives the first
 * and last insured day; `offerUrl` (expired) links to the partner's cyclist liability and accident cover.
 */
export const InsuranceCheckAnswer = z.object({
  result: InsuranceResult,
  message: z.string(),
  frameNumber: z.string(),
  coverage: z.object({ from: z.iso.date(), to: z.iso.date() }).optional(),
  /** For an insured bike the shop keeps a policy of: the insured sum less the payouts on its claims (SPEC §4). */
  remainingSum: Money.optional(),
  offerUrl: z.url().optional(),
  /** Link text for offerUrl, translated. */
  offerLabel: z.string().optional(),
});
export type InsuranceCheckAnswer = z.infer<typeof InsuranceCheckAnswer>;
// contract-ready
