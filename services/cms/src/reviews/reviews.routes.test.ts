import { randomUUID } from 'node:crypto';
import {
  AdminReview,
  type CustomerContact,
  type Identity,
  OwnReview,
  ProductReviews,
  ReviewableProducts,
  ReviewRejected,
  translate,
} from '@shop/contracts';
import { auditLog, outbox } from '@shop/service-kit/db';
import { fakeServiceCaller } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CmsTestService, en, pl, startCms } from '../test-support';
import { reviews } from './reviews.schema';

// Customer reviews (issue 25): a customer who received a product in a completed order reviews it once,
// changes it until published; staff publish (shown with the average) or reject it (the reason e-mailed);
// a product never received, a second review, a dealer, staff, a guest and bad input are refused with
// DESIGN §4's errors and nothing written.

let cms: CmsTestService;
let stop: () => Promise<void>;

const ewa = randomUUID();
const jan = randomUUID();
const dealerId = randomUUID();
const customer = (customerId: string): Identity => ({
  app: 'storefront',
  role: 'CUSTOMER',
  customerId,
  customerType: 'retail',
});
const dealer: Identity = { app: 'storefront', role: 'CUSTOMER', customerId: dealerId, customerType: 'b2b' };
const marketing: Identity = {
  app: 'admin',
  role: 'ADMIN',
  customerId: '00000000-0000-4000-8000-0000000000d4',
  adminType: 'marketing_employee',
  staffName: 'Marta Wiśniewska',
};
const warehouse: Identity = { ...marketing, adminType: 'warehouse_manager', staffName: 'Piotr Magazyn' };

/** Products received per customer, as orders would answer. */
const received: Record<string, { productId: number; name: string; slug: string; image: string | null }[]> = {};
const contacts: Record<string, CustomerContact> = {};
let ordersDown = false;

beforeAll(async () => {
  ({ cms, stop } = await startCms());
  cms.context.services = fakeServiceCaller(({ path, input }) => {
    const customerId = String(input.params?.customerId);
    if (path === '/internal/orders/customers/:customerId/received-products') {
      if (ordersDown)
        return { ok: false, status: 503, error: { code: 'service_unavailable', message: 'down' } } as never;
      return { ok: true, status: 200, body: { items: received[customerId] ?? [] } };
    }
    if (path === '/internal/customers/:customerId') {
      const contact = contacts[customerId];
      return contact
        ? { ok: true, status: 200, body: contact }
        : ({ ok: false, status: 404, error: { code: 'not_found', message: 'Not found' } } as never);
    }
    throw new Error(`unexpected call ${path}`);
  });
}, 120_000);
afterAll(() => stop?.());

beforeEach(async () => {
  ordersDown = false;
  await cms.context.db.delete(reviews);
  const bike = { productId: 1315, name: 'Zefir Miejski C2', slug: 'zefir-miejski-c2', image: null };
  received[ewa] = [bike, { productId: 40, name: 'Zamek U', slug: 'zamek-u', image: null }];
  received[jan] = [bike];
  received[dealerId] = [bike];
  contacts[ewa] = contact(ewa, 'retail', 'ewa@example.pl', 'Ewa Nowak', 'Ewa', 'pl');
  contacts[jan] = contact(jan, 'retail', 'jan@example.com', 'Jan Smith', 'Jan', 'en');
  contacts[dealerId] = contact(dealerId, 'b2b', 'biuro@rowery.pl', 'Rowery sp. z o.o.', null, 'pl');
});

function contact(
  id: string,
  type: 'retail' | 'b2b',
  email: string,
  name: string,
  firstName: string | null,
  language: 'pl' | 'en',
): CustomerContact {
  return { id, type, active: true, email, name, firstName, language };
}

const good = { productId: 1315, rating: 5, title: 'Świetny rower', text: 'Dojeżdżam nim codziennie do pracy, 12 km.' };
const write = (identity: Identity | undefined, body: unknown, headers = pl) =>
  cms.call('POST', '/api/cms/reviews', { identity, body, headers });
const productPage = async (query = '') =>
  ProductReviews.parse((await cms.call('GET', `/api/cms/products/1315/reviews${query}`, { headers: pl })).body);
