import { type ContactTopic, ContactTopic as Topics } from '@shop/contracts';
import { env, loadConfig } from '@shop/service-kit';
import { z } from 'zod';

/** Department mailbox per contact topic; CONTACT_MAILBOXES (JSON) overrides any of them. */
export const defaultMailboxes: Record<ContactTopic, string> = {
  service: 'serwis@zefir.example',
  retail: 'sklep@zefir.example',
  wholesale: 'b2b@zefir.example',
  marketing: 'marketing@zefir.example',
  admin: 'webmaster@zefir.example',
  danger: 'bezpieczenstwo@zefir.example',
  general: 'kontakt@zefir.example',
  accessibility: 'dostepnosc@zefir.example',
};

const mailboxes = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of topic → e-mail' });
      return z.NEVER;
    }
  })
  .pipe(z.partialRecord(Topics, z.email()));

const cmsShape = {
  SHOP_TEST_MODE: env.bool(true),
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9-]{3,}$/)
    .default('zefir'),
  /** Map tiles template ({z}/{x}/{y}); unset: the locator draws its own map and the list. */
  MAP_TILES_URL: z
    .string()
    .regex(/^https:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'an https URL with {z}, {x} and {y}')
    .optional(),
  INSURANCE_OFFER_URL: z.url().default('https://partner-ubezpieczenia.example/oc-nnw-rowerzysty'),
  /** The insurance verification service (insurance/README.md); unset: every check answers 'error'. */
  INSURANCE_VERIFIER_URL: z.url().optional(),
  INSURANCE_VERIFIER_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(3_000),
  /** How often the bikes the shop shipped are registered with the insurer (insurance/shop-sales.ts). */
  INSURANCE_SHOP_SALES_SECONDS: z.coerce.number().int().min(1).max(3_600).default(10),
  /** How often claims and payouts the insurer did not answer are sent again (insurance/reconcile-pending.ts). */
  INSURANCE_RECONCILE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  CONTACT_MAILBOXES: mailboxes.optional(),
};

export type CmsSettings = ReturnType<typeof cmsSettings>;

/** The cms service's own settings, read once at start (a bad value stops the start with its name). */
export function cmsSettings(settings: Record<string, string | undefined>) {
  const config = loadConfig(cmsShape, settings);
  return {
    ...config,
    mailboxes: { ...defaultMailboxes, ...config.CONTACT_MAILBOXES } as Record<ContactTopic, string>,
  };
}
