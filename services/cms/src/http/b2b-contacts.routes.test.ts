import { AdminB2bContacts, B2bContactsAnswer, type Identity, translate } from '@shop/contracts';
import { auditLog } from '@shop/service-kit/db';
import { guest } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b2bNoticeAcceptances } from '../db/schema';
import { demoB2bContacts } from '../domain/b2b-contacts';
import { type CmsTestService, startCms } from '../test-support';

// The B2B contacts (SPEC §2, §6): a dealer gets them only after accepting the notice, the acceptance recorded
// with its time, once per dealer; a guest is asked to sign in and a retail customer or staff refused, so no
// contact ever reaches them. Staff keep the list in settings, saved whole at its version and audited.

let cms: CmsTestService;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cms, stop } = await startCms());
});
afterAll(() => stop?.());

const dealer = (customerId: string): Identity => ({
  app: 'storefront',
  role: 'CUSTOMER',
  customerId,
  customerType: 'b2b',
});
const retail: Identity = { app: 'storefront', role: 'CUSTOMER', customerId: 'retail-1', customerType: 'retail' };
const owner: Identity = {
  app: 'admin',
  role: 'ADMIN',
  customerId: '00000000-0000-4000-8000-0000000000a1',
  adminType: 'super_admin',
  staffName: 'Ewa Nowak',
};

const read = (identity: Identity, lang = 'pl') =>
  cms.call('GET', '/api/cms/b2b-contacts', { identity, headers: { 'x-language': lang } });
const accept = (identity: Identity, lang = 'pl') =>
  cms.call('POST', '/api/cms/b2b-contacts/accept', { identity, headers: { 'x-language': lang } });
const save = (body: unknown, lang = 'en') =>
  cms.call('PUT', '/api/admin/settings/b2b-contacts', { identity: owner, body, headers: { 'x-language': lang } });

describe('a dealer and the B2B contacts', () => {
  it('gets no contact before accepting the notice, then the contacts in its language; the acceptance is kept', async () => {
    const me = dealer('dealer-accepts');
    const before = await read(me);
    expect(before.status).toBe(200);
    expect(B2bContactsAnswer.parse(before.body)).toEqual({ acceptedAt: null, contacts: [] });
    expect(before.headers.get('cache-control')).toBe('private, no-store');

    const accepted = await accept(me);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const answer = B2bContactsAnswer.parse(accepted.body);
    expect(answer.acceptedAt).not.toBeNull();
    expect(answer.contacts).toEqual(demoB2bContacts.map((contact) => ({ ...contact, title: contact.title.pl })));
    const [row] = await cms.context.db
      .select()
      .from(b2bNoticeAcceptances)
      .where(eq(b2bNoticeAcceptances.customerId, 'dealer-accepts'));
    expect(row?.acceptedAt.toISOString()).toBe(answer.acceptedAt);

    // Accepting again keeps the first time; a later read in English has the English titles.
    expect(B2bContactsAnswer.parse((await accept(me)).body).acceptedAt).toBe(answer.acceptedAt);
    const english = B2bContactsAnswer.parse((await read(me, 'en')).body);
    expect(english.contacts[0]).toMatchObject({ title: demoB2bContacts[0]!.title.en });

    // Another dealer has not accepted anything.
    expect(B2bContactsAnswer.parse((await read(dealer('dealer-other'))).body).contacts).toEqual([]);
  });

  it('asks a guest to sign in and refuses a retail customer and staff, reading or accepting', async () => {
    for (const call of [read, accept]) {
      const asGuest = await call(guest);
      expect(asGuest.status).toBe(401);
      expect(asGuest.body.error.code).toBe('authentication_required');
      expect(JSON.stringify(asGuest.body)).not.toContain('@');
      for (const identity of [retail, owner]) {
        const refused = await call(identity);
        expect(refused.status).toBe(403);
        expect(refused.body.error.code).toBe('forbidden');
        expect(JSON.stringify(refused.body)).not.toContain(demoB2bContacts[0]!.email);
      }
    }
    const recorded = await cms.context.db.select().from(b2bNoticeAcceptances);
    expect(recorded.map((row) => row.customerId)).not.toContain('retail-1');
  });
});

describe('staff keep the B2B contacts in settings', () => {
  it('replace the list at the version read, audited; an older version is refused and nothing changes', async () => {
    const current = AdminB2bContacts.parse(
      (await cms.call('GET', '/api/admin/settings/b2b-contacts', { identity: owner })).body,
    );
    const contacts = [
      {
        name: 'Marta Lis',
        title: { pl: 'Opiekun dealerów', en: 'Dealer account manager' },
        phone: '+48 600 100 200',
        email: 'marta.lis@ebike.example',
      },
    ];
    const saved = await save({ version: current.version, contacts });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ version: current.version + 1, contacts });
    const late = await save({ version: current.version, contacts: [] });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(translate('error.changed_meanwhile', 'en'));

    const me = dealer('dealer-after-change');
    await accept(me);
    expect(B2bContactsAnswer.parse((await read(me)).body).contacts).toEqual([
      { name: 'Marta Lis', title: 'Opiekun dealerów', phone: '+48 600 100 200', email: 'marta.lis@ebike.example' },
    ]);

    const unchanged = await save({ version: current.version + 1, contacts });
    expect(unchanged.body.version).toBe(current.version + 1);
    const trail = await cms.context.db.select().from(auditLog).where(eq(auditLog.entityId, 'b2b-contacts'));
    expect(trail).toHaveLength(1);
    const history = await cms.call('GET', '/api/admin/settings/b2b-contacts/history', { identity: owner });
    expect(history.body.items).toHaveLength(1);
  });

  it('refuses a bad entry field by field, in Polish', async () => {
    const { version } = AdminB2bContacts.parse(
      (await cms.call('GET', '/api/admin/settings/b2b-contacts', { identity: owner })).body,
    );
    const bad = await save(
      {
        version,
        contacts: [
          { name: '', title: { pl: 'Serwis', en: '' }, phone: 'zadzwoń', email: 'nie-email' },
          { name: 'X', title: { pl: 'A', en: 'B' }, phone: '+48 600 100 200', email: 'x@ebike.example', extra: 1 },
        ],
      },
      'pl',
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual([
      'contacts.0.email',
      'contacts.0.name',
      'contacts.0.phone',
      'contacts.0.title.en',
      'contacts.1.extra',
    ]);
    expect(bad.body.error.fields['contacts.0.phone']).toBe(translate('field.phone', 'pl'));
    const tooMany = await save({
      version,
      contacts: Array.from({ length: 21 }, () => ({
        name: 'A',
        title: { pl: 'A', en: 'A' },
        phone: '+48 600 100 200',
        email: 'a@ebike.example',
      })),
    });
    expect(tooMany.status).toBe(400);
    const after = AdminB2bContacts.parse(
      (await cms.call('GET', '/api/admin/settings/b2b-contacts', { identity: owner })).body,
    );
    expect(after.version).toBe(version);
  });
});
