import { FramesShipped, todayInWarsaw, translate } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { type Executor, isUniqueViolation } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { eq, inArray } from 'drizzle-orm';
import { assemblies, productionModels } from '../../db/factory.schema';
import { shippedFrames } from '../../db/fulfilment.schema';
import type * as schema from '../../db/schema';

// The frames of the bikes in a shipment (issue 25, docs/decisions/insurance.md): staff may name the frame of
// each piece of a bike's line when they pick it; each must be a bike of the line's model the factory completed,
// and in no other shipment. When the shipment leaves, cms hears which frames went to which order and registers
// their insurance as the shop's own sale.

type Tx = Executor<typeof schema>;

/** A picked line as the shipment records it. */
interface PickedLine {
  id: string;
  sku: string;
}

/** A refused frame, named in the message and at the line's field. */
const refused = (
  messageKey: 'error.frame_not_completed' | 'error.frame_shipped',
  frame: string,
  field: string,
  lang: string,
) =>
  new AppError('business_rule', {
    messageKey,
    params: { frame },
    fields: { [field]: translate(messageKey, lang, { frame }) },
  });

/**
 * Records the frames of `line`'s pieces in the shipment, in the caller's transaction: refused (with the frame
 * and the line's field) for a frame the factory did not complete as the line's model, or one another shipment
 * holds — also when two shipments take one frame at once (the frame is the table's key).
 */
export async function recordFrames(
  tx: Tx,
  shipmentId: string,
  line: PickedLine,
  frameNumbers: string[],
  field: string,
  lang: string,
): Promise<void> {
  if (frameNumbers.length === 0) return;
  const found = await tx
    .select({ frameNumber: assemblies.frameNumber, stage: assemblies.stage, sku: productionModels.sku })
    .from(assemblies)
    .innerJoin(productionModels, eq(productionModels.id, assemblies.modelId))
    .where(inArray(assemblies.frameNumber, frameNumbers));
  for (const frame of frameNumbers) {
    const assembly = found.find((candidate) => candidate.frameNumber === frame);
    if (assembly?.stage !== 'completed' || assembly.sku !== line.sku)
      throw refused('error.frame_not_completed', frame, field, lang);
  }
  const held = await tx
    .select({ frameNumber: shippedFrames.frameNumber })
    .from(shippedFrames)
    .where(inArray(shippedFrames.frameNumber, frameNumbers));
  if (held[0]) throw refused('error.frame_shipped', held[0].frameNumber, field, lang);
  try {
    await tx
      .insert(shippedFrames)
      .values(frameNumbers.map((frameNumber) => ({ frameNumber, shipmentId, lineId: line.id, sku: line.sku })));
  } catch (error) {
    // Another shipment took one of them between our look and our insert.
    if (isUniqueViolation(error, 'shipped_frames_pkey'))
      throw refused('error.frame_shipped', frameNumbers[0]!, field, lang);
    throw error;
  }
}

/** The frames of these shipments, by shipment and line (`<shipment>|<line>`), each line's sorted. */
export async function framesOf(tx: Pick<Tx, 'select'>, shipmentIds: string[]): Promise<Map<string, string[]>> {
  const byLine = new Map<string, string[]>();
  if (shipmentIds.length === 0) return byLine;
  const rows = await tx
    .select()
    .from(shippedFrames)
    .where(inArray(shippedFrames.shipmentId, shipmentIds))
    .orderBy(shippedFrames.frameNumber);
  for (const row of rows) {
    const key = `${row.shipmentId}|${row.lineId}`;
    byLine.set(key, [...(byLine.get(key) ?? []), row.frameNumber]);
  }
  return byLine;
}

/** A cancelled shipment lets its frames go: they may be picked into another one. */
export async function releaseFrames(tx: Tx, shipmentIds: string[]): Promise<void> {
  if (shipmentIds.length > 0) await tx.delete(shippedFrames).where(inArray(shippedFrames.shipmentId, shipmentIds));
}

/** The shipment left: tells cms its frames (none told when it names none), in the move's transaction. */
export async function tellFramesShipped(
  tx: Tx,
  shipment: { id: string; orderId: string; shippedAt: Date | null },
  orderNumber: string,
): Promise<void> {
  const frames = await tx
    .select({ frameNumber: shippedFrames.frameNumber, sku: shippedFrames.sku })
    .from(shippedFrames)
    .where(eq(shippedFrames.shipmentId, shipment.id))
    .orderBy(shippedFrames.frameNumber);
  if (frames.length === 0) return;
  await recordEvent(tx, FramesShipped, {
    shipmentId: shipment.id,
    orderId: shipment.orderId,
    orderNumber,
    shippedOn: todayInWarsaw(shipment.shippedAt ?? new Date()),
    frames,
  });
}