const count = async () => (await cms.context.db.select().from(reviews)).length;

async function written(identity = customer(ewa), body: unknown = good) {
  const answer = await write(identity, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return OwnReview.parse(answer.body);
}
const publish = (id: number, identity = marketing) =>
  cms.call('POST', `/api/admin/reviews/${id}/publish`, { identity, headers: pl });

describe('writing a review', () => {
  it("keeps a received product's review pending, named by first name and initial, and the customer sees it", async () => {
    const review = await written();
    expect(review).toMatchObject({ state: 'pending', rating: 5, hasLinks: false, rejectionReason: null });
    const [row] = await cms.context.db.select().from(reviews);
    expect(row).toMatchObject({ author: 'Ewa N.', email: 'ewa@example.pl', productName: 'Zefir Miejski C2' });

    const mine = await cms.call('GET', '/api/cms/reviews/mine', { identity: customer(ewa), headers: pl });
    expect(mine.status).toBe(200);
    const items = ReviewableProducts.parse(mine.body).items;
    expect(items.map((item) => [item.productId, item.review?.id ?? null])).toEqual([
      [1315, review.id],
      [40, null],
    ]);
    // Not shown before staff publish it.
    expect((await productPage()).summary).toEqual({ count: 0, average: null });
  });

  it('refuses a product the customer never received, with the message in Polish and English, writing nothing', async () => {
    for (const [headers, lang] of [
      [pl, 'pl'],
      [en, 'en'],
    ] as const) {
      const answer = await write(customer(ewa), { ...good, productId: 999 }, headers);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        error: { code: 'business_rule', message: translate('error.review_not_received', lang) },
      });
    }
    // Ordered but not completed is not received either: orders answers only completed orders' products.
    received[ewa] = [];
    expect((await write(customer(ewa), good)).status).toBe(422);
    expect(await count()).toBe(0);
  });

  it('refuses a second review of the same product with 409, keeping the first', async () => {
    const first = await written();
    const second = await write(customer(ewa), { ...good, title: 'Jeszcze raz' }, en);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: { code: 'duplicate', message: translate('error.review_exists', 'en') } });
    const rows = await cms.context.db.select().from(reviews);
    expect(rows.map((row) => [row.id, row.title])).toEqual([[first.id, good.title]]);
  });

  it('refuses a guest (401), a dealer and staff (403), writing nothing', async () => {
    expect((await write(undefined, good)).status).toBe(401);
    const asDealer = await write(dealer, good, en);
    expect(asDealer.status).toBe(403);
    expect(asDealer.body).toEqual({
      error: { code: 'forbidden', message: translate('error.review_customers_only', 'en') },
    });
    expect((await write(marketing, good)).status).toBe(403);
    // An account accounts knows as a dealer's, whatever the identity says.
    expect((await write({ ...dealer, customerType: 'retail' }, good)).status).toBe(403);
    expect((await cms.call('GET', '/api/cms/reviews/mine', { identity: dealer })).status).toBe(403);
    expect(await count()).toBe(0);
  });

  it('answers bad input field by field: stars 1-5, a title, a text of 10-5000 characters, nothing else', async () => {
    const cases: [unknown, string][] = [
      [{ ...good, rating: 0 }, 'rating'],
      [{ ...good, rating: 6 }, 'rating'],
      [{ ...good, rating: 4.5 }, 'rating'],
      [{ ...good, title: '   ' }, 'title'],
      [{ ...good, text: 'Za krótko' }, 'text'],
      [{ ...good, text: 'x'.repeat(5001) }, 'text'],
      [{ ...good, productId: 'rower' }, 'productId'],
      [{ ...good, state: 'published' }, ''],
    ];
    for (const [body, field] of cases) {
      const answer = await write(customer(ewa), body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((answer.body as { error: { code: string } }).error.code).toBe('validation_failed');
      if (field) expect(Object.keys((answer.body as { error: { fields: object } }).error.fields)).toContain(field);
    }
    expect((await write(customer(ewa), { ...good, text: 'x'.repeat(5000) })).status).toBe(201);
  });

  it('answers 503 when orders cannot say what the customer received, writing nothing', async () => {
    ordersDown = true;
    expect((await write(customer(ewa), good)).status).toBe(503);
    expect(await count()).toBe(0);
  });

  it('keeps the text as written (no HTML made of it) and marks a text with a link for staff', async () => {
    const review = await written(customer(ewa), {
      ...good,
      text: 'Polecam <b>bardzo</b>, więcej na www.example.com',
    });
    expect(review.hasLinks).toBe(true);
    expect(review.text).toBe('Polecam <b>bardzo</b>, więcej na www.example.com');
    expect(review.state).toBe('pending');
  });
});

