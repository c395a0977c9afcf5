import { ConfigError, loadConfig } from '@shop/service-kit';
import { z } from 'zod';

// The payments service's own settings (README: configuration). A provider is enabled when its URL is set;
// its credentials are then required. Embedded mode starts the payment sandbox and fills every provider in.
// Secrets are never logged: `describeProviders` says only which providers are on and where they are.

const pem = z
  .string()
  .transform((text) => (text.includes('-----BEGIN') ? text : Buffer.from(text, 'base64').toString('utf8')))
  .refine((text) => text.includes('-----BEGIN CERTIFICATE-----'), 'must be a PEM certificate, or base64 of one');

const iban = z
  .string()
  .transform((text) => text.replace(/\s+/g, '').toUpperCase())
  .refine((text) => /^PL\d{26}$/.test(text) && ibanChecksumHolds(text), 'must be a Polish IBAN (PL and 26 digits)');

/** ISO 13616: the country and check digits moved to the end, letters as numbers, mod 97 = 1. */
export function ibanChecksumHolds(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of moved) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

const paymentsShape = {
  /** The shop's public address: provider notifications and the shopper's way back go through it. */
  PUBLIC_URL: z.url().optional(),
  TPAY_API_URL: z.url().optional(),
  TPAY_CLIENT_ID: z.string().min(1).optional(),
  TPAY_CLIENT_SECRET: z.string().min(1).optional(),
  TPAY_MERCHANT_ID: z.string().min(1).optional(),
  TPAY_SECURITY_CODE: z.string().min(1).optional(),
  /** The root CA the notification signing certificate must chain to (PEM, or base64 of it). */
  TPAY_ROOT_CA: pem.optional(),
  /** The signing certificate's URL (`x5u`) must start with this. */
  TPAY_CERT_URL_PREFIX: z.url().optional(),
  SHOP_IBAN: iban.default('PL61109010140000071219812874'),
  /** The transfer recipient as the bank names the account's holder; unset: the company of the shop settings. */
  SHOP_RECIPIENT: z.string().trim().min(3).optional(),
  POLCARD_URL: z.url().optional(),
  POLCARD_POS_ID: z.string().min(1).optional(),
  POLCARD_MERCHANT_KEY: z.string().min(1).optional(),
  /** IPG's REST API (refunds); unset: POLCARD_URL/ipp/payments-gateway/v2. Refunds by card need the key and secret. */
  POLCARD_API_URL: z.url().optional(),
  POLCARD_API_KEY: z.string().min(1).optional(),
  POLCARD_API_SECRET: z.string().min(1).optional(),
  /** How often refunds waiting for a provider are sent (and lost answers asked about again); 0 turns it off. */
  REFUND_SEND_SECONDS: z.coerce.number().int().min(0).max(86_400).default(5),
  ERATY_URL: z.url().optional(),
  ERATY_SHOP_NUMBER: z.string().min(1).optional(),
  ERATY_PASSWORD: z.string().min(1).optional(),
  CA_URL: z.url().optional(),
  CA_PARTNER_ID: z.string().min(1).optional(),
  CA_SECRET: z.string().min(1).optional(),
  /** How often pending transactions of providers that can be asked (eRaty) are polled; 0 turns it off. */
  PAYMENT_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * The National Bank of Poland's API root (https://api.nbp.pl/api, or the sandbox's /nbp/api); unset: no
   * rates are fetched and the last stored ones stay in force.
   */
  NBP_API_URL: z.url().optional(),
  /** How often the rate job looks for a newer table A; 0 turns it off (it also runs once at start). */
  RATE_JOB_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
  /** How long a provider may take to answer, in milliseconds. */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
};

const tpayKeys = [
  'TPAY_CLIENT_ID',
  'TPAY_CLIENT_SECRET',
  'TPAY_MERCHANT_ID',
  'TPAY_SECURITY_CODE',
  'TPAY_ROOT_CA',
  'TPAY_CERT_URL_PREFIX',
] as const;

export type PaymentSettings = ReturnType<typeof paymentSettings>;

/** Reads and checks the settings once at start; a missing credential of an enabled provider is named. */
export function paymentSettings(env: Record<string, string | undefined>) {
  const config = loadConfig(paymentsShape, env);
  const missing: string[] = [];
  const need = (enabledBy: string, keys: readonly (keyof typeof config)[]) => {
    for (const key of keys) if (config[key] === undefined) missing.push(`${key}: required when ${enabledBy} is set`);
  };
  if (config.TPAY_API_URL) need('TPAY_API_URL', tpayKeys);
  if (config.POLCARD_URL) need('POLCARD_URL', ['POLCARD_POS_ID', 'POLCARD_MERCHANT_KEY']);
  if (config.ERATY_URL) need('ERATY_URL', ['ERATY_SHOP_NUMBER', 'ERATY_PASSWORD']);
  if (config.CA_URL) need('CA_URL', ['CA_PARTNER_ID', 'CA_SECRET']);
  if (missing.length > 0) throw new ConfigError(missing);
  return config;
}

/**
 * The shop's public address, read at call time: embedded mode learns it only once the gateway listens.
 * Defaults to the gateway's default port on this machine.
 */
export function publicUrl(env: Record<string, string | undefined>): string {
  return (env.PUBLIC_URL || `http://127.0.0.1:${env.GATEWAY_PORT || 8080}`).replace(/\/$/, '');
}

/** What the log may say about the providers: names and addresses, never credentials. */
export function describeProviders(settings: PaymentSettings): Record<string, string> {
  const on: Record<string, string> = {};
  if (settings.TPAY_API_URL) on.tpay = settings.TPAY_API_URL;
  if (settings.POLCARD_URL) on.polcard = settings.POLCARD_URL;
  if (settings.ERATY_URL) on.eraty = settings.ERATY_URL;
  if (settings.CA_URL) on.ca = settings.CA_URL;
  if (settings.NBP_API_URL) on.nbp = settings.NBP_API_URL;
  return on;
}
