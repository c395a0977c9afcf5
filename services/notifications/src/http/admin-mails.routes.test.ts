import { randomUUID } from 'node:crypto';
import { AdminMail, HistoryAnswer } from '@shop/contracts';
import { staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsContext } from '../context';
import type * as schema from '../db/schema';
import { mails } from '../db/schema';
import { notificationsService } from '../service';

// The e-mail log of the back office: staff with the general settings see what waits, went out or failed, and
// send a failed e-mail again; nobody else reads the shop's mail.

let notifications: TestService<typeof schema, NotificationsContext>;
const admin = staffIdentity('super_admin');
const failedId = randomUUID();

type Row = typeof mails.$inferInsert;
const mail = (extra: Partial<Row>): Row => ({
  template: 'order-created',
  language: 'pl',
  recipient: 'anna@example.pl',
  subject: 'Potwierdzenie zamówienia',
  text: 'tekst',
  html: '<p>tekst</p>',
  messageId: `<${randomUUID()}@zefir.example>`,
  ...extra,
});

beforeAll(async () => {
  // The sender looks rarely here, so the rows stay as the test wrote them until it is woken.
  notifications = (await startTestService(notificationsService, {
    env: { MAIL_POLL_MS: '600000' },
  })) as TestService<typeof schema, NotificationsContext>;
  await notifications.context.db.insert(mails).values([
    mail({ state: 'sent', sentAt: new Date('2026-11-20T10:00:00Z'), createdAt: new Date('2026-11-20T10:00:00Z') }),
    mail({
      id: failedId,
      recipient: 'Żaneta.Kowalska@example.pl',
      state: 'failed',
      attempts: 8,
      lastError: '550 No such mailbox',
      createdAt: new Date('2026-11-21T10:00:00Z'),
    }),
  ]);
});
afterAll(() => notifications?.stop());

describe('GET /api/admin/mails', () => {
  it('lists e-mails newest first, filtered by state and by part of the address', async () => {
    const all = await notifications.call('GET', '/api/admin/mails', { identity: admin });
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(all.body.items.map((m: AdminMail) => AdminMail.parse(m).state)).toEqual(['failed', 'sent']);

    const failed = await notifications.call('GET', '/api/admin/mails?filters[state]=failed', { identity: admin });
    expect(failed.body.items).toHaveLength(1);
    expect(failed.body.items[0]).toMatchObject({ attempts: 8, lastError: '550 No such mailbox' });
    expect(failed.body.items[0]).not.toHaveProperty('html');

    const byAddress = await notifications.call('GET', '/api/admin/mails?filters[recipient]=zaneta', {
      identity: admin,
    });
    expect(byAddress.body.items.map((m: AdminMail) => m.recipient)).toEqual(['Żaneta.Kowalska@example.pl']);
  });

  it('refuses staff without the general settings and customers', async () => {
    const sales = await notifications.call('GET', '/api/admin/mails', { identity: staffIdentity('sales_employee') });
    expect(sales.status).toBe(403);
    const customer = await notifications.call('GET', '/api/admin/mails', {
      identity: { app: 'storefront', role: 'CUSTOMER', customerId: randomUUID(), sessionId: 'test-session-0000000001' },
    });
    expect([401, 403]).toContain(customer.status);
  });

  it('refuses an unknown filter with its field message', async () => {
    const answer = await notifications.call('GET', '/api/admin/mails?filters[state]=lost', {
      identity: admin,
      headers: { 'x-language': 'en' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toHaveProperty(['filters.state']);
  });
});

describe('POST /api/admin/mails/:id/retry', () => {
  it('sends a failed e-mail again, recorded in its history; one that did not fail cannot be', async () => {
    const retried = await notifications.call('POST', `/api/admin/mails/${failedId}/retry`, { identity: admin });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ state: 'pending', attempts: 0 });

    // The sender was woken: the file transport of the test writes it at once.
    await notifications.context.mailSender.sendDue();
    const [row] = await notifications.context.db.select().from(mails).where(eq(mails.id, failedId));
    expect(row).toMatchObject({ state: 'sent', attempts: 1 });

    const history = await notifications.call('GET', `/api/admin/mails/${failedId}/history`, { identity: admin });
    const entries = HistoryAnswer.parse(history.body).items;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'retry', staffName: 'Ewa Nowak', adminType: 'super_admin' });
    expect(entries[0]!.changes).toContainEqual({ field: 'state', before: 'failed', after: 'pending' });

    const again = await notifications.call('POST', `/api/admin/mails/${failedId}/retry`, {
      identity: admin,
      headers: { 'x-language': 'pl' },
    });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe('Ponownie można wysłać tylko e-mail, którego nie udało się wysłać.');
  });

  it('answers 404 for an e-mail that does not exist or an id that is not one', async () => {
    for (const id of [randomUUID(), 'abc', '12345']) {
      const answer = await notifications.call('POST', `/api/admin/mails/${id}/retry`, { identity: admin });
      expect(answer.status).toBe(404);
    }
  });
});
