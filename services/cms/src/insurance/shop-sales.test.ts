import { FramesShipped, InsurancePolicyRegistered, todayInWarsaw } from '@shop/contracts';
import { auditLog, outbox } from '@shop/service-kit/db';
import { fakeServiceCaller, staffIdentity } from '@shop/service-kit/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CmsTestService, startCms } from '../test-support';
import { addDays } from './insurance-period';
import { type RunningSandbox, startInsuranceSandbox } from './sandbox';
import { insurancePolicies, insuranceShopSales } from './schema';
import { registerShopSales } from './shop-sales';

// The shop's own online sales (issue 25): warehouse says which frames a shipment took to which order; cms
// queues them in the event's transaction and a round registers each with the insurer (the sandbox) for the
// order's buyer, from the day the bike left, with the order number as the sale document. A dealer's order is
// left to the dealer, a frame the factory never completed is refused with its reason, and an insurer that
// fails leaves the frame queued for a later round. Rounds are called here directly (no waiting for the loop).

let cms: CmsTestService;
let stop: () => Promise<void>;
let sandbox: RunningSandbox;
const today = todayInWarsaw();
const assembledAt = `${addDays(today, -20)}T10:00:00.000Z`;
const shippedOn = addDays(today, -1);

const frames: Record<string, { sku: string; completedAt: string | null }> = {
  ZFSHOP00001: { sku: 'ZEFIR-CITY-S', completedAt: assembledAt },
  ZFSHOP00002: { sku: 'ZEFIR-CITY-S', completedAt: assembledAt },
  ZFDEALER0009: { sku: 'ZEFIR-CITY-S', completedAt: assembledAt },
  ZF0000ERR500: { sku: 'ZEFIR-CITY-S', completedAt: assembledAt },
};
const retailOrder = '7b0a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const dealerOrder = '8c1b2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e';

beforeAll(async () => {
  sandbox = await startInsuranceSandbox();
  ({ cms, stop } = await startCms({
    // The loop's own rounds would race the test's: they wait an hour here.
    env: {
      INSURANCE_VERIFIER_URL: sandbox.url,
      INSURANCE_VERIFIER_TIMEOUT_MS: '300',
      INSURANCE_SHOP_SALES_SECONDS: '3600',
    },
  }));
  cms.context.services = fakeServiceCaller((call) => {
    const params = call.input.params as Record<string, string>;
    if (call.path === '/internal/warehouse/assemblies/:frameNumber') {
      const frame = frames[params.frameNumber!];
      if (!frame) return { ok: false, status: 404, error: undefined };
      return { ok: true, status: 200, body: { frameNumber: params.frameNumber, modelName: 'Zefir City', ...frame } };
    }
    if (call.path === '/internal/catalog/variants/:sku')
      return {
        ok: true,
        status: 200,
        body: {
          sku: params.sku,
          productId: 1,
          variantId: 2,
          name: { pl: 'Zefir City', en: 'Zefir City' },
          regularGross: 699_900,
        },
      };
    if (call.path === '/internal/orders/:orderId') {
      const dealer = params.orderId === dealerOrder;
      return {
        ok: true,
        status: 200,
        body: {
          id: params.orderId,
          number: dealer ? 'ZF/2026/000902' : 'ZF/2026/000901',
          customerId: null,
          email: dealer ? 'zamowienia@rowery-nowak.pl' : 'ewa.lis@example.com',
          total: { amount: 699_900, currency: 'PLN' },
          paymentMethod: 'online_tpay',
          status: 'sent',
          adminPaymentStatus: 'paid',
          customerType: dealer ? 'b2b' : 'retail',
          buyerName: dealer ? 'Rowery Nowak' : 'Ewa Lis',
          language: 'en',
        },
      };
    }
    throw new Error(`unexpected call ${call.path}`);
  });
});
afterAll(async () => {
  await stop?.();
  await sandbox?.stop();
});

async function ship(orderId: string, orderNumber: string, frameNumbers: string[]) {
  const envelope = {
    id: crypto.randomUUID(),
    type: FramesShipped.type,
    occurredAt: new Date().toISOString(),
    source: FramesShipped.source,
    data: {
      shipmentId: crypto.randomUUID(),
      orderId,
      orderNumber,
      shippedOn,
      frames: frameNumbers.map((frameNumber) => ({ frameNumber, sku: 'ZEFIR-CITY-S' })),
    },
  };
  // Told twice (a redelivery): queued once.
  await cms.context.bus.publish(FramesShipped.subject, envelope);
  await cms.context.bus.publish(FramesShipped.subject, envelope);
  await cms.eventsIdle();
}

const queued = (frameNumbers: string[]) =>
  cms.context.db.select().from(insuranceShopSales).where(inArray(insuranceShopSales.frameNumber, frameNumbers));

