import { orderWithdrawalNoRight, shopApi, todayInWarsaw } from '@shop/contracts';
import { staffIdentity } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, outbox } from '../db/schema';
import { expireReservations } from '../domain/orders/expire-reservations';
import { withdrawalLinesOf } from '../domain/withdrawals/withdrawal-facts';
import {
  type CheckoutShop,
  checkoutBody,
  customer,
  fillCart,
  guestShopper,
  type StockedProduct,
  setStock,
  startCheckoutShop,
  stockedProduct,
  stockOf,
} from './checkout.test-support';

// Issue 23: a guest asks for an offer, staff answer it with a proposal on the same order number, the guest
// accepts it through the link (stock reserved, an order to pay) — and every way of getting that wrong.

let shop: CheckoutShop;
let bike: StockedProduct;
let lamp: StockedProduct;
const staff = staffIdentity('sales_employee');
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  shop = await startCheckoutShop();
  bike = await stockedProduct(shop.catalog, 20, 0);
  lamp = await stockedProduct(shop.catalog, 20, 1);
}, 120_000);
afterAll(() => shop?.stop());

const dayAfter = (days: number) => todayInWarsaw(new Date(shop.clock.now().getTime() + days * DAY));
function call(method: string, path: string, options: Record<string, unknown> = {}) {
  return shop.orders.call(method as 'GET', path, { headers: { 'x-language': 'en' }, ...options });
}

const requestBody = (overrides: Record<string, unknown> = {}) => ({
  email: 'fleet@example.com',
  firstName: 'Jan',
  lastName: 'Kowalski',
  companyName: 'Flota sp. z o.o.',
  taxId: '526-000-12-46',
  comments: 'Ten bikes for our couriers',
  consents: { terms: true, privacy: true },
  ...overrides,
});

async function askForOffer(identity = guestShopper()) {
  await call('POST', '/api/cart/request', { identity, body: { productId: bike.productId, quantity: 3 } });
  await call('POST', '/api/cart/request', { identity, body: { productId: lamp.productId, variantId: lamp.variantId } });
  const submitted = await call('POST', '/api/cart/request/submit', { identity, body: requestBody() });
  expect(submitted.status).toBe(201);
  return { identity, ...shopApi['POST /api/cart/request/submit'].answer.parse(submitted.body) };
}

const proposalBody = (overrides: Record<string, unknown> = {}) => ({
  lines: [
    { productId: bike.productId, variantId: bike.variantId, quantity: 3, unitPrice: 100_00 },
    { productId: lamp.productId, variantId: lamp.variantId, quantity: 1, unitPrice: 10_00 },
  ],
  deliveryMethods: ['COURIER'],
  paymentMethods: ['online_tpay', 'transfer'],
  validUntil: dayAfter(7),
  note: 'Fleet price',
  ...overrides,
});

async function sentProposal(overrides: Record<string, unknown> = {}) {
  const request = await askForOffer();
  const drafted = await call('POST', '/api/admin/proposals', {
    identity: staff,
    body: proposalBody({ requestId: request.orderId, ...overrides }),
  });
  expect(drafted.status).toBe(201);
  const sent = await call('POST', `/api/admin/proposals/${request.orderId}/send`, { identity: staff });
  expect(sent.status).toBe(200);
  return request;
}

const acceptBody = (overrides: Record<string, unknown> = {}) => {
  const { billing, consents } = checkoutBody();
  return { billing, consents, deliveryMethod: 'COURIER', paymentMethod: 'online_tpay', ...overrides };
};

