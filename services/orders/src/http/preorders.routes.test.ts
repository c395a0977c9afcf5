import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Identity, PreorderSeason } from '@shop/contracts';
import { outbox } from '@shop/service-kit/db';
import { staffIdentity } from '@shop/service-kit/testing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, preorderLinks } from '../db/schema';
import { type CartWorld, newGuest, products, signedIn, startCartWorld } from '../domain/cart/cart-test-fixtures';
import { hashOfToken } from '../domain/preorders/links';

// Season preorders by link through the orders service's routes: staff open a season and send links, each
// dealer opens only their own, fills quantities and submits one PREORDER order. Accounts is played by a small
// server answering GET /internal/customers/:id for the dealers below.

let world: CartWorld;
let accounts: Server;
const staff = staffIdentity('sales_manager');
const DAY = 86_400_000;

const dealer = (name: string, language: 'pl' | 'en' = 'pl') => ({
  id: crypto.randomUUID(),
  type: 'b2b' as const,
  active: true,
  email: `${name
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/-$/, '')}@dealer.example.pl`,
  name,
  firstName: 'Jan',
  language,
});
const rowerowo = dealer('Rowerowo Sp. z o.o.');
const bikeCo = dealer('Bike Co Ltd', 'en');
const late = dealer('Spóźniony Serwis');
const retail = { ...dealer('Anna Kowalska'), type: 'retail' as const };
const people = [rowerowo, bikeCo, late, retail];

const asDealer = (who: { id: ReturnType<typeof crypto.randomUUID> }) => signedIn(newGuest(), 'b2b', who.id);

beforeAll(async () => {
  accounts = createServer((request, response) => {
    const id = request.url?.split('/').at(-1);
    const person = people.find((p) => p.id === id);
    response.writeHead(person ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(person ?? { error: { code: 'not_found', message: 'Not found.' } }));
  });
  await new Promise<void>((resolve) => accounts.listen(0, '127.0.0.1', resolve));
  const { port } = accounts.address() as AddressInfo;
  world = await startCartWorld({}, { env: { ACCOUNTS_URL: `http://127.0.0.1:${port}` } });
}, 120_000);
afterAll(async () => {
  await world?.stop();
  await new Promise((resolve) => accounts?.close(resolve));
});

const call = (
  method: string,
  path: string,
  options: { identity?: Identity; body?: unknown; lang?: 'pl' | 'en'; currency?: 'PLN' | 'EUR' } = {},
) => {
  const headers: Record<string, string> = { 'x-language': options.lang ?? 'pl' };
  if (options.currency) headers['x-currency'] = options.currency;
  return world.orders.call(method, path, { identity: options.identity ?? staff, body: options.body, headers });
};

const day = (offset: number) => new Date(world.clock.now().getTime() + offset * DAY).toISOString().slice(0, 10);

