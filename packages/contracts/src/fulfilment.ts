import { z } from 'zod';
import { FulfillmentStatus, ShipmentStatus } from './enums';
import { FrameNumber } from './factory';
import type { MessageKey } from './messages';

// Fulfilment and shipments (issue 17, DESIGN §9 `warehouse`): a paid order gets its fulfilment; staff pick
// stock into shipments that carry a carrier and a tracking number; the order follows (sent, completed).
// The moves of both live here, so the service refuses and the panel offers the same ones.

const key = (k: MessageKey) => k;

// ---- fulfilment -------------------------------------------------------------------------------------------

/**
 * The moves of a fulfilment (docs/decisions/factory.md). Staff schedule, hold and resume; shipping moves it to
 * partially_fulfilled or fulfilled; an order cancelled before anything was picked cancels it, after picking
 * it is `released` (the picked stock went back to the shelf). fulfilled, released and cancelled are final.
 */
export const fulfilmentMoves: Readonly<Record<FulfillmentStatus, readonly FulfillmentStatus[]>> = {
  pending: ['scheduled', 'on_hold', 'partially_fulfilled', 'fulfilled', 'released', 'cancelled'],
  scheduled: ['pending', 'on_hold', 'partially_fulfilled', 'fulfilled', 'released', 'cancelled'],
  on_hold: ['pending', 'scheduled', 'released', 'cancelled'],
  partially_fulfilled: ['fulfilled', 'on_hold', 'released'],
  fulfilled: [],
  released: [],
  cancelled: [],
};

/** The statuses staff set by hand; the others follow from shipments and from the order. */
export const staffFulfillmentStatuses: readonly FulfillmentStatus[] = ['pending', 'scheduled', 'on_hold'];

export function canMoveFulfilment(from: FulfillmentStatus, to: FulfillmentStatus): boolean {
  return fulfilmentMoves[from].includes(to);
}

// ---- shipments --------------------------------------------------------------------------------------------

/**
 * created (picked: the stock left the shelf) → shipped (handed to the carrier) → in_transit → delivered.
 * Only a shipment not yet handed over can be cancelled (its stock goes back); a parcel that comes back is a
 * customer return. shipped may go straight to delivered (carriers that report no transit).
 */
export const shipmentMoves: Readonly<Record<ShipmentStatus, readonly ShipmentStatus[]>> = {
  created: ['shipped', 'cancelled'],
  shipped: ['in_transit', 'delivered'],
  in_transit: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canMoveShipment(from: ShipmentStatus, to: ShipmentStatus): boolean {
  return shipmentMoves[from].includes(to);
}

export const Carrier = z.enum(['inpost', 'dpd', 'dhl', 'gls', 'ups', 'fedex', 'poczta_polska', 'own_transport']);
export type Carrier = z.infer<typeof Carrier>;

const trackingPages: Record<Carrier, string | null> = {
  inpost: 'https://inpost.pl/sledzenie-przesylek?number={n}',
  dpd: 'https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1={n}',
  dhl: 'https://www.dhl.com/pl-pl/home/sledzenie.html?tracking-id={n}',
  gls: 'https://gls-group.com/PL/pl/sledzenie-paczek?match={n}',
  ups: 'https://www.ups.com/track?tracknum={n}',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr={n}',
  poczta_polska: 'https://emonitoring.poczta-polska.pl/?numer={n}',
  own_transport: null,
};

/** The carrier's page tracking the parcel, or null (the shop's own transport has none). */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string | null {
  const page = trackingPages[carrier];
  return page ? page.replace('{n}', encodeURIComponent(trackingNumber)) : null;
}

export const TrackingNumber = z
  .string()
  .trim()
  .min(1, key('field.required'))
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, { error: key('field.tracking_number') });

/**
 * One line picked: which fulfilment line and how many pieces (goods ship in whole pieces). A bike's line may
 * name the frame of each piece (one per piece, each a bike the factory completed as the line's model): the
 * shop then registers their insurance once the shipment leaves (issue 25, docs/decisions/insurance.md).
 */
