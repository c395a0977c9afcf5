import { z } from 'zod';
import { FrameNumber } from '../factory';
import { listAnswer, listQuery } from '../list-query';
import { adminRow } from './admin/row';

// The bikes the shop itself shipped with their frame numbers, and where their insurance registration stands
// (issue 25, docs/decisions/insurance.md "The shop's own online sales"): staff see what was refused and why,
// and once they have put it right (a catalogue price, a frame number) send it to the insurer again.

/** queued: waiting for a round (or a retry); registered; refused (with the reason); skipped: a dealer's order. */
export const InsuranceShopSaleState = z.enum(['queued', 'registered', 'refused', 'skipped']);
export type InsuranceShopSaleState = z.infer<typeof InsuranceShopSaleState>;

export const InsuranceShopSale = z.object({
  frameNumber: z.string(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  /** The Warsaw day the shipment left: the purchase date on the policy. */
  shippedOn: z.iso.date(),
  state: InsuranceShopSaleState,
  reason: z.string().nullable(),
  attempts: z.number().int(),
  /** The policy once registered. */
  policyId: z.uuid().nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type InsuranceShopSale = z.infer<typeof InsuranceShopSale>;

export const InsuranceShopSaleQuery = listQuery({
  sort: ['shippedOn'],
  filters: { state: InsuranceShopSaleState.optional() },
});
export type InsuranceShopSaleQuery = z.output<typeof InsuranceShopSaleQuery>;

export const insuranceShopSalesApi = {
  'GET /api/admin/insurance/shop-sales': adminRow(
    'cms',
    'The bikes the shop shipped with their frames, and how their insurance stands',
    'insurance.list',
    { query: InsuranceShopSaleQuery, answer: listAnswer(InsuranceShopSale) },
  ),
  'POST /api/admin/insurance/shop-sales/:frameNumber/retry': adminRow(
    'cms',
    "Send a refused shop sale's registration to the insurer again",
    'insurance.create',
    { params: z.strictObject({ frameNumber: FrameNumber }), answer: InsuranceShopSale },
  ),
} as const;