describe('the request cart', () => {
  it('keeps lines apart from the standard cart, and moves the standard cart over on request', async () => {
    const identity = guestShopper();
    await fillCart(shop.orders, identity, lamp, 2);
    const added = await call('POST', '/api/cart/request', { identity, body: { productId: bike.productId } });
    expect(added.status).toBe(200);
    const cart = shopApi['GET /api/cart/request'].answer.parse(added.body);
    expect(cart.items).toEqual([expect.objectContaining({ variantId: bike.variantId, quantity: 1 })]);
    expect((await call('GET', '/api/cart', { identity })).body.items).toHaveLength(1);

    const moved = await call('POST', '/api/cart/request/from-cart', { identity });
    expect(moved.body.items.map((item: { quantity: number }) => item.quantity)).toEqual([1, 2]);
    expect((await call('GET', '/api/cart', { identity })).body.items).toHaveLength(0);
    const other = await call('GET', '/api/cart/request', { identity: guestShopper() });
    expect(other.body.items).toEqual([]);
  });

  it('follows a guest who signs in: the session’s lines move to the account', async () => {
    const guest = guestShopper();
    await call('POST', '/api/cart/request', { identity: guest, body: { productId: bike.productId, quantity: 2 } });
    const signedIn = { ...customer(), sessionId: guest.sessionId };
    const cart = await call('GET', '/api/cart/request', { identity: signedIn });
    expect(cart.body.items).toEqual([expect.objectContaining({ variantId: bike.variantId, quantity: 2 })]);
    expect((await call('GET', '/api/cart/request', { identity: guest })).body.items).toEqual([]);
  });

  it('refuses an empty request and a quantity over 999', async () => {
    const identity = guestShopper();
    const empty = await call('POST', '/api/cart/request/submit', { identity, body: requestBody() });
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toMatch(/request is empty/);
    const tooMany = await call('POST', '/api/cart/request', {
      identity,
      body: { productId: bike.productId, quantity: 1000 },
    });
    expect(tooMany.status).toBe(400);
    const unknown = await call('POST', '/api/cart/request', { identity, body: { productId: 99_999_999 } });
    expect(unknown.status).toBe(404);
    const badTaxId = await call('POST', '/api/cart/request/submit', { identity, body: requestBody({ taxId: '12' }) });
    expect(badTaxId.status).toBe(400);
    expect(badTaxId.body.error.fields).toHaveProperty('taxId');
  });

  it('submits one REQUEST order: status new, nothing to pay, no stock taken, a confirmation e-mail', async () => {
    const before = await stockOf(shop.catalog, bike.variantId);
    const { orderId, orderNumber, identity } = await askForOffer();
    const [order] = await shop.orders.context.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ number: orderNumber, type: 'REQUEST', status: 'new', paymentStatus: 'unpaid' });
    expect(await stockOf(shop.catalog, bike.variantId)).toBe(before);
    expect((await call('GET', '/api/cart/request', { identity })).body.items).toEqual([]);
    const events = await shop.orders.context.db.select().from(outbox);
    expect(events.some((event) => JSON.stringify(event).includes(orderNumber))).toBe(true);
    const pay = await call('GET', `/api/orders/payment/${orderId}?t=${order?.token}`, { identity });
    expect(pay.status).toBe(422);
  });
});

