import {
  type AdminType,
  defaultShopSettings,
  type GeneralSettings,
  type Identity,
  type PaymentDeliverySettings,
  ShopConfig,
  settingsGroupsOf,
} from '@shop/contracts';
import { auditLog, outbox } from '@shop/service-kit/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../db/schema';
import { type CmsTestService, startCms } from '../test-support';

// The admin settings through their routes: each group read and saved whole, validated with the SPEC §5
// texts, recorded in the audit trail with the event in the same transaction, and followed by GET /api/config.
// Who may call them is the standing table-driven test's (gateway/src/admin-access.test.ts).

let cms: CmsTestService;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cms, stop } = await startCms());
});
afterAll(() => stop?.());

const staff = (adminType: AdminType, customerId: string): Identity => ({
  app: 'admin',
  role: 'ADMIN',
  customerId,
  adminType,
  staffName: 'Ewa Nowak',
});
const owner = staff('super_admin', '00000000-0000-4000-8000-0000000000a1');
const salesManager = staff('sales_manager', '00000000-0000-4000-8000-0000000000b2');

const { general: defaultGeneral, paymentDelivery: defaultPaymentDelivery } = settingsGroupsOf(defaultShopSettings);
const { mailboxes } = defaultGeneral;

const save = (group: 'general' | 'payment-delivery', body: unknown, identity = owner, lang = 'en') =>
  cms.call('PUT', `/api/admin/settings/${group}`, { identity, body, headers: { 'x-language': lang } });
const history = (group: string) => cms.call('GET', `/api/admin/settings/${group}/history`, { identity: owner });
const config = async () => ShopConfig.parse((await cms.call('GET', '/api/config')).body);
const settingsEvents = () => cms.context.db.select().from(outbox).where(eq(outbox.type, 'shop-settings-changed'));

async function reset() {
  await cms.context.db.delete(shopSettings);
  await cms.context.db.delete(auditLog);
}

describe('GET /api/admin/settings/*', () => {
  it('answers the defaults of SPEC §9 until staff save', async () => {
    await reset();
    const general = await cms.call('GET', '/api/admin/settings/general', { identity: owner });
    expect(general.status).toBe(200);
    expect(general.body).toEqual(defaultGeneral);
    expect(general.headers.get('cache-control')).toBe('no-store');
    const paymentDelivery = await cms.call('GET', '/api/admin/settings/payment-delivery', { identity: owner });
    expect(paymentDelivery.body).toMatchObject({
      freeCourierThreshold: { amount: 20_000, currency: 'PLN' },
      transferDueWorkingDays: 7,
      installmentMinimum: { amount: 10_000, currency: 'PLN' },
    });
  });
});

describe('PUT /api/admin/settings/payment-delivery', () => {
  const changed: PaymentDeliverySettings = {
    ...defaultPaymentDelivery,
    freeCourierThreshold: { amount: 30_000, currency: 'PLN' },
    paymentMethods: { ...defaultPaymentDelivery.paymentMethods, installment_ca: false },
  };

  it('saves the group, records who changed which field, and the storefront follows', async () => {
    await reset();
    const before = (await settingsEvents()).length;
    const answer = await save('payment-delivery', changed, salesManager);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(changed);
    expect((await cms.call('GET', '/api/admin/settings/payment-delivery', { identity: owner })).body).toEqual(changed);

    const trail = await history('payment-delivery');
    expect(trail.body.total).toBe(1);
    expect(trail.body.items[0]).toMatchObject({
      staffId: salesManager.customerId,
      adminType: 'sales_manager',
      action: 'update',
      changes: [
        { field: 'freeCourierThreshold.amount', before: 20_000, after: 30_000 },
        { field: 'paymentMethods.installment_ca', before: true, after: false },
      ],
    });
    expect((await history('general')).body.total).toBe(0);

    const events = await settingsEvents();
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)?.envelope).toMatchObject({
      data: { revision: 1, settings: { ...defaultGeneral, ...changed } },
    });

    await cms.eventsIdle();
    const shown = await config();
    expect(shown.freeDeliveryThreshold).toEqual({ amount: 30_000, currency: 'PLN' });
    expect(shown.payment.methods).not.toContain('installment_ca');
    expect(shown.payment.installments.map((offer) => offer.method)).toEqual(['installment_eraty']);
  });

  it('records nothing when the group is saved unchanged', async () => {
    const events = (await settingsEvents()).length;
    expect((await save('payment-delivery', changed)).status).toBe(200);
    expect((await history('payment-delivery')).body.total).toBe(1);
    expect(await settingsEvents()).toHaveLength(events);
  });

  it('refuses bad values field by field, in the caller’s language, and writes nothing', async () => {
    const events = (await settingsEvents()).length;
    const bad = {
      ...changed,
      freeCourierThreshold: { amount: 10_000_001, currency: 'PLN' },
      transferDueWorkingDays: 0,
      installmentMinimum: { amount: 9_999, currency: 'PLN' },
      courierPrice: { PLN: 12.5, EUR: 700 },
      paymentMethods: Object.fromEntries(Object.keys(changed.paymentMethods).map((method) => [method, false])),
      deliveryMethods: { COURIER: true },
      extra: 1,
    };
    const answer = await save('payment-delivery', bad);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      'freeCourierThreshold.amount': 'The value must be at most 10000000',
      transferDueWorkingDays: 'The value must be at least 1',
      'installmentMinimum.amount': 'The value must be at least 10000',
      'courierPrice.PLN': 'Enter a whole number',
      paymentMethods: 'Choose at least 1',
      'deliveryMethods.PICKUP': 'This field is required',
      extra: 'Unknown field',
    });
    const polish = await save('payment-delivery', { ...changed, transferDueWorkingDays: 61 }, owner, 'pl');
    expect(polish.body.error.fields).toEqual({ transferDueWorkingDays: 'Wartość może wynosić najwyżej 60' });
    expect((await history('payment-delivery')).body.total).toBe(1);
    expect(await settingsEvents()).toHaveLength(events);
  });
});

