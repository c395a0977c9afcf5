import { z } from 'zod';
import { Currency, CustomerType, OrderStatus, OrderType, PaymentMethod, ReturnStatus } from '../enums';
import { AdminReturnDetail } from './admin/returns';
import { LineOptionText } from './line-options';
import { OrderAddress } from './orders';

// Two personal documents of issue 16, printed by documents from what their owners answer on internal
// routes: the service report of a return (staff, `returns.generate_report`) and the order document of a
// dealer's order (its owner). docs/decisions/documents.md says what each is and is not.

const DocumentLanguage = z.string().min(1).max(10);

/** `GET /api/documents/orders/:id/:lang`: the caller's own order (a dealer's). */
export const OrderDocumentParams = z.strictObject({ id: z.uuid(), lang: DocumentLanguage });

// ---- the service report ------------------------------------------------------------------------------

export const ReturnIdParam = z.strictObject({ returnId: z.uuid() });

/** One status change of a return, as its audit trail recorded it (who moved it, from what, to what). */
export const ReturnStatusChange = z.object({
  at: z.iso.datetime(),
  staffName: z.string(),
  from: ReturnStatus,
  to: ReturnStatus,
});
export type ReturnStatusChange = z.infer<typeof ReturnStatusChange>;

/**
 * `GET /internal/rma/returns/:returnId/report`: a return as its service report prints it. The customer signs
 * the report, so staff's internal notes are not part of it.
 */
export const ReturnForReport = AdminReturnDetail.omit({ internalNotes: true, nextStatuses: true }).extend({
  /** Status changes, oldest first (filing is `createdAt`, status new). */
  statusHistory: z.array(ReturnStatusChange),
});
export type ReturnForReport = z.infer<typeof ReturnForReport>;

// ---- the order document ------------------------------------------------------------------------------

export const OrderDocumentQuery = z.strictObject({ customerId: z.uuid() });

/**
 * One line of an order document, in minor units of the order's currency. `net`, `vat` and `gross` are the
 * line's value after its share of the order's discount, as checkout computed the order's VAT; `unitNet` is
 * the unit's net price before it.
 */
export const OrderDocumentLine = z.object({
  kind: z.enum(['item', 'delivery']),
  sku: z.string(),
  name: z.string(),
  optionsLabel: z.string(),
  /** The options chosen beside the variant (engraving, fitting, a logo file's name). */
  options: z.array(LineOptionText).optional(),
  quantity: z.number().int().min(1),
  unitNet: z.number().int(),
  vatRate: z.number(),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
});
export type OrderDocumentLine = z.infer<typeof OrderDocumentLine>;

/** The net, VAT and gross of every line at one VAT rate. */
export const VatRateTotal = z.object({
  vatRate: z.number(),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
});
export type VatRateTotal = z.infer<typeof VatRateTotal>;

/**
 * `GET /internal/orders/:orderId/document?customerId=`: one order of that customer (another's is not
 * found) with its lines and totals per VAT rate; `totals` are the order's own and equal the rates' sums.
 */
export const OrderForDocument = z.object({
  id: z.uuid(),
  number: z.string(),
  createdAt: z.iso.datetime(),
  type: OrderType,
  status: OrderStatus,
  customerType: CustomerType,
  paymentMethod: PaymentMethod,
  currency: Currency,
  email: z.string(),
  phone: z.string().nullable(),
  billing: OrderAddress,
  delivery: OrderAddress,
  comments: z.string(),
  promoCode: z.string().nullable(),
  /** What the promo code took off (already spread over the item lines). */
  discount: z.number().int(),
  lines: z.array(OrderDocumentLine),
  /** Highest rate first. */
  vatRates: z.array(VatRateTotal),
  totals: z.object({ net: z.number().int(), vat: z.number().int(), gross: z.number().int() }),
});
export type OrderForDocument = z.infer<typeof OrderForDocument>;

/** `GET /internal/payments/transfer-account`: where bank transfers to the shop go. */
export const TransferAccount = z.object({ account: z.string(), recipient: z.string() });
export type TransferAccount = z.infer<typeof TransferAccount>;