describe('proposals', () => {
  it('turn a request into a proposal on the same number, with list and agreed prices, in the history', async () => {
    const request = await askForOffer();
    const drafted = await call('POST', '/api/admin/proposals', {
      identity: staff,
      body: proposalBody({ requestId: request.orderId }),
    });
    expect(drafted.status).toBe(201);
    const { proposal } = shopApi['POST /api/admin/proposals'].answer.parse(drafted.body);
    expect(proposal).toMatchObject({ number: request.orderNumber, type: 'PROPOSAL', state: 'draft' });
    expect(proposal.total.amount).toBe(310_00);
    const line = proposal.lines[0];
    expect(line?.difference.amount).toBe((line?.agreedPrice.amount ?? 0) - (line?.listPrice.amount ?? 0));
    // A draft is not shown to the customer yet.
    expect((await call('GET', `/api/proposals/${request.orderId}?t=${request.token}`)).status).toBe(404);
    const history = await shop.orders.context.db.select().from(auditLog).where(eq(auditLog.entityId, request.orderId));
    expect(history.map((entry) => entry.action)).toContain('proposal-created');
  });

  it('refuses lines below 1 or over 999, a negative price, a past validity date and an unknown variant', async () => {
    const request = await askForOffer();
    const send = (overrides: Record<string, unknown>) =>
      call('POST', '/api/admin/proposals', {
        identity: staff,
        body: proposalBody({ requestId: request.orderId, ...overrides }),
      });
    const line = { productId: bike.productId, variantId: bike.variantId, unitPrice: 1 };
    expect((await send({ lines: [{ ...line, quantity: 1000 }] })).status).toBe(400);
    expect((await send({ lines: [{ ...line, quantity: 0 }] })).status).toBe(400);
    expect((await send({ lines: [{ ...line, quantity: 1, unitPrice: -1 }] })).status).toBe(400);
    const past = await send({ validUntil: dayAfter(-1) });
    expect(past.status).toBe(400);
    expect(past.body.error.fields.validUntil).toBe('The validity date cannot be in the past');
    const unknown = await send({ lines: [{ ...line, variantId: lamp.variantId, quantity: 1 }] });
    expect(unknown.status).toBe(400);
    const [order] = await shop.orders.context.db.select().from(orders).where(eq(orders.id, request.orderId));
    expect(order?.type).toBe('REQUEST');
  });

  it('are found in the staff orders list by type', async () => {
    const request = await askForOffer();
    const listed = await call('GET', '/api/admin/orders?filters[type]=REQUEST&limit=100', { identity: staff });
    expect(listed.status).toBe(200);
    const types = new Set(listed.body.items.map((order: { type: string }) => order.type));
    expect([...types]).toEqual(['REQUEST']);
    expect(listed.body.items.map((order: { id: string }) => order.id)).toContain(request.orderId);
  });

  it('are prepared only by staff holding orders.create', async () => {
    const denied = await call('POST', '/api/admin/proposals', {
      identity: staffIdentity('marketing_employee'),
      body: proposalBody({ email: 'x@example.com' }),
    });
    expect(denied.status).toBe(403);
    expect((await call('POST', '/api/admin/proposals', { identity: customer(), body: proposalBody() })).status).toBe(
      403,
    );
  });

  it('can be written from scratch for an e-mail', async () => {
    const made = await call('POST', '/api/admin/proposals', {
      identity: staff,
      body: proposalBody({
        email: 'new.buyer@example.com',
        language: 'pl',
        // A line added from the catalogue search names the product only: its default variant is taken.
        lines: [{ productId: lamp.productId, quantity: 2, unitPrice: 9_00 }],
      }),
    });
    expect(made.status).toBe(201);
    expect(made.body.proposal).toMatchObject({ type: 'PROPOSAL', email: 'new.buyer@example.com', state: 'draft' });
    expect(made.body.proposal.lines).toEqual([expect.objectContaining({ variantId: lamp.variantId, quantity: 2 })]);
  });
});