describe('PUT /api/admin/settings/general', () => {
  it('saves the shop data and test mode, never sending the staff mailbox to the storefront', async () => {
    const general: GeneralSettings = {
      ...defaultGeneral,
      company: { ...defaultGeneral.company, name: 'Zefir Rowery S.A.' },
      mailboxes: { ...defaultGeneral.mailboxes, sales: 'sprzedaz@zefir.example', admin: 'it@zefir.example' },
      openingHours: { days: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '17:00' },
      testMode: false,
    };
    expect((await save('general', general)).status).toBe(200);
    await cms.eventsIdle();
    const shown = await config();
    expect(shown).toMatchObject({
      testMode: false,
      company: { name: 'Zefir Rowery S.A.' },
      openingHours: general.openingHours,
    });
    expect(shown.contact).toEqual({
      sales: 'sprzedaz@zefir.example',
      service: mailboxes.service,
      b2b: mailboxes.b2b,
      general: 'kontakt@zefir.example',
    });
    expect(JSON.stringify(shown)).not.toContain('it@zefir.example');
    // The other group keeps what was saved for it.
    expect(shown.freeDeliveryThreshold.amount).toBe(30_000);
    const [entry] = (await history('general')).body.items;
    expect(entry.changes.map((change: { field: string }) => change.field)).toEqual([
      'company.name',
      'mailboxes.admin',
      'mailboxes.sales',
      'openingHours.closes',
      'openingHours.days',
      'openingHours.opens',
      'testMode',
    ]);
  });

  it('refuses a bad address, hours and links with the SPEC §5 texts', async () => {
    const answer = await save('general', {
      ...defaultGeneral,
      company: { ...defaultGeneral.company, taxId: '123', zipCode: '00950' },
      mailboxes: { ...defaultGeneral.mailboxes, b2b: 'not-an-address' },
      social: { ...defaultGeneral.social, tiktok: 'http://www.tiktok.com/@zefirbikes' },
      openingHours: { days: [1, 1], opens: '16:00', closes: '08:00' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      'company.taxId': 'The tax ID must have 10 digits',
      'company.zipCode': 'Enter the postal code as 00-000',
      'mailboxes.b2b': 'Enter a valid e-mail address',
      'social.tiktok': 'Enter a valid URL',
      'openingHours.days': 'This value already exists',
      'openingHours.closes': 'The value must be at least 16:00',
    });
  });

  it('keeps the warehouse sync interval in seconds, 5 to 3600, and gives it to every service', async () => {
    for (const bad of [2, 1.5, 7200])
      expect((await save('general', { ...defaultGeneral, warehouseSyncIntervalSeconds: bad })).status).toBe(400);
    const answer = await save('general', { ...defaultGeneral, warehouseSyncIntervalSeconds: 60 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const internal = await cms.call('GET', '/internal/cms/shop-settings', {
      identity: { app: 'internal', role: 'GUEST' },
    });
    expect(internal.body.settings.warehouseSyncIntervalSeconds).toBe(60);
    await save('general', defaultGeneral);
  });

  it('keeps the newest revision when two staff members save at once', async () => {
    const [first, second] = await Promise.all([
      save('general', { ...defaultGeneral, testMode: true }),
      save('payment-delivery', { ...defaultPaymentDelivery, transferDueWorkingDays: 14 }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [row] = await cms.context.db.select().from(shopSettings);
    const revisions = (await settingsEvents()).map(
      (event) => (event.envelope as { data: { revision: number } }).data.revision,
    );
    expect(new Set(revisions).size).toBe(revisions.length);
    expect(Math.max(...revisions)).toBe(row?.revision);
    await cms.eventsIdle();
    expect(cms.context.shopSettings()).toMatchObject({ testMode: true, transferDueWorkingDays: 14 });
  });
});

describe('GET /internal/cms/shop-settings', () => {
  it('answers the settings with their revision to other services only', async () => {
    const [row] = await cms.context.db.select().from(shopSettings);
    const answer = await cms.call('GET', '/internal/cms/shop-settings', {
      identity: { app: 'internal', role: 'GUEST' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ revision: row?.revision, settings: { transferDueWorkingDays: 14 } });
    expect((await cms.call('GET', '/internal/cms/shop-settings')).status).toBe(403);
  });
});
