import { z } from 'zod';
import { Currency, CustomerType, Role } from '../enums';

export const CurrentUser = z.object({
  role: Role,
  customerType: CustomerType.nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  taxId: z.string().nullable(),
  currency: Currency.nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** What accounts answers the gateway when it resolves a `sid` cookie (internal). */
export const SessionResolution = z.object({
  sessionId: z.string(),
  customerId: z.string().nullable(),
  role: Role,
  customerType: CustomerType.nullable(),
  taxId: z.string().nullable(),
  currency: Currency.nullable(),
  permissions: z.array(z.string()),
});
export type SessionResolution = z.infer<typeof SessionResolution>;
export const ResolveSession = z.strictObject({ sessionId: z.string().min(16).max(128) });
