import { AppError, type ServiceDeps } from '@shop/service-kit';

// Stock lives in catalog; orders holds it through catalog's reservation API, one reservation per order
// (reservationId = order id), so a retried call never reserves twice.

export interface ShortLine {
  variantId: number;
  requested: number;
  available: number;
}

export type Reservation = { status: 'reserved' } | { status: 'unavailable'; lines: ShortLine[] };

/** All or nothing: every line's quantity is held, or nothing is and the short lines are named. */
export async function reserveStock(
  deps: Pick<ServiceDeps, 'services'>,
  reservationId: string,
  lines: Array<{ variantId: number; quantity: number }>,
): Promise<Reservation> {
  const answer = await deps.services.call('catalog', 'POST', '/internal/catalog/stock/reservations', {
    reservationId,
    lines,
  });
  if (answer.status === 200 && answer.body?.status === 'reserved') return { status: 'reserved' };
  if (answer.status === 200 && answer.body?.status === 'unavailable')
    return { status: 'unavailable', lines: answer.body.lines ?? [] };
  throw new AppError('service_unavailable', { detail: `catalog answered a reservation with ${answer.status}` });
}

/** Gives the order's stock back; safe to call again (catalog releases a reservation once). */
export async function releaseStock(deps: Pick<ServiceDeps, 'services'>, reservationId: string): Promise<void> {
  const answer = await deps.services.call(
    'catalog',
    'DELETE',
    `/internal/catalog/stock/reservations/${encodeURIComponent(reservationId)}`,
  );
  if (answer.status !== 200)
    throw new AppError('service_unavailable', { detail: `catalog answered a release with ${answer.status}` });
}
