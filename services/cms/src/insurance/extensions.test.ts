import {
  INSURANCE_EXTENSION_FRAME_OPTION,
  InsuranceCheckAnswer,
  InsuranceExtended,
  type OrderCreated,
  todayInWarsaw,
} from '@shop/contracts';
import { outbox } from '@shop/service-kit/db';
import { staffIdentity } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type CmsTestService, pl, startCms } from '../test-support';
import { insuranceExtensions } from './claims.schema';
import { extensionsOrdered, extensionsPaid } from './extensions';
import { addDays, addMonths } from './insurance-period';
import { type RunningSandbox, startInsuranceSandbox } from './sandbox';
import { insurancePolicies } from './schema';

// The insurance extension product (issue 25): an order's line carrying the frame-number option is kept as
// pending; once the order is paid it adds 12 months to that frame's policy (two units: two years), and a
// frame no policy has is kept for staff as unknown_frame — nothing fails. The checker then answers the longer
// cover; a repeated event changes nothing. The buyer is told (insurance-extended, once per paid order).

let cms: CmsTestService;
let stop: () => Promise<void>;
let sandbox: RunningSandbox;
const today = todayInWarsaw();
const purchaseDate = addDays(today, -300);
const coverTo = addMonths(purchaseDate, 12);
const policyId = crypto.randomUUID();

beforeAll(async () => {
  sandbox = await startInsuranceSandbox({
    policies: [{ frameNumber: 'ZFEXT000001', purchaseDate, policyNumber: 'ZEF/2026/700001' }],
  });
  ({ cms, stop } = await startCms({ env: { INSURANCE_VERIFIER_URL: sandbox.url } }));
  await cms.context.db.insert(insurancePolicies).values({
    id: policyId,
    frameNumber: 'ZFEXT000001',
    policyNumber: 'ZEF/2026/700001',
    purchaseDate,
    coverFrom: addDays(purchaseDate, 1),
    coverTo,
    insuredSum: 800_000,
    sku: 'ZF-1001-01',
    productName: { pl: 'Zefir Miejski C1', en: 'Zefir City C1' },
    buyerName: 'Jan Kowalski',
    buyerEmail: 'jan.kowalski@example.pl',
    buyerLanguage: 'pl',
    saleDocument: 'FV/2026/01/0001',
    registeredBy: 'dealer',
    dealerId: 'dealer-a',
  });
});
afterAll(async () => {
  await stop?.();
  await sandbox?.stop();
});

const order = (
  orderId: string,
  lines: Array<{ frame?: string; quantity: number }>,
): z.infer<typeof OrderCreated.data> => ({
  orderId,
  number: `ZAM/${orderId.slice(0, 4)}`,
  token: 't',
  customerId: null,
  email: 'jan.kowalski@example.pl',
  language: 'pl',
  type: 'STANDARD',
  status: 'new',
  paymentMethod: 'online_tpay',
  deliveryMethod: 'COURIER',
  total: { amount: 29_900, currency: 'PLN' },
  items: lines.map((line) => ({
    name: line.frame ? 'Przedłużenie ubezpieczenia o rok' : 'Dzwonek',
    quantity: line.quantity,
    unitPrice: { amount: 29_900, currency: 'PLN' },
    options: line.frame ? [{ name: INSURANCE_EXTENSION_FRAME_OPTION.name.pl, text: line.frame }] : [],
  })),
  referralCode: null,
  path: '/pl/zamowienie/x/t',
});
const policy = async () =>
  (await cms.context.db.select().from(insurancePolicies).where(eq(insurancePolicies.id, policyId)))[0]!;
const paid = (orderId: string, language: 'pl' | 'en' = 'pl') => ({
  orderId,
  number: `ZAM/${orderId.slice(0, 4)}`,
  email: 'kupujacy@example.pl',
  language,
});
const extendedEvents = async (orderId: string) =>
  (await cms.context.db.select().from(outbox).where(eq(outbox.subject, InsuranceExtended.subject)))
    .map((row) => InsuranceExtended.data.parse((row.envelope as { data: unknown }).data))
    .filter((event) => event.orderId === orderId);
