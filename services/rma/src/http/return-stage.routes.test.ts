import type { Identity } from '@shop/contracts';
import { staffIdentity } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returns } from '../db/schema';
import { anna, customer, fields, orders, pdf, type RmaTestService, startRmaForTest } from './test-support';

// The stage of a return (SPEC §9, issue 25): proposed from the dates — pre-sales while the picked order is
// on its way, warranty up to two years after the purchase, then post-warranty — and the customer may choose
// that stage or a later one, never an earlier one; staff correct it, audited. Today is 26 November 2026.

let service: RmaTestService;
const today = new Date('2026-11-26T12:00:00Z');
const staff = staffIdentity('service_employee');

beforeAll(async () => {
  service = await startRmaForTest({ clock: { now: () => today } });
}, 120_000);
afterAll(async () => {
  await service?.stop();
});

const file = (overrides: Record<string, string>, lang = 'en', identity: Identity = customer(anna)) =>
  service.postForm('/api/rma', fields(overrides), [['paragon.pdf', pdf]], identity, lang);

/** Files a refused return and checks that nothing was written nor kept. */
async function refused(overrides: Record<string, string>, lang = 'en') {
  const before = [(await service.rma.context.db.select().from(returns)).length, service.storedFiles().length];
  const answer = await file(overrides, lang);
  expect(answer.status).toBe(400);
  expect(answer.body.error.code).toBe('validation_failed');
  expect([(await service.rma.context.db.select().from(returns)).length, service.storedFiles().length]).toEqual(before);
  return answer.body.error.fields as Record<string, string>;
}

describe('the stage a customer files a return at', () => {
  it('takes warranty within two years of the purchase, up to the anniversary day itself', async () => {
    const answer = await file({ stage: 'warranty', purchaseDate: '2024-11-26' });
    expect(answer.status).toBe(201);
    expect(answer.body.stage).toBe('warranty');
  });

  it('refuses warranty or pre-sales once the two years are over, naming the last day, in Polish and English', async () => {
    expect(await refused({ stage: 'warranty', purchaseDate: '2024-11-25' })).toEqual({
      stage: 'The 2-year warranty ended on 25.11.2026: choose “After warranty”',
    });
    expect(await refused({ stage: 'presales', purchaseDate: '2024-02-29' }, 'pl')).toEqual({
      stage: 'Dwuletnia gwarancja skończyła się 28.02.2026: wybierz „Po gwarancji”',
    });
    const later = await file({ stage: 'post_warranty', purchaseDate: '2024-11-25' });
    expect(later.status).toBe(201);
    expect(later.body.stage).toBe('post_warranty');
  });

  it('refuses pre-sales for goods the customer has (no order picked, or a delivered one)', async () => {
    expect(await refused({ stage: 'presales' })).toEqual({
      stage: 'The goods have been delivered, so the claim is not “Before sale”: choose “Warranty” or “After warranty”',
    });
    expect(await refused({ stage: 'presales', orderId: orders.annasDelivered.id }, 'pl')).toEqual({
      stage:
        'Towar został już dostarczony, więc zgłoszenie nie jest „Przed sprzedażą”: wybierz „Gwarancja” albo „Po gwarancji”',
    });
  });

  it('lets a later stage be chosen: post-warranty within the warranty', async () => {
    const answer = await file({ stage: 'post_warranty', purchaseDate: '2026-10-01' });
    expect(answer.status).toBe(201);
    expect(answer.body.stage).toBe('post_warranty');
  });

  it('takes pre-sales for an order on its way, and links the return to that order', async () => {
    const answer = await file({ stage: 'presales', orderId: orders.annasOnTheWay.id, purchaseDate: '2026-11-20' });
    expect(answer.status).toBe(201);
    expect(answer.body.stage).toBe('presales');
    const [row] = await service.rma.context.db.select().from(returns).where(eq(returns.id, answer.body.id));
    expect(row).toMatchObject({
      orderId: orders.annasOnTheWay.id,
      orderNumber: 'ZF/2026/000102',
      orderTotal: 1_299_900,
      orderCurrency: 'PLN',
    });
  });

  it('refuses another customer’s order, an unknown one and a malformed id, as the order field', async () => {
    const message = { orderId: 'Choose one of your orders or type the order date' };
    expect(await refused({ orderId: orders.piotrs.id })).toEqual(message);
    expect(await refused({ orderId: crypto.randomUUID() })).toEqual(message);
    expect(await refused({ orderId: 'ZF/2026/000101' })).toMatchObject(message);
  });
});

describe('POST /api/admin/returns/:id/stage', () => {
  const correct = (id: string, body: unknown, identity: Identity = staff) =>
    service.rma.call('POST', `/api/admin/returns/${id}/stage`, { identity, body });

  it('lets staff correct the stage either way, audited, the history showing before and after', async () => {
    const filed = await file({ stage: 'post_warranty', purchaseDate: '2026-01-15' });
    const back = await correct(filed.body.id, { from: 'post_warranty', to: 'presales' });
    expect(back.status).toBe(200);
    expect(back.body.stage).toBe('presales');
    const history = await service.rma.call('GET', `/api/admin/returns/${filed.body.id}/history`, { identity: staff });
    expect(history.body.items).toEqual([
      expect.objectContaining({
        action: 'stage',
        staffName: 'Ewa Nowak',
        changes: [{ field: 'stage', before: 'post_warranty', after: 'presales' }],
      }),
    ]);
  });

  it('answers 409 when the return is no longer at the stage the staff member saw, changing nothing', async () => {
    const filed = await file({ stage: 'warranty' });
    const stale = await correct(filed.body.id, { from: 'presales', to: 'post_warranty' });
    expect(stale.status).toBe(409);
    // Staff read the panel in Polish.
    expect(stale.body.error.message).toBe(
      'Ktoś inny zapisał w międzyczasie zmiany. Odśwież stronę, żeby je zobaczyć, i wprowadź swoje jeszcze raz.',
    );
    const [row] = await service.rma.context.db.select().from(returns).where(eq(returns.id, filed.body.id));
    expect(row!.stage).toBe('warranty');
  });

  it('refuses an unknown stage, a return that does not exist, staff without returns.update and a customer', async () => {
    const filed = await file({ stage: 'warranty' });
    expect((await correct(filed.body.id, { from: 'warranty', to: 'expired' })).status).toBe(400);
    expect((await correct(crypto.randomUUID(), { from: 'warranty', to: 'presales' })).status).toBe(404);
    const warehouse = await correct(
      filed.body.id,
      { from: 'warranty', to: 'presales' },
      staffIdentity('warehouse_employee'),
    );
    expect(warehouse.status).toBe(403);
    expect((await correct(filed.body.id, { from: 'warranty', to: 'presales' }, customer(anna))).status).toBe(403);
    const [row] = await service.rma.context.db.select().from(returns).where(eq(returns.id, filed.body.id));
    expect(row!.stage).toBe('warranty');
  });
});
