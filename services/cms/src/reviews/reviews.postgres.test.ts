import { randomUUID } from 'node:crypto';
import type { Identity } from '@shop/contracts';
import { fakeServiceCaller, postgresAvailable } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CmsTestService, pl, startCms } from '../test-support';
import { reviews } from './reviews.schema';

// One review per product and customer under concurrency (issue 25), on real PostgreSQL: the same customer
// sends their review from several tabs at once; exactly one is written, each other request is answered 409
// 'already reviewed' — never a 500, never two rows. And helpful votes sent at once count once per customer.

const available = await postgresAvailable();
let cms: CmsTestService;
let stop: () => Promise<void>;
const ewa = randomUUID();
const customer = (customerId: string): Identity => ({
  app: 'storefront',
  role: 'CUSTOMER',
  customerId,
  customerType: 'retail',
});

beforeAll(async () => {
  if (!available) return;
  ({ cms, stop } = await startCms());
  cms.context.services = fakeServiceCaller(({ path, input }) => {
    const customerId = String(input.params?.customerId);
    if (path === '/internal/orders/customers/:customerId/received-products') {
      const bike = { productId: 1315, name: 'Zefir Miejski C2', slug: 'zefir-miejski-c2', image: null };
      return { ok: true, status: 200, body: { items: [bike] } };
    }
    return {
      ok: true,
      status: 200,
      body: {
        id: customerId,
        type: 'retail',
        active: true,
        email: 'a@example.pl',
        name: 'A B',
        firstName: 'A',
        language: 'pl',
      },
    };
  });
}, 120_000);
afterAll(() => stop?.());

describe.skipIf(!available)('reviews on PostgreSQL', () => {
  it('writes one review when the same customer sends eight at once; the others get 409', async () => {
    const body = { productId: 1315, rating: 4, title: 'Dobry', text: 'Jeżdżę nim od miesiąca, polecam.' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        cms.call('POST', '/api/cms/reviews', { identity: customer(ewa), body, headers: pl }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      expect((answer.body as { error: { code: string } }).error.code).toBe('duplicate');
    }
    expect(await cms.context.db.select().from(reviews).where(eq(reviews.customerId, ewa))).toHaveLength(1);
  });

  it('counts a helpful vote once per customer when it is sent many times at once', async () => {
    const [review] = await cms.context.db.select().from(reviews).where(eq(reviews.customerId, ewa));
    await cms.call('POST', `/api/admin/reviews/${review!.id}/publish`, {
      identity: {
        app: 'admin',
        role: 'ADMIN',
        customerId: randomUUID(),
        adminType: 'marketing_manager',
        staffName: 'M',
      },
    });
    const voters = [randomUUID(), randomUUID()];
    const answers = await Promise.all(
      voters.flatMap((voter) =>
        Array.from({ length: 4 }, () =>
          cms.call('POST', `/api/cms/reviews/${review!.id}/helpful`, { identity: customer(voter) }),
        ),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const [counted] = await cms.context.db.select().from(reviews).where(eq(reviews.id, review!.id));
    expect(counted?.helpful).toBe(2);
  });
});