describe('changing a review', () => {
  const change = { rating: 3, title: 'Po miesiącu', text: 'Bateria słabnie na mrozie, poza tym dobrze.' };

  it('changes the own review until it is published, then refuses with 409', async () => {
    const review = await written();
    const changed = await cms.call('PUT', `/api/cms/reviews/${review.id}`, { identity: customer(ewa), body: change });
    expect(changed.status).toBe(200);
    expect(OwnReview.parse(changed.body)).toMatchObject({ ...change, state: 'pending' });
    expect((await publish(review.id)).status).toBe(200);
    const late = await cms.call('PUT', `/api/cms/reviews/${review.id}`, {
      identity: customer(ewa),
      body: change,
      headers: en,
    });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: { code: 'conflict', message: translate('error.review_published', 'en') } });
  });

  it("answers 404 for another customer's review and leaves it as it was", async () => {
    const review = await written();
    const answer = await cms.call('PUT', `/api/cms/reviews/${review.id}`, { identity: customer(jan), body: change });
    expect(answer.status).toBe(404);
    expect((await cms.call('PUT', '/api/cms/reviews/99999', { identity: customer(ewa), body: change })).status).toBe(
      404,
    );
    const [row] = await cms.context.db.select().from(reviews);
    expect(row?.title).toBe(good.title);
  });
});

