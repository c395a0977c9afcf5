import { loadConfig } from '@shop/service-kit';
import { z } from 'zod';

const minutes = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 365)
    .default(fallback);

const ordersShape = {
  /** How long stock stays reserved for an unpaid online or card order (Tpay, PolCard). */
  RESERVATION_TTL_MINUTES: minutes(60),
  /** The same for installment orders: the bank's decision may take days (eRaty, Credit Agricole). */
  INSTALLMENT_RESERVATION_TTL_MINUTES: minutes(7 * 24 * 60),
  /** How often the sweeper looks for expired reservations. */
  RESERVATION_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Prefix of order numbers (ZF/2026/000123). */
  ORDER_NUMBER_PREFIX: z
    .string()
    .regex(/^[A-Z]{1,4}$/)
    .default('ZF'),
  /** KSeF API 2 (e.g. https://api-test.ksef.mf.gov.pl/v2); without it invoices wait in the queue unsent. */
  KSEF_URL: z.url().optional(),
  /** The KSeF token (a secret: never logged; any text is taken, so a start error never repeats it). */
  KSEF_TOKEN: z.string().optional(),
  /** The NIP of the KSeF context (the seller's). */
  KSEF_NIP: z
    .string()
    .regex(/^\d{10}$/)
    .optional(),
  /** The verification links' host of the QR codes (kody-qr.md: qr-test, qr-demo or qr.ksef.mf.gov.pl). */
  KSEF_QR_URL: z.url().default('https://qr-test.ksef.mf.gov.pl'),
  /** How often the sender looks for invoices to send and statuses to ask. */
  KSEF_SEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  /** The longest wait between tries while KSeF is unavailable (the wait doubles from KSEF_SEND_SECONDS). */
  KSEF_BACKOFF_MAX_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** KOD II of offline invoices: the serial number of the shop's offline KSeF certificate (hex)… */
  KSEF_OFFLINE_CERT_SERIAL: z
    .string()
    .regex(/^[0-9A-Fa-f]{1,40}$/)
    .optional(),
  /** …and its private key, PEM (PKCS#8, RSA or EC P-256) in base64 (a secret: never logged). */
  KSEF_OFFLINE_KEY: z.string().optional(),
};

export type OrdersSettings = ReturnType<typeof ordersSettings>;

/** The orders service's own settings, read once at start (a bad value stops the start with its name). */
export function ordersSettings(env: Record<string, string | undefined>) {
  const config = loadConfig(ordersShape, env);
  return {
    ...config,
    reservationTtlMs: config.RESERVATION_TTL_MINUTES * 60_000,
    installmentReservationTtlMs: config.INSTALLMENT_RESERVATION_TTL_MINUTES * 60_000,
  };
}