const extensionsOf = (orderId: string) =>
  cms.context.db.select().from(insuranceExtensions).where(eq(insuranceExtensions.orderId, orderId));

describe('the insurance extension product', () => {
  it('waits for payment, then adds 12 months per unit to the frame’s policy, once', async () => {
    const orderId = crypto.randomUUID();
    const placed = order(orderId, [{ quantity: 1 }, { frame: ' zfext000001 ', quantity: 2 }]);
    await cms.context.transaction((tx) => extensionsOrdered(tx, placed));
    await cms.context.transaction((tx) => extensionsOrdered(tx, placed));
    expect((await extensionsOf(orderId)).map((row) => [row.frameNumber, row.state, row.lineNo, row.unit])).toEqual([
      ['ZFEXT000001', 'pending', 1, 0],
      ['ZFEXT000001', 'pending', 1, 1],
    ]);
    expect((await policy()).coverTo).toBe(coverTo);

    await cms.context.transaction((tx) => extensionsPaid(cms.context, tx, paid(orderId)));
    await cms.context.transaction((tx) => extensionsPaid(cms.context, tx, paid(orderId)));
    expect((await policy()).coverTo).toBe(addMonths(coverTo, 24));
    // The buyer is told once, at the order's e-mail, each unit's new last insured day.
    expect(await extendedEvents(orderId)).toEqual([
      {
        orderId,
        orderNumber: `ZAM/${orderId.slice(0, 4)}`,
        email: 'kupujacy@example.pl',
        language: 'pl',
        extensions: [
          {
            state: 'applied',
            frameNumber: 'ZFEXT000001',
            policyNumber: 'ZEF/2026/700001',
            productName: 'Zefir Miejski C1',
            coverToBefore: coverTo,
            coverToAfter: addMonths(coverTo, 12),
          },
          expect.objectContaining({ coverToBefore: addMonths(coverTo, 12), coverToAfter: addMonths(coverTo, 24) }),
        ],
      },
    ]);
    expect((await extensionsOf(orderId)).map((row) => [row.state, row.coverToAfter])).toEqual([
      ['applied', addMonths(coverTo, 12)],
      ['applied', addMonths(coverTo, 24)],
    ]);

    const query = new URLSearchParams({ frameNumber: 'ZFEXT000001', purchaseDate });
    const check = InsuranceCheckAnswer.parse(
      (await cms.call('GET', `/api/insurance/check?${query}`, { headers: pl })).body,
    );
    expect(check).toMatchObject({ result: 'insured', coverage: { to: addMonths(coverTo, 24) } });
  });

  it('keeps a frame no policy has for staff, without failing', async () => {
    const orderId = crypto.randomUUID();
    await cms.context.transaction((tx) =>
      extensionsOrdered(tx, order(orderId, [{ frame: 'ZFNOPOLICY01', quantity: 1 }])),
    );
    await cms.context.transaction((tx) => extensionsPaid(cms.context, tx, paid(orderId, 'en')));
    expect((await extensionsOf(orderId)).map((row) => [row.state, row.policyId])).toEqual([['unknown_frame', null]]);
    expect((await extendedEvents(orderId)).map((event) => [event.language, event.extensions])).toEqual([
      ['en', [{ state: 'unknown_frame', frameNumber: 'ZFNOPOLICY01' }]],
    ]);

    const list = await cms.call('GET', '/api/admin/insurance/extensions?filters[state]=unknown_frame', {
      identity: staffIdentity('service_employee'),
    });
    expect(list.status).toBe(200);
    expect(
      list.body.items.map((item: { frameNumber: string; orderId: string }) => [item.frameNumber, item.orderId]),
    ).toEqual([['ZFNOPOLICY01', orderId]]);
    expect(
      (await cms.call('GET', '/api/admin/insurance/extensions', { identity: staffIdentity('factory_employee') }))
        .status,
    ).toBe(403);
  });
});