describe("the shop's own sales", () => {
  it("registers each bike shipped to a retail buyer from the day it left, and leaves a dealer's to the dealer", async () => {
    await ship(retailOrder, 'ZF/2026/000901', ['ZFSHOP00001', 'ZFSHOP00002']);
    await ship(dealerOrder, 'ZF/2026/000902', ['ZFDEALER0009']);
    expect(await queued(['ZFSHOP00001', 'ZFSHOP00002', 'ZFDEALER0009'])).toHaveLength(3);

    const round = await registerRound();
    expect(round).toMatchObject({ registered: 2, skipped: 1 });

    const policies = await cms.context.db
      .select()
      .from(insurancePolicies)
      .where(inArray(insurancePolicies.frameNumber, ['ZFSHOP00001', 'ZFSHOP00002', 'ZFDEALER0009']));
    expect(policies.map((policy) => policy.frameNumber).sort()).toEqual(['ZFSHOP00001', 'ZFSHOP00002']);
    for (const policy of policies) {
      expect(policy).toMatchObject({
        registeredBy: 'shop',
        saleDocument: 'ZF/2026/000901',
        purchaseDate: shippedOn,
        coverFrom: today,
        buyerName: 'Ewa Lis',
        buyerEmail: 'ewa.lis@example.com',
        buyerLanguage: 'en',
        insuredSum: 699_900,
      });
      expect(policy.policyNumber).toBeTruthy();
    }
    // The buyer's certificate e-mail follows each registration.
    const certificates = (
      await cms.context.db.select().from(outbox).where(eq(outbox.subject, InsurancePolicyRegistered.subject))
    )
      .map((row) => (row.envelope as { data: { frameNumber: string; buyerEmail: string } }).data)
      .filter((data) => data.frameNumber.startsWith('ZFSHOP'));
    expect(certificates.map((data) => data.buyerEmail)).toEqual(['ewa.lis@example.com', 'ewa.lis@example.com']);

    const states = Object.fromEntries(
      (await queued(['ZFSHOP00001', 'ZFDEALER0009'])).map((row) => [row.frameNumber, row.state]),
    );
    expect(states).toEqual({ ZFSHOP00001: 'registered', ZFDEALER0009: 'skipped' });
    // A second round finds nothing to do.
    expect(await registerRound()).toMatchObject({ registered: 0, refused: 0, retry: 0 });
  });

  it('refuses a frame the factory never completed, with the reason staff read', async () => {
    await ship(retailOrder, 'ZF/2026/000901', ['ZFUNKNOWN001']);
    expect(await registerRound()).toMatchObject({ refused: 1 });
    const [row] = await queued(['ZFUNKNOWN001']);
    expect(row).toMatchObject({
      state: 'refused',
      reason: expect.stringContaining('Nasza fabryka nie złożyła roweru'),
    });
  });

  it('keeps a frame queued while the insurer fails, and leaves it until its retry is due', async () => {
    await ship(retailOrder, 'ZF/2026/000901', ['ZF0000ERR500']);
    expect(await registerRound()).toMatchObject({ retry: 1 });
    const [waiting] = await queued(['ZF0000ERR500']);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: the next round leaves it.
    expect(await registerRound()).toMatchObject({ retry: 0 });
  });

  it('shows staff each shipped frame with its state, and sends a refused one again once put right', async () => {
    const sales = staffIdentity('sales_manager');
    const list = await cms.call('GET', '/api/admin/insurance/shop-sales?filters[state]=refused', { identity: sales });
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({
        frameNumber: 'ZFUNKNOWN001',
        orderNumber: 'ZF/2026/000901',
        state: 'refused',
        policyId: null,
        reason: expect.stringContaining('Nasza fabryka nie złożyła roweru'),
      }),
    ]);
    const registered = await cms.call('GET', '/api/admin/insurance/shop-sales?filters[state]=registered', {
      identity: sales,
    });
    expect(registered.body.items).toHaveLength(2);
    for (const sale of registered.body.items) expect(sale.policyId).toEqual(expect.any(String));

    // Only a refused one goes again; the factory has since recorded the frame, and the next round insures it.
    const notRefused = await cms.call('POST', '/api/admin/insurance/shop-sales/ZFSHOP00001/retry', { identity: sales });
    expect(notRefused.status).toBe(422);
    expect(notRefused.body.error.message).toBe('Ponownie zgłosić można tylko odrzuconą rejestrację');
    frames.ZFUNKNOWN001 = { sku: 'ZEFIR-CITY-S', completedAt: assembledAt };
    const again = await cms.call('POST', '/api/admin/insurance/shop-sales/zfunknown001/retry', { identity: sales });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ frameNumber: 'ZFUNKNOWN001', state: 'queued', reason: null });
    const [audit] = await cms.context.db.select().from(auditLog).where(eq(auditLog.entityId, 'ZFUNKNOWN001'));
    expect(audit).toMatchObject({ entity: 'insurance_shop_sale', action: 'update' });
    expect(await registerRound()).toMatchObject({ registered: 1 });

    // Warehouse staff do not see the insurance at all.
    const warehouse = await cms.call('GET', '/api/admin/insurance/shop-sales', {
      identity: staffIdentity('warehouse_employee'),
    });
    expect(warehouse.status).toBe(403);
  });
});

const registerRound = () => registerShopSales(cms.context);
