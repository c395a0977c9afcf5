import { SafetyReportOpened } from '@shop/contracts';
import { auditLog } from '@shop/service-kit/db';
import { staffIdentity } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { type CmsTestService, en, pl, startCms } from '../test-support';

// A dangerous product reported through the contact form (issue 27): a safety report the service desk must
// close, and the service manager's e-mail announced in the same transaction.

let cms: CmsTestService;
let stop: () => Promise<void>;
const service = staffIdentity('service_employee');
const marketing = staffIdentity('marketing_employee');

const danger = {
  name: 'Piotr Zieliński',
  email: 'piotr@example.pl',
  phone: '',
  topic: 'danger',
  message: 'Bateria mojego roweru Zefir C1 puchnie i robi się gorąca podczas ładowania.',
  consent: true,
};

beforeAll(async () => {
  ({ cms, stop } = await startCms());
});
afterAll(async () => {
  await stop?.();
});

const send = (body: object, headers = pl) => cms.call('POST', '/api/contact/message', { body, headers });
const list = (query = '') => cms.call('GET', `/api/admin/safety-reports${query}`, { identity: service });

describe('a danger message becomes a safety report', () => {
  it('opens a numbered report and tells the service manager, from the settings, at once', async () => {
    expect((await send(danger)).status).toBe(200);
    const { body } = await list('?filters[state]=open');
    const report = body.items.find((item: { email: string }) => item.email === danger.email);
    expect(report).toMatchObject({
      state: 'open',
      name: danger.name,
      phone: null,
      message: danger.message,
      language: 'pl',
      closedAt: null,
    });
    expect(report.number).toMatch(/^ZB\/\d{4}\/\d{4}$/);
    const events = await cms.context.db.select().from(outbox).where(eq(outbox.type, SafetyReportOpened.type));
    expect(events.map((row) => (row.envelope as { data: unknown }).data)).toContainEqual(
      expect.objectContaining({ reportId: report.id, number: report.number, to: 'kierownik.serwisu@zefir.example' }),
    );
  });

  it('opens none for another topic, and the accessibility topic is accepted for its own mailbox', async () => {
    const before = (await list()).body.total;
    expect((await send({ ...danger, topic: 'accessibility', email: 'ola@example.pl' }, en)).status).toBe(200);
    expect((await list()).body.total).toBe(before);
  });

  it('numbers reports one after another', async () => {
    await send({ ...danger, email: 'a1@example.pl' });
    await send({ ...danger, email: 'a2@example.pl' });
    const { body } = await list('?sort=number&dir=desc&limit=2');
    const [second, first] = body.items.map((item: { number: string }) => Number(item.number.slice(-4)));
    expect(second).toBe(first + 1);
  });
});

describe('staff close a report with a note', () => {
  it('closes it once, audited, and the dashboard counts only open ones', async () => {
    await send({ ...danger, email: 'close@example.pl' });
    const report = (await list('?filters[state]=open')).body.items.find(
      (item: { email: string }) => item.email === 'close@example.pl',
    );
    const openBefore = (await cms.call('GET', '/api/admin/dashboard/safety-reports', { identity: service })).body;
    expect(openBefore.open).toBeGreaterThan(0);
    expect(openBefore.oldestOpenAt).toEqual(expect.any(String));

    const noNote = await cms.call('POST', `/api/admin/safety-reports/${report.id}/close`, {
      identity: service,
      body: { note: '  ' },
      headers: pl,
    });
    expect(noNote.status).toBe(400);
    expect(noNote.body.error.fields.note).toBe('To pole jest wymagane');

    const note = 'Klient dostał nową baterię, stara odesłana do producenta ogniw.';
    const closed = await cms.call('POST', `/api/admin/safety-reports/${report.id}/close`, {
      identity: service,
      body: { note },
    });
    expect(closed.body).toMatchObject({ state: 'closed', closingNote: note, closedBy: 'Ewa Nowak' });
    const again = await cms.call('POST', `/api/admin/safety-reports/${report.id}/close`, {
      identity: service,
      body: { note: 'drugi raz' },
      headers: en,
    });
    expect(again.status).toBe(409);
    expect((await cms.call('GET', `/api/admin/safety-reports/${report.id}`, { identity: service })).body).toMatchObject(
      { closingNote: note },
    );
    const history = await cms.context.db.select().from(auditLog).where(eq(auditLog.entityId, report.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'close', entity: 'safety_report', staffName: 'Ewa Nowak' });

    const openAfter = (await cms.call('GET', '/api/admin/dashboard/safety-reports', { identity: service })).body;
    expect(openAfter.open).toBe(openBefore.open - 1);
    const closedList = (await list('?filters[state]=closed')).body.items;
    expect(closedList.map((item: { id: string }) => item.id)).toContain(report.id);
  });

  it('refuses staff without the service desk permissions, and an unknown report is not found', async () => {
    expect((await cms.call('GET', '/api/admin/safety-reports', { identity: marketing })).status).toBe(403);
    const unknown = await cms.call('GET', `/api/admin/safety-reports/${crypto.randomUUID()}`, { identity: service });
    expect(unknown.status).toBe(404);
  });
});
