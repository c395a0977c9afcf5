import { z } from 'zod';
import { Currency } from '../enums';

/** Money as integer minor units with its currency (DESIGN §5): { amount: 1234500, currency: 'PLN' }. */
export const Money = z.object({ amount: z.number().int(), currency: Currency });
export type Money = z.infer<typeof Money>;

/** A text in the storefront languages. */
export const Localized = z.object({ pl: z.string(), en: z.string() });
export type Localized = z.infer<typeof Localized>;

export const IdParam = z.strictObject({ id: z.coerce.number().int().min(1) });
export const UuidParam = z.strictObject({ id: z.uuid() });

/** Whether a text has the shape of a UUID: ids from a path are checked with it before PostgreSQL sees them. */
export const isUuid = (value: string): boolean => uuidShape.test(value);
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NoQuery = z.strictObject({});
