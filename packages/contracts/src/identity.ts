import { z } from 'zod';
import { AdminType, Currency, CustomerType, Role } from './enums';

// The short-lived identity the gateway signs for every call it forwards; only services trust it.

export const ApplicationName = z.enum(['storefront', 'admin']);
export type ApplicationName = z.infer<typeof ApplicationName>;

export const Identity = z.object({
  /** 'internal' marks a call the gateway makes on its own behalf (e.g. resolving a session). */
  app: z.enum(['storefront', 'admin', 'internal']),
  role: Role,
  /** The session the caller holds (guests too), so carts can follow it. */
  sessionId: z.string().optional(),
  customerId: z.string().optional(),
  customerType: CustomerType.optional(),
  taxId: z.string().optional(),
  currency: Currency.optional(),
  /** Staff only (role ADMIN): the admin type; each service derives the permissions from it (SPEC §6). */
  adminType: AdminType.optional(),
  /** Staff only: the name the audit trail records beside the staff id. */
  staffName: z.string().optional(),
});
export type Identity = z.infer<typeof Identity>;

/**
 * Header accounts answers with when it ended every other session of a customer (a password changed or
 * reset): the gateway forgets what it cached about them at once, and never passes the header on.
 */
export const SESSIONS_ENDED_HEADER = 'x-shop-sessions-ended';

/** Header carrying the signed identity from the gateway to a service. */
export const IDENTITY_HEADER = 'x-shop-identity';
