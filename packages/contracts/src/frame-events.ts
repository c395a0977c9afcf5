import { z } from 'zod';
import { defineEvent } from './events';

// What warehouse tells about the frames of the bikes it ships (issue 25, docs/decisions/insurance.md).

/**
 * A shipment naming its bikes' frames left the warehouse (moved to `shipped`): cms registers each frame's
 * insurance as the shop's own sale to the order's buyer, from `shippedOn` (the Warsaw day it left).
 */
export const FramesShipped = defineEvent(
  'warehouse',
  'frames-shipped',
  z.object({
    shipmentId: z.uuid(),
    orderId: z.uuid(),
    orderNumber: z.string(),
    shippedOn: z.iso.date(),
    frames: z.array(z.object({ frameNumber: z.string(), sku: z.string() })).min(1),
  }),
);