describe('answering a proposal', () => {
  it('opens only for the link holder; another proposal’s link opens nothing', async () => {
    const first = await sentProposal();
    const second = await sentProposal();
    expect((await call('GET', `/api/proposals/${first.orderId}?t=${first.token}`)).status).toBe(200);
    expect((await call('GET', `/api/proposals/${first.orderId}?t=${second.token}`)).status).toBe(404);
    expect((await call('GET', `/api/proposals/${first.orderId}`, { identity: customer() })).status).toBe(404);
    const foreign = await call('POST', `/api/proposals/${first.orderId}/accept?t=${second.token}`, {
      body: acceptBody(),
    });
    expect(foreign.status).toBe(404);
  });

  it('accepting reserves the stock and makes an order to pay; accepting again answers the same order', async () => {
    const request = await sentProposal();
    const before = await stockOf(shop.catalog, bike.variantId);
    const path = `/api/proposals/${request.orderId}/accept?t=${request.token}`;
    const notOffered = await call('POST', path, { body: acceptBody({ paymentMethod: 'cash' }) });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.error.fields.paymentMethod).toBe('This method is not offered in this proposal');

    const accepted = await call('POST', path, { body: acceptBody() });
    expect(accepted.status).toBe(200);
    const { order } = shopApi['POST /api/proposals/:id/accept'].answer.parse(accepted.body);
    expect(order).toMatchObject({ number: request.orderNumber, type: 'PROPOSAL', status: 'ready_to_pay' });
    expect(order.payable).toBe(true);
    expect(order.total.amount).toBe(310_00);
    expect(await stockOf(shop.catalog, bike.variantId)).toBe(before - 3);

    const again = await call('POST', path, { body: acceptBody() });
    expect(again.body.order.id).toBe(order.id);
    expect(await stockOf(shop.catalog, bike.variantId)).toBe(before - 3);
    const reject = await call('POST', `/api/proposals/${request.orderId}/reject?t=${request.token}`);
    expect(reject.status).toBe(409);
    const pay = await call('GET', `/api/orders/payment/${order.id}?t=${request.token}`);
    expect(pay.status).toBe(200);
  });

  it('short stock answers the partial-cart error and changes nothing', async () => {
    const request = await sentProposal();
    await setStock(shop.catalog, lamp.variantId, 0);
    try {
      const refused = await call('POST', `/api/proposals/${request.orderId}/accept?t=${request.token}`, {
        body: acceptBody(),
      });
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('product_unavailable');
      const { body } = await call('GET', `/api/proposals/${request.orderId}?t=${request.token}`);
      expect(body.proposal).toMatchObject({ state: 'sent', status: 'new' });
    } finally {
      await setStock(shop.catalog, lamp.variantId, 20);
    }
  });

  it('a proposal past its validity date cannot be accepted: the error names the date', async () => {
    const request = await sentProposal({ validUntil: dayAfter(1) });
    shop.clock.advance(3 * DAY);
    try {
      const { body } = await call('GET', `/api/proposals/${request.orderId}?t=${request.token}`);
      expect(body.proposal.state).toBe('expired');
      const late = await call('POST', `/api/proposals/${request.orderId}/accept?t=${request.token}`, {
        body: acceptBody(),
      });
      expect(late.status).toBe(422);
      const [year, month, day] = (body.proposal.validUntil as string).split('-');
      expect(late.body.error.message).toContain(`${day}.${month}.${year}`);
    } finally {
      shop.clock.advance(-3 * DAY);
    }
  });

  it('an online payment accepted days after the request keeps its reservation for the full time', async () => {
    const request = await sentProposal();
    shop.clock.advance(2 * DAY);
    try {
      const accepted = await call('POST', `/api/proposals/${request.orderId}/accept?t=${request.token}`, {
        body: acceptBody(),
      });
      expect(accepted.body.order.status).toBe('ready_to_pay');
      await expireReservations(shop.orders.context);
      const [order] = await shop.orders.context.db.select().from(orders).where(eq(orders.id, request.orderId));
      expect(order?.status).toBe('ready_to_pay');
      shop.clock.advance(DAY);
      await expireReservations(shop.orders.context);
      const [expired] = await shop.orders.context.db.select().from(orders).where(eq(orders.id, request.orderId));
      expect(expired?.status).toBe('cancelled');
    } finally {
      shop.clock.advance(-3 * DAY);
    }
  });

  it('rejecting ends the order rejected', async () => {
    const request = await sentProposal();
    const rejected = await call('POST', `/api/proposals/${request.orderId}/reject?t=${request.token}`);
    expect(rejected.status).toBe(200);
    expect(rejected.body.proposal).toMatchObject({ state: 'rejected', status: 'rejected' });
    const late = await call('POST', `/api/proposals/${request.orderId}/accept?t=${request.token}`, {
      body: acceptBody(),
    });
    expect(late.status).toBe(409);
  });
});

