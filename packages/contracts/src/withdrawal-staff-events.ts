import { z } from 'zod';
import { defineEvent } from './events';

/**
 * Staff recorded a withdrawal's goods back in the shop (issue 27, docs/decisions/withdrawals.md, "Staff side"):
 * the warehouse puts each line's pieces back on the shelf as a customer return (operation source `return`,
 * which raises the sellable stock as returns do), once per withdrawal.
 */
export const WithdrawalGoodsReceived = defineEvent(
  'orders',
  'withdrawal-goods-received',
  z.object({
    withdrawalId: z.uuid(),
    orderId: z.uuid(),
    orderNumber: z.string(),
    lines: z.array(z.object({ sku: z.string().min(1), name: z.string(), quantity: z.number().int().positive() })),
  }),
);
