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