export const ShipmentLineInput = z
  .strictObject({
    lineId: z.uuid(),
    quantity: z
      .number({ error: key('field.required') })
      .int()
      .min(1)
      .max(999),
    frameNumbers: z.array(FrameNumber).max(999).default([]),
  })
  .superRefine((line, context) => {
    if (line.frameNumbers.length > 0 && line.frameNumbers.length !== line.quantity)
      context.addIssue({ code: 'custom', path: ['frameNumbers'], message: key('field.frame_numbers_count') });
    if (new Set(line.frameNumbers).size !== line.frameNumbers.length)
      context.addIssue({ code: 'custom', path: ['frameNumbers'], message: key('field.frame_number_twice') });
  });

/**
 * POST /api/admin/fulfilments/:id/shipments: pick stock from one warehouse into a new shipment (each line at
 * most once); the stock is issued against the order in the same transaction.
 */
export const ShipmentCreateInput = z.strictObject({
  warehouseId: z.uuid({ error: key('field.required') }),
  carrier: Carrier,
  trackingNumber: z.union([z.literal(''), TrackingNumber]).default(''),
  lines: z
    .array(ShipmentLineInput)
    .min(1)
    .max(200)
    .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, {
      error: key('field.line_twice'),
    }),
});
export type ShipmentCreateInput = z.input<typeof ShipmentCreateInput>;

/**
 * POST /api/admin/shipments/:id/status: `from` is the status the screen showed (409 when it moved since).
 * Shipping needs the tracking number (given here or at creation), except for the shop's own transport.
 */
export const ShipmentMoveInput = z.strictObject({
  from: ShipmentStatus,
  to: ShipmentStatus,
  trackingNumber: TrackingNumber.optional(),
});
export type ShipmentMoveInput = z.input<typeof ShipmentMoveInput>;

export const ShipmentAnswer = z.object({
  id: z.uuid(),
  fulfilmentId: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  warehouseId: z.uuid(),
  status: ShipmentStatus,
  carrier: Carrier,
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  lines: z.array(
    z.object({
      lineId: z.uuid(),
      sku: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      /** The frames of the pieces, when staff named them (bikes). */
      frameNumbers: z.array(z.string()),
    }),
  ),
  nextStatuses: z.array(ShipmentStatus),
  createdAt: z.string(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type ShipmentAnswer = z.infer<typeof ShipmentAnswer>;

export const FulfilmentLine = z.object({
  id: z.uuid(),
  sku: z.string(),
  name: z.string(),
  ordered: z.number().int(),
  /** In shipments that are not cancelled. */
  picked: z.number().int(),
  /** The factory assembles this SKU: its pieces have frame numbers, named when picked to insure them. */
  assembled: z.boolean(),
});
export type FulfilmentLine = z.infer<typeof FulfilmentLine>;

export const FulfilmentAnswer = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  status: FulfillmentStatus,
  lines: z.array(FulfilmentLine),
  shipments: z.array(ShipmentAnswer),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FulfilmentAnswer = z.infer<typeof FulfilmentAnswer>;

/** POST /api/admin/fulfilments/:id/status: the moves staff make by hand (schedule, hold, resume). */
export const FulfilmentMoveInput = z.strictObject({ from: FulfillmentStatus, to: FulfillmentStatus });
export type FulfilmentMoveInput = z.input<typeof FulfilmentMoveInput>;

/**
 * The fulfilment status its shipments give: every ordered piece in a shipment that left (shipped, in transit
 * or delivered) → fulfilled; some → partially_fulfilled; none → `current` unchanged.
 */
export function fulfilmentFromShipments(
  current: FulfillmentStatus,
  lines: readonly { id: string; ordered: number }[],
  shipments: readonly { status: ShipmentStatus; lines: readonly { lineId: string; quantity: number }[] }[],
): FulfillmentStatus {
  const left = new Map<string, number>();
  for (const shipment of shipments) {
    if (shipment.status === 'created' || shipment.status === 'cancelled') continue;
    for (const line of shipment.lines) left.set(line.lineId, (left.get(line.lineId) ?? 0) + line.quantity);
  }
  if (left.size === 0) return current;
  const all = lines.every((line) => (left.get(line.id) ?? 0) >= line.ordered);
  return all ? 'fulfilled' : 'partially_fulfilled';
}
