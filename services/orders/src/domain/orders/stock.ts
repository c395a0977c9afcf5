import { translate } from '@shop/contracts';
import { AppError, type ServiceContext } from '@shop/service-kit';

// Stock lives in catalog; orders holds it through catalog's reservation API, one reservation per order
// (reservationId = order id), so a retried call never reserves twice.

export interface ShortLine {
  variantId: number;
  requested: number;
  available: number;
}

export type Reservation = { status: 'reserved' } | { status: 'unavailable'; lines: ShortLine[] };

/**
 * All or nothing: every line's quantity is held, or nothing is and the short lines are named. Lines of one
 * variant (the same bike with two engravings) are held as one.
 */
export async function reserveStock(
  context: Pick<ServiceContext, 'services'>,
  reservationId: string,
  lines: Array<{ variantId: number; quantity: number }>,
): Promise<Reservation> {
  const byVariant = new Map<number, number>();
  for (const line of lines) byVariant.set(line.variantId, (byVariant.get(line.variantId) ?? 0) + line.quantity);
  const answer = await context.services.post('/internal/catalog/stock/reservations', {
    body: { reservationId, lines: [...byVariant].map(([variantId, quantity]) => ({ variantId, quantity })) },
  });
  if (!answer.ok)
    throw new AppError('service_unavailable', { detail: `catalog answered a reservation with ${answer.status}` });
  return answer.body.status === 'reserved'
    ? { status: 'reserved' }
    : { status: 'unavailable', lines: answer.body.lines };
}

/** Gives the order's stock back; safe to call again (catalog releases a reservation once). */
export async function releaseStock(context: Pick<ServiceContext, 'services'>, reservationId: string): Promise<void> {
  const answer = await context.services.delete('/internal/catalog/stock/reservations/:reservationId', {
    params: { reservationId },
  });
  if (!answer.ok)
    throw new AppError('service_unavailable', { detail: `catalog answered a release with ${answer.status}` });
}

/** 422 product_unavailable naming each short line (of a cart or an order) with what can still be had. */
export function shortOfStock(
  items: ReadonlyArray<{ id: string | number; variantId: number }>,
  lines: ReadonlyArray<{ variantId: number; available: number }>,
  lang: string,
): AppError {
  const fields: Record<string, string> = {};
  for (const line of lines) {
    const item = items.find((candidate) => candidate.variantId === line.variantId);
    if (!item) continue;
    fields[`items.${item.id}`] =
      line.available > 0
        ? translate('field.max_quantity', lang, { max: line.available })
        : translate('field.out_of_stock', lang);
  }
  return new AppError('product_unavailable', { fields });
}