async function openSeason(extra: Record<string, unknown> = {}): Promise<PreorderSeason> {
  const answer = await call('POST', '/api/admin/preorder-seasons', {
    body: {
      name: { pl: 'Sezon 2026', en: 'Season 2026' },
      state: 'open',
      opensOn: day(-1),
      closesOn: day(30),
      products: [
        { productId: products.bike.id, percentOff: 10 },
        { productId: products.bell.id, limit: 5 },
      ],
      ...extra,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** Sends the season's link to the dealers and answers each one's token, read from the recorded event. */
async function sendLinks(season: PreorderSeason, ...dealers: Array<{ id: string }>): Promise<string[]> {
  const answer = await call('POST', `/api/admin/preorder-seasons/${season.id}/links`, {
    body: { customerIds: dealers.map((d) => d.id) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const events = await world.orders.context.db.select().from(outbox).where(eq(outbox.type, 'preorder-link-sent'));
  return dealers.map((d) => {
    const mine = events
      .map((row) => (row.envelope as { data: { customerId: string; seasonId: number; path: string } }).data)
      .filter((data) => data.customerId === d.id && data.seasonId === season.id)
      .at(-1);
    return new URL(`http://shop${mine?.path}`).searchParams.get('t') ?? '';
  });
}

const orderCount = async () => (await world.orders.context.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

describe('preorder seasons in the back office', () => {
  it('creates a season with the defaults (21 days, price guarantee of SPEC §9) and keeps its history', async () => {
    const season = await openSeason();
    expect(season).toMatchObject({
      state: 'open',
      linkValidDays: 21,
      priceGuaranteeUntil: '2026-03-31',
      products: [
        { productId: products.bike.id, variantId: null, percentOff: 10, limit: null },
        { productId: products.bell.id, variantId: null, percentOff: 0, limit: 5 },
      ],
      linksSent: 0,
      version: 1,
    });
    const changed = await call('PATCH', `/api/admin/preorder-seasons/${season.id}`, {
      body: { linkValidDays: 14, version: 1 },
    });
    expect(changed.body).toMatchObject({ linkValidDays: 14, version: 2 });
    const stale = await call('PATCH', `/api/admin/preorder-seasons/${season.id}`, {
      body: { linkValidDays: 10, version: 1 },
    });
    expect(stale.status).toBe(409);
    const history = await call('GET', `/api/admin/preorder-seasons/${season.id}/history`);
    expect(history.body.items.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    const listed = await call('GET', '/api/admin/preorder-seasons?filters[q]=sezon 2026');
    expect(listed.body.items.map((s: PreorderSeason) => s.id)).toContain(season.id);
  });

  it('refuses bad seasons with a message per field', async () => {
    const bad = await call('POST', '/api/admin/preorder-seasons', {
      lang: 'en',
      body: {
        name: { pl: 'Sezon' },
        opensOn: day(1),
        closesOn: 'jutro',
        linkValidDays: 0,
        products: [{ productId: products.bell.id, percentOff: 95, limit: 1000 }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      'name.en': 'Translations are required for all languages',
      closesOn: 'Enter a valid date',
      linkValidDays: 'The value must be at least 1',
      'products.0.percentOff': 'The value must be at most 90',
      'products.0.limit': 'The value must be at most 999',
    });
    const across = await call('POST', '/api/admin/preorder-seasons', {
      lang: 'en',
      body: {
        name: { pl: 'Sezon', en: 'Season' },
        opensOn: day(5),
        closesOn: day(1),
        products: [{ productId: products.bell.id }, { productId: products.bell.id, percentOff: 5 }],
      },
    });
    expect(across.status).toBe(400);
    expect(across.body.error.fields).toEqual({
      closesOn: 'The closing day cannot come before the opening day',
      'products.1.productId': 'This value already exists',
    });
    const none = await call('POST', '/api/admin/preorder-seasons', {
      lang: 'en',
      body: { name: { pl: 'Sezon', en: 'Season' }, opensOn: day(1), closesOn: day(2), products: [] },
    });
    expect(none.body.error.fields).toEqual({ products: expect.any(String) });
    const season = await openSeason();
    const patch = await call('PATCH', `/api/admin/preorder-seasons/${season.id}`, {
      lang: 'en',
      body: { closesOn: day(-5), version: 1 },
    });
    expect(patch.status).toBe(400);
    expect(patch.body.error.fields.closesOn).toBe('The closing day cannot come before the opening day');
  });

  it('lets only staff whose admin type holds preorders.* in', async () => {
    const stranger = staffIdentity('warehouse_employee');
    expect((await call('GET', '/api/admin/preorder-seasons', { identity: stranger })).status).toBe(403);
    expect((await call('GET', '/api/admin/preorder-seasons', { identity: asDealer(rowerowo) })).status).toBe(403);
  });

  it('sends links only to active dealers and only for an open season, all or none', async () => {
    const draft = await openSeason({ state: 'draft' });
    const refused = await call('POST', `/api/admin/preorder-seasons/${draft.id}/links`, {
      lang: 'en',
      body: { customerIds: [rowerowo.id] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe('Links can be sent only for an open season that still takes orders.');

    const season = await openSeason();
    const wrong = await call('POST', `/api/admin/preorder-seasons/${season.id}/links`, {
      lang: 'en',
      body: { customerIds: [rowerowo.id, retail.id, crypto.randomUUID()] },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({
      'customerIds.1': 'Preorder links go only to dealers (B2B accounts).',
      'customerIds.2': 'Not found.',
    });
    const links = await world.orders.context.db
      .select({ n: count() })
      .from(preorderLinks)
      .where(eq(preorderLinks.seasonId, season.id));
    expect(links[0]?.n).toBe(0);
    const ended = await openSeason({ opensOn: day(-10), closesOn: day(-2) });
    const late = await call('POST', `/api/admin/preorder-seasons/${ended.id}/links`, {
      body: { customerIds: [rowerowo.id] },
    });
    expect(late.status).toBe(422);
    expect((await call('DELETE', `/api/admin/preorder-seasons/${draft.id}`)).status).toBe(204);
  });
});

describe('a dealer preorders from the link', () => {
  let season: PreorderSeason;
  let tokens: string[];
  beforeAll(async () => {
    season = await openSeason();
    tokens = await sendLinks(season, rowerowo, bikeCo);
  });

  it('keeps only a hash of the token, and the e-mail event names the days and the page in the dealer language', async () => {
    const [link] = await world.orders.context.db
      .select()
      .from(preorderLinks)
      .where(eq(preorderLinks.customerId, rowerowo.id));
    expect(link?.tokenHash).toBe(hashOfToken(tokens[0] ?? ''));
    expect(link?.tokenHash).not.toContain(tokens[0]);
    const events = await world.orders.context.db.select().from(outbox).where(eq(outbox.type, 'preorder-link-sent'));
    const sent = events
      .map((row) => (row.envelope as { data: Record<string, unknown> }).data)
      .filter((data) => data.seasonId === season.id);
    expect(sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ customerId: rowerowo.id, language: 'pl', validDays: 21, seasonName: 'Sezon 2026' }),
        expect.objectContaining({ customerId: bikeCo.id, language: 'en', seasonName: 'Season 2026' }),
      ]),
    );
    expect(sent.find((data) => data.customerId === bikeCo.id)?.path).toMatch(/^\/en\/preorders\?t=/);
    expect(sent.find((data) => data.customerId === rowerowo.id)?.path).toMatch(/^\/pl\/preordery\?t=/);
  });

  it('answers a guest 401, another dealer 403, a made-up token 422, and none of them opens the link', async () => {
    const path = `/api/preorders?t=${tokens[0]}`;
    expect((await call('GET', path, { identity: newGuest() })).status).toBe(401);
    const foreign = await call('GET', path, { identity: asDealer(bikeCo), lang: 'en' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.message).toBe(
      'This preorder link was sent to another dealer. Sign in to the dealer account the e-mail was sent to.',
    );
    const madeUp = await call('GET', `/api/preorders?t=${'x'.repeat(32)}`, { identity: asDealer(rowerowo) });
    expect(madeUp.status).toBe(422);
    expect(madeUp.body.error.message).toBe('Nieprawidłowy link');
    const report = await call('GET', `/api/admin/preorder-seasons/${season.id}/report`);
    expect(report.body.dealers.map((d: { status: string }) => d.status)).toEqual(['link_sent', 'link_sent']);
  });

  it('shows the season at B2B net less the percent with VAT, in PLN and in EUR, and marks the link opened', async () => {
    const page = await call('GET', `/api/preorders?t=${tokens[0]}`, { identity: asDealer(rowerowo) });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body).toMatchObject({ status: 'opened', season: { name: 'Sezon 2026' }, submittedAt: null });
    const [bike, bell] = page.body.lines;
    // 3000.00 net less 10 % = 2700.00 net, 3321.00 with 23 % VAT; the bell's B2B net is 60 % of 49.00 gross.
    expect(bike).toMatchObject({
      productId: products.bike.id,
      unitNet: { amount: 270_000, currency: 'PLN' },
      unitGross: { amount: 332_100, currency: 'PLN' },
      max: 999,
      quantity: 0,
    });
    expect(bell).toMatchObject({ unitNet: { amount: 2_940 }, unitGross: { amount: 3_616 }, max: 5 });

    const inEuro = await call('GET', `/api/preorders?t=${tokens[1]}`, {
      identity: asDealer(bikeCo),
      lang: 'en',
      currency: 'EUR',
    });
    expect(inEuro.body.season.name).toBe('Season 2026');
    expect(inEuro.body.lines[0]).toMatchObject({
      unitNet: { amount: 63_000, currency: 'EUR' },
      unitGross: { amount: 77_490, currency: 'EUR' },
    });
    const report = await call('GET', `/api/admin/preorder-seasons/${season.id}/report`);
    const rowerowoRow = report.body.dealers.find((d: { customerId: string }) => d.customerId === rowerowo.id);
    expect(rowerowoRow).toMatchObject({ status: 'opened', submittedAt: null });
    expect(rowerowoRow.openedAt).not.toBeNull();
  });

  it('refuses every bad quantity with its field, and writes nothing', async () => {
    const before = await orderCount();
    const submit = (items: unknown[]) =>
      call('POST', '/api/preorders', { identity: asDealer(rowerowo), lang: 'en', body: { token: tokens[0], items } });
    const line = (quantity: unknown, productId = products.bike.id, variantId = world.variants.bike[0]) => ({
      productId,
      variantId,
      quantity,
    });
    for (const [quantity, message] of [
      [-1, 'The value must be at least 0'],
      [1.5, 'Enter a whole number'],
      [1000, 'The value must be at most 999'],
    ] as const) {
      const answer = await submit([line(quantity)]);
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields['items.0.quantity']).toBe(message);
    }
    const aboveLimit = await submit([line(2), line(6, products.bell.id, world.variants.bell[0])]);
    expect(aboveLimit.status).toBe(400);
    expect(aboveLimit.body.error.fields).toEqual({ 'items.1.quantity': 'You can order max 5 pcs of this product' });
    const notInSeason = await submit([line(1, products.lamp.id, world.variants.lamp[0])]);
    expect(notInSeason.status).toBe(400);
    expect(notInSeason.body.error.fields).toEqual({ 'items.0.productId': 'Invalid value' });
    const nothing = await submit([line(0)]);
    expect(nothing.status).toBe(422);
    expect(nothing.body.error.message).toBe('Enter a quantity of at least one product.');
    const foreign = await call('POST', '/api/preorders', {
      identity: asDealer(bikeCo),
      body: { token: tokens[0], items: [line(1)] },
    });
    expect(foreign.status).toBe(403);
    expect(await orderCount()).toBe(before);
    const [link] = await world.orders.context.db
      .select()
      .from(preorderLinks)
      .where(eq(preorderLinks.tokenHash, hashOfToken(tokens[0] ?? '')));
    expect(link?.submittedAt).toBeNull();
  });

  it('submits one PREORDER order without delivery or payment choice; a second visit sees it, a second submit is refused', async () => {
    const items = [
      { productId: products.bike.id, variantId: world.variants.bike[0], quantity: 4 },
      { productId: products.bell.id, variantId: world.variants.bell[0], quantity: 5 },
    ];
    const submitted = await call('POST', '/api/preorders', {
      identity: asDealer(rowerowo),
      body: { token: tokens[0], items },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(submitted.body).toMatchObject({
      currency: 'PLN',
      net: { amount: 4 * 270_000 + 5 * 2_940 },
      gross: { amount: 4 * 332_100 + 5 * 3_616 },
      units: 9,
    });
    const [order] = await world.orders.context.db.select().from(orders).where(eq(orders.id, submitted.body.orderId));
    expect(order).toMatchObject({
      customerId: rowerowo.id,
      customerType: 'b2b',
      type: 'PREORDER',
      status: 'preorder',
      deliveryMethod: 'PREORDER',
      paymentMethod: 'preorder',
      deliveryAmount: 0,
      email: rowerowo.email,
    });
    const lines = await world.orders.context.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(lines.map((l) => [l.productId, l.quantity, l.unitNet])).toEqual([
      [products.bike.id, 4, 270_000],
      [products.bell.id, 5, 2_940],
    ]);

    const again = await call('GET', `/api/preorders?t=${tokens[0]}`, { identity: asDealer(rowerowo) });
    expect(again.body).toMatchObject({ status: 'submitted', orderNumber: order?.number });
    expect(again.body.lines.map((l: { quantity: number }) => l.quantity)).toEqual([4, 5]);
    const twice = await call('POST', '/api/preorders', {
      identity: asDealer(rowerowo),
      lang: 'en',
      body: { token: tokens[0], items },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(
      'Your preorder has already been submitted. Changes go through your dealer contact.',
    );
    const resend = await call('POST', `/api/admin/preorder-seasons/${season.id}/links`, {
      lang: 'en',
      body: { customerIds: [rowerowo.id] },
    });
    expect(resend.status).toBe(422);
    expect(resend.body.error.fields).toEqual({
      'customerIds.0': 'This dealer has already submitted a preorder for this season.',
    });

    const report = await call('GET', `/api/admin/preorder-seasons/${season.id}/report`);
    expect(report.body.dealers.find((d: { customerId: string }) => d.customerId === rowerowo.id)).toMatchObject({
      status: 'submitted',
      orderNumber: order?.number,
    });
    expect(report.body.products.map((p: { productId: number; quantity: number }) => [p.productId, p.quantity])).toEqual(
      [
        [products.bike.id, 4],
        [products.bell.id, 5],
      ],
    );
    expect((await call('DELETE', `/api/admin/preorder-seasons/${season.id}`)).status).toBe(422);
  });

  it('counts the preorder in the progress once staff complete the order', async () => {
    const progress = async () =>
      (await call('GET', '/api/orders/status/preorder', { identity: asDealer(rowerowo) })).body;
    expect(await progress()).toMatchObject({ ordered: 9, completed: 0, percentage: 0 });
    const [link] = await world.orders.context.db
      .select()
      .from(preorderLinks)
      .where(eq(preorderLinks.customerId, rowerowo.id));
    for (const [from, to] of [
      ['preorder', 'ready_to_pick'],
      ['ready_to_pick', 'completed'],
    ]) {
      const moved = await call('POST', `/api/admin/orders/${link?.orderId}/status`, { body: { from, to } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    expect(await progress()).toMatchObject({ ordered: 9, completed: 9, percentage: 100 });
  });

  it('closes: a closed season takes no preorder, and its page says so', async () => {
    const current = (await call('GET', `/api/admin/preorder-seasons/${season.id}`)).body as PreorderSeason;
    await call('PATCH', `/api/admin/preorder-seasons/${season.id}`, {
      body: { state: 'closed', version: current.version },
    });
    const page = await call('GET', `/api/preorders?t=${tokens[1]}`, { identity: asDealer(bikeCo), lang: 'en' });
    expect(page.status).toBe(422);
    expect(page.body.error.message).toBe('Preorders for this season are closed.');
    const submit = await call('POST', '/api/preorders', {
      identity: asDealer(bikeCo),
      body: {
        token: tokens[1],
        items: [{ productId: products.bike.id, variantId: world.variants.bike[0], quantity: 1 }],
      },
    });
    expect(submit.status).toBe(422);
    // The dealer who submitted still sees their preorder.
    expect((await call('GET', `/api/preorders?t=${tokens[0]}`, { identity: asDealer(rowerowo) })).body.status).toBe(
      'submitted',
    );
  });

  it('tells a dealer who comes before the season opens the day it opens', async () => {
    const early = await openSeason({ opensOn: day(3), closesOn: day(20) });
    const [token] = await sendLinks(early, late);
    const page = await call('GET', `/api/preorders?t=${token}`, { identity: asDealer(late), lang: 'en' });
    expect(page.status).toBe(422);
    const [y, m, d] = day(3).split('-');
    expect(page.body.error.message).toBe(`Preorders for this season open on ${d}.${m}.${y}.`);
  });

  it('expires after the season’s days; a new link replaces the old one', async () => {
    const short = await openSeason({ linkValidDays: 2 });
    const [first] = await sendLinks(short, late);
    world.clock.advance(2 * DAY);
    const expired = await call('GET', `/api/preorders?t=${first}`, { identity: asDealer(late), lang: 'en' });
    expect(expired.status).toBe(422);
    expect(expired.body.error.message).toBe(
      'This preorder link has expired. Ask your dealer contact to send a new one.',
    );
    const [second] = await sendLinks(short, late);
    expect((await call('GET', `/api/preorders?t=${first}`, { identity: asDealer(late) })).status).toBe(422);
    const fresh = await call('GET', `/api/preorders?t=${second}`, { identity: asDealer(late) });
    expect(fresh.status).toBe(200);
    expect(fresh.body.status).toBe('opened');
  });
});