describe('moderation and the product page', () => {
  it('publishes: the product page shows it with the average and count, paged, newest or most helpful first', async () => {
    const first = await written(customer(ewa), { ...good, rating: 5 });
    const second = await written(customer(jan), { ...good, rating: 2, title: 'Średnio' });
    const published = await publish(first.id);
    expect(published.status).toBe(200);
    expect(AdminReview.parse(published.body)).toMatchObject({ state: 'published', decidedBy: 'Marta Wiśniewska' });
    expect((await publish(second.id)).status).toBe(200);

    const page = await productPage();
    expect(page.summary).toEqual({ count: 2, average: 3.5 });
    expect(page.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(page.items[1]).toMatchObject({ author: 'Ewa N.', productName: 'Zefir Miejski C2' });
    expect(JSON.stringify(page)).not.toContain('ewa@example.pl');
    expect((await productPage('?limit=1&page=2')).items.map((item) => item.id)).toEqual([first.id]);

    // Jan finds Ewa's review helpful once; Ewa cannot vote for her own.
    const vote = () => cms.call('POST', `/api/cms/reviews/${first.id}/helpful`, { identity: customer(jan) });
    expect((await vote()).body).toEqual({ helpful: 1 });
    expect((await vote()).body).toEqual({ helpful: 1 });
    const own = await cms.call('POST', `/api/cms/reviews/${first.id}/helpful`, { identity: customer(ewa) });
    expect(own.status).toBe(422);
    expect((await cms.call('POST', `/api/cms/reviews/${first.id}/helpful`, {})).status).toBe(401);
    expect((await productPage('?sort=helpful')).items.map((item) => item.id)).toEqual([first.id, second.id]);

    const latest = await cms.call('GET', '/api/cms/reviews?limit=5', { headers: en });
    expect(latest.status).toBe(200);
    expect((latest.body as { total: number }).total).toBe(2);

    const audit = await cms.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, String(first.id))));
    expect(audit.map((entry) => entry.action)).toEqual(['publish']);
    const history = await cms.call('GET', `/api/admin/reviews/${first.id}/history`, { identity: marketing });
    expect(history.status).toBe(200);
    expect((history.body as { items: { action: string; staffName: string }[] }).items).toMatchObject([
      { action: 'publish', staffName: 'Marta Wiśniewska' },
    ]);
    expect((await cms.call('GET', `/api/admin/reviews/${first.id}/history`, { identity: warehouse })).status).toBe(403);
  });

  it('rejects with a reason: the author is e-mailed (event), sees the reason and may correct it for staff', async () => {
    const review = await written();
    const reason = 'Opinia opisuje sklep, nie rower. Napisz proszę o samym rowerze.';
    const rejected = await cms.call('POST', `/api/admin/reviews/${review.id}/reject`, {
      identity: marketing,
      body: { reason },
    });
    expect(rejected.status).toBe(200);
    expect(AdminReview.parse(rejected.body)).toMatchObject({ state: 'rejected', rejectionReason: reason });
    const [event] = await cms.context.db.select().from(outbox).where(eq(outbox.type, ReviewRejected.type));
    expect(ReviewRejected.data.parse((event?.envelope as { data: unknown } | undefined)?.data)).toMatchObject({
      reviewId: review.id,
      email: 'ewa@example.pl',
      language: 'pl',
      reason,
    });
    const mine = ReviewableProducts.parse(
      (await cms.call('GET', '/api/cms/reviews/mine', { identity: customer(ewa) })).body,
    );
    expect(mine.items[0]?.review).toMatchObject({ state: 'rejected', rejectionReason: reason });

    // A decided review is not decided again.
    expect((await publish(review.id)).status).toBe(409);
    const corrected = await cms.call('PUT', `/api/cms/reviews/${review.id}`, {
      identity: customer(ewa),
      body: { rating: 4, title: 'O rowerze', text: 'Rama sztywna, napęd cichy, bateria na 60 km.' },
    });
    expect(OwnReview.parse(corrected.body)).toMatchObject({ state: 'pending', rejectionReason: null });
    expect((await publish(review.id)).status).toBe(200);
  });

  it('refuses staff without the permission, an empty reason and an unknown review; lists by state', async () => {
    const review = await written();
    expect((await publish(review.id, warehouse)).status).toBe(403);
    expect((await cms.call('GET', '/api/admin/reviews', { identity: warehouse })).status).toBe(403);
    expect((await cms.call('GET', '/api/admin/reviews', { identity: customer(ewa) })).status).toBe(403);
    const empty = await cms.call('POST', `/api/admin/reviews/${review.id}/reject`, {
      identity: marketing,
      body: { reason: '  ' },
    });
    expect(empty.status).toBe(400);
    expect((await publish(99999)).status).toBe(404);
    const one = await cms.call('GET', `/api/admin/reviews/${review.id}`, { identity: marketing });
    expect(AdminReview.parse(one.body)).toMatchObject({ id: review.id, email: 'ewa@example.pl', state: 'pending' });
    expect((await cms.call('GET', '/api/admin/reviews/99999', { identity: marketing })).status).toBe(404);
    expect((await cms.call('GET', `/api/admin/reviews/${review.id}`, { identity: warehouse })).status).toBe(403);
    const pending = await cms.call('GET', '/api/admin/reviews?filters[state]=pending', { identity: marketing });
    expect(pending.status).toBe(200);
    expect((pending.body as { items: { id: number }[] }).items.map((item) => item.id)).toEqual([review.id]);
    const [row] = await cms.context.db.select().from(reviews);
    expect(row?.state).toBe('pending');
  });

  it('answers the gateway a product summary for the JSON-LD on the internal route only', async () => {
    const review = await written();
    await publish(review.id);
    const internal = await cms.call('GET', '/internal/cms/products/1315/reviews', {
      identity: { app: 'internal', role: 'GUEST' },
    });
    expect(internal.status).toBe(200);
    expect(ProductReviews.parse(internal.body).summary).toEqual({ count: 1, average: 5 });
    expect((await cms.call('GET', '/internal/cms/products/1315/reviews')).status).toBe(403);
  });

  it('answers no reviews for a product id beyond the database integer (no such product), not an error', async () => {
    const answer = await cms.call('GET', '/api/cms/products/2147483648/reviews', { headers: pl });
    expect(answer.status).toBe(200);
    expect(ProductReviews.parse(answer.body)).toMatchObject({ items: [], total: 0, summary: { count: 0 } });
  });
});
