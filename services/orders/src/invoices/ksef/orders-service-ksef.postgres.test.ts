import { type EventData, InvoiceAccepted } from '@shop/contracts';
import { createLogger } from '@shop/service-kit';
import { createLocalBus, type EventBus } from '@shop/service-kit/events';
import { staffIdentity as staff, startTestService, type TestService, until } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../../db/schema';
import { invoices, orders } from '../../db/schema';
import { type OrdersContext, ordersService } from '../../service';
import { issued, paidVatDraft, placeDealerOrders } from '../invoice-fixtures.test-support';
import { type RunningKsefSandbox, startKsefSandbox } from './sandbox';

// The orders service as it runs, pointed at the KSeF sandbox by its settings: an issued invoice is accepted
// by the sender on its own; with KSeF down the next one is issued offline and the dashboard says so; when KSeF
// is back it is accepted too. Each acceptance reaches the bus as `invoice-accepted` (the buyer's e-mail).

let sandbox: RunningKsefSandbox;
let shop: TestService<typeof schema, OrdersContext>;
let bus: EventBus;
const announced: EventData<typeof InvoiceAccepted>[] = [];

beforeAll(async () => {
  sandbox = await startKsefSandbox();
  bus = createLocalBus({ log: createLogger('test', 'silent') });
  await bus.ensureStream('orders');
  await bus.consume({
    durable: 'test-invoice-accepted',
    stream: 'orders',
    subjects: [InvoiceAccepted.subject],
    handler: async ({ envelope }) => {
      announced.push(envelope.data as EventData<typeof InvoiceAccepted>);
    },
  });
  shop = await startTestService(ordersService, {
    bus,
    env: { ...sandbox.env(), KSEF_SEND_SECONDS: '1', KSEF_BACKOFF_MAX_SECONDS: '2' },
  });
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await sandbox?.stop();
  await bus?.close();
});

async function issueOne() {
  const [order] = await placeDealerOrders(shop.context.db, 1);
  await shop.context.db.update(orders).set({ email: 'zakupy@rowery.example' }).where(eq(orders.id, order!.id));
  return issued(shop.context.db, paidVatDraft(order!));
}
const stateOf = async (id: string) => (await shop.context.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const queue = async () =>
  (await shop.call('GET', '/api/admin/dashboard/invoices', { identity: staff('sales_employee') })).body as {
    offline: number;
    queued: number;
  };

describe('the orders service with KSeF configured', () => {
  it('sends what it issues; offline while KSeF is down, accepted once it is back', async () => {
    const first = await issueOne();
    await until(async () => (await stateOf(first.id))?.state === 'accepted', 20_000, 'accepted', 50);
    expect((await stateOf(first.id))?.upo).toContain('<NumerKSeFDokumentu>');

    sandbox.control.mode = 'down';
    const second = await issueOne();
    await until(async () => (await stateOf(second.id))?.state === 'offline', 20_000, 'offline', 50);
    expect(await queue()).toMatchObject({ offline: 1, queued: 0 });

    sandbox.control.mode = 'accept';
    await until(async () => (await stateOf(second.id))?.state === 'accepted', 20_000, 'accepted', 50);
    const accepted = await stateOf(second.id);
    expect(accepted?.offlineSince).toBeInstanceOf(Date);
    expect(sandbox.received.find((receipt) => receipt.ksefNumber === accepted?.ksefNumber)?.offline).toBe(true);
    expect(await queue()).toMatchObject({ offline: 0, queued: 0 });

    // Both acceptances were published for the buyer's e-mail, each once.
    await until(() => announced.length >= 2, 20_000, 'the invoice-accepted events', 50);
    expect(announced.map((event) => [event.invoiceId, event.number, event.email])).toEqual([
      [first.id, first.number, 'zakupy@rowery.example'],
      [second.id, second.number, 'zakupy@rowery.example'],
    ]);
    expect(announced[1]?.ksefNumber).toBe(accepted?.ksefNumber);
  }, 60_000);
});