describe('accepting a proposal asks checkout’s questions of the right of withdrawal', () => {
  // A service manual of the demo catalogue (product type `download`).
  const MANUAL = 1906;
  const withManual = () =>
    sentProposal({
      lines: [
        { productId: bike.productId, variantId: bike.variantId, quantity: 1, unitPrice: 100_00 },
        { productId: MANUAL, quantity: 1, unitPrice: 20_00 },
      ],
    });
  const acceptPath = (request: { orderId: string; token: string }) =>
    `/api/proposals/${request.orderId}/accept?t=${request.token}`;
  const orderRow = async (id: string) =>
    (await shop.orders.context.db.select().from(orders).where(eq(orders.id, id)))[0];
  const companyBilling = () => ({
    ...checkoutBody().billing,
    type: 'company',
    companyName: 'Rowery Lis',
    taxId: '7792433421',
  });

  it('shows each line’s product type and the customer type, so the form knows what to ask', async () => {
    const request = await withManual();
    const { body } = await call('GET', `/api/proposals/${request.orderId}?t=${request.token}`);
    expect(body.proposal.customerType).toBe('retail');
    expect(body.proposal.lines.map((line: { type: string }) => line.type)).toEqual(['physical', 'download']);
  });

  it('refuses a download without the consent, at its field, writing nothing and reserving nothing', async () => {
    const request = await withManual();
    const before = await stockOf(shop.catalog, bike.variantId);
    for (const consents of [
      { terms: true, privacy: true },
      { terms: true, privacy: true, immediateDelivery: false },
    ]) {
      const refused = await call('POST', acceptPath(request), { body: acceptBody({ consents }) });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('validation_failed');
      expect(refused.body.error.fields).toEqual({
        'consents.immediateDelivery': 'Downloads are sold only with this consent: tick it to place the order',
      });
    }
    const { body } = await call('GET', `/api/proposals/${request.orderId}?t=${request.token}`);
    expect(body.proposal).toMatchObject({ state: 'sent', status: 'new' });
    expect(await stockOf(shop.catalog, bike.variantId)).toBe(before);
  });

  it('with the consent: the download line carries its time, so a withdrawal excludes it', async () => {
    const request = await withManual();
    const accepted = await call('POST', acceptPath(request), {
      body: acceptBody({ consents: { terms: true, privacy: true, immediateDelivery: true } }),
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const lines = await withdrawalLinesOf(shop.orders.context.db, request.orderId);
    expect(lines.map((line) => line.exclusion)).toEqual([null, 'digital_consented']);
    expect(orderWithdrawalNoRight((await orderRow(request.orderId))!)).toBeNull();
  });

  it('records a company buyer’s answer; one that did not answer keeps consumer rights', async () => {
    const professional = await sentProposal();
    const answered = await call('POST', acceptPath(professional), {
      body: acceptBody({ billing: companyBilling(), professionalPurchase: true }),
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(orderWithdrawalNoRight((await orderRow(professional.orderId))!)).toBe('professional_purchase');

    const silent = await sentProposal();
    expect((await call('POST', acceptPath(silent), { body: acceptBody({ billing: companyBilling() }) })).status).toBe(
      200,
    );
    expect((await orderRow(silent.orderId))?.professionalPurchase).toBe(false);
  });

  it('asks a dealer’s B2B proposal nothing', async () => {
    const request = await withManual();
    await shop.orders.context.db.update(orders).set({ customerType: 'b2b' }).where(eq(orders.id, request.orderId));
    const { body } = await call('GET', `/api/proposals/${request.orderId}?t=${request.token}`);
    expect(body.proposal.customerType).toBe('b2b');
    const accepted = await call('POST', acceptPath(request), {
      body: acceptBody({ billing: companyBilling(), professionalPurchase: true }),
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await orderRow(request.orderId)).toMatchObject({ status: 'ready_to_pay', professionalPurchase: false });
    const lines = await withdrawalLinesOf(shop.orders.context.db, request.orderId);
    expect(lines.map((line) => line.exclusion)).toEqual([null, null]);
  });
});
