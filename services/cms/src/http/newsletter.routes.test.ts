import { NewsletterSubscribed } from '@shop/contracts';
import { createLogger } from '@shop/service-kit';
import { createLocalBus, type EventBus } from '@shop/service-kit/events';
import { startTestService, type TestService, until } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions, outbox } from '../db/schema';
import { cmsService } from '../service';

let cms: TestService<typeof import('../db/schema')>;
let bus: EventBus;
const received: Array<{ email: string; language: string }> = [];

beforeAll(async () => {
  bus = createLocalBus({ log: createLogger('test', 'silent') });
  cms = await startTestService(cmsService, { bus });
  await bus.consume({
    durable: 'test-newsletter',
    stream: 'cms',
    subjects: [NewsletterSubscribed.subject],
    handler: async ({ envelope }) => {
      received.push(envelope.data as { email: string; language: string });
    },
  });
});
afterAll(async () => {
  await cms?.stop();
  await bus?.close();
});

describe('POST /api/contact/newsletter', () => {
  it('signs an address up once and announces it once, however often it is sent', async () => {
    const first = await cms.call('POST', '/api/contact/newsletter', {
      body: { email: 'Anna.Nowak@Example.pl' },
      headers: { 'x-language': 'pl' },
    });
    const again = await cms.call('POST', '/api/contact/newsletter', { body: { email: 'anna.nowak@example.pl' } });
    expect(first).toMatchObject({ status: 200, body: { subscribed: true } });
    expect(again).toMatchObject({ status: 200, body: { subscribed: true } });

    const rows = await cms.context.db.select().from(newsletterSubscriptions);
    expect(rows.map((row) => [row.email, row.language])).toEqual([['anna.nowak@example.pl', 'pl']]);
    // A later sign-up is announced after whatever the two above announced: once it is here, no more comes.
    await cms.call('POST', '/api/contact/newsletter', { body: { email: 'later@example.pl' } });
    await until(() => received.some((event) => event.email === 'later@example.pl'), 5_000, 'a later sign-up');
    expect(received.filter((event) => event.email !== 'later@example.pl')).toEqual([
      expect.objectContaining({ email: 'anna.nowak@example.pl', language: 'pl' }),
    ]);
  });

  it('refuses a bad address with the field message and writes nothing', async () => {
    const before = await cms.context.db.select().from(outbox);
    const answer = await cms.call('POST', '/api/contact/newsletter', {
      body: { email: 'not-an-address', extra: 'x' },
      headers: { 'x-language': 'en' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ email: 'Enter a valid e-mail address', extra: 'Unknown field' });
    expect(await cms.context.db.select().from(outbox)).toHaveLength(before.length);
  });

  it('refuses a missing body with "This field is required"', async () => {
    const answer = await cms.call('POST', '/api/contact/newsletter', { headers: { 'x-language': 'en' } });
    expect(answer.body.error.fields).toEqual({ email: 'This field is required' });
  });
});
