import {
  AdminPolicy,
  DealerPolicyList,
  type Identity,
  InsuranceCheckAnswer,
  InsurancePolicyRegistered,
  Policy,
  todayInWarsaw,
  translate,
} from '@shop/contracts';
import { auditLog, outbox } from '@shop/service-kit/db';
import { type FakeCall, fakeServiceCaller, guest, staffIdentity } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CmsTestService, en, pl, startCms } from '../test-support';
import { addDays } from './insurance-period';
import { type RunningSandbox, startInsuranceSandbox } from './sandbox';
import { insurancePolicies } from './schema';

// Registering a sold bike (issue 25): a dealer or staff register a frame the factory completed; cms asks the
// insurer (the sandbox), keeps one policy per frame and records the buyer's certificate event. Unknown or
// unfinished frames, dates before the assembly or in the future, a frame registered twice (also by two dealers
// at once, on PostgreSQL when it is reachable) and the insurer failing are refused with no policy recorded. The
// insurer is called outside any transaction (the pending registration is already committed while it answers),
// and a registration whose answer was lost, tried again, is one policy.

let cms: CmsTestService;
let stop: () => Promise<void>;
let sandbox: RunningSandbox;
const today = todayInWarsaw();
const assembledAt = `${addDays(today, -30)}T10:00:00.000Z`;
const calls: FakeCall[] = [];
/** What another connection saw of the frame's row while the insurer was being asked. */
const seenWhileAsking: Array<{ policyNumber: string | null; claimed: boolean }> = [];

/** The factory's frames: completed ones, one still on the line, the insurer's failing and hanging ones. */
const frames: Record<string, { sku: string; completedAt: string | null }> = {
  ZFDEALER0001: { sku: 'ZEFIR-TRAIL-M', completedAt: assembledAt },
  ZFDEALER0002: { sku: 'ZEFIR-CITY-S', completedAt: assembledAt },
  ZFRACE00001: { sku: 'ZEFIR-TRAIL-M', completedAt: assembledAt },
  ZFSTAFF0001: { sku: 'ZEFIR-CITY-S', completedAt: assembledAt },
  ZFONLINE0001: { sku: 'ZEFIR-TRAIL-M', completedAt: null },
  ZF0000ERR500: { sku: 'ZEFIR-TRAIL-M', completedAt: assembledAt },
  ZF0000TIMEOUT: { sku: 'ZEFIR-TRAIL-M', completedAt: assembledAt },
  ZFOLDSKU0001: { sku: 'GONE-SKU', completedAt: assembledAt },
  ZFLOST00001: { sku: 'ZEFIR-CITY-S', completedAt: assembledAt },
  ZFASKING0001: { sku: 'ZEFIR-CITY-S', completedAt: assembledAt },
};
const prices: Record<string, number> = { 'ZEFIR-TRAIL-M': 1_899_900, 'ZEFIR-CITY-S': 699_900 };

beforeAll(async () => {
  sandbox = await startInsuranceSandbox({
    losingAnswers: ['ZFLOST00001'],
    beforeRegistering: async (frameNumber) => {
      if (frameNumber !== 'ZFASKING0001') return;
      for (const row of await rowsOf(frameNumber)) {
        seenWhileAsking.push({ policyNumber: row.policyNumber, claimed: row.claimedUntil !== null });
      }
    },
  });
  ({ cms, stop } = await startCms({
    env: { INSURANCE_VERIFIER_URL: sandbox.url, INSURANCE_VERIFIER_TIMEOUT_MS: '300' },
  }));
  cms.context.services = fakeServiceCaller((call) => {
    calls.push(call);
    const params = call.input.params as Record<string, string>;
    if (call.path === '/internal/warehouse/assemblies/:frameNumber') {
      const frame = frames[params.frameNumber!];
      if (!frame) return { ok: false, status: 404, error: undefined };
      return { ok: true, status: 200, body: { frameNumber: params.frameNumber, modelName: 'Zefir', ...frame } };
    }
    if (call.path === '/internal/catalog/variants/:sku') {
      const price = prices[params.sku!];
      if (price === undefined) return { ok: false, status: 404, error: undefined };
      const name = params.sku!.includes('TRAIL') ? 'Zefir Trail 29' : 'Zefir City';
      return {
        ok: true,
        status: 200,
        body: { sku: params.sku, productId: 1, variantId: 2, name: { pl: name, en: name }, regularGross: price },
      };
    }
    throw new Error(`unexpected call ${call.path}`);
  });
});
afterAll(async () => {
  await stop?.();
  await sandbox?.stop();
});
beforeEach(() => {
  calls.length = 0;
});

const dealer = (customerId: string): Identity => ({
  app: 'storefront',
  role: 'CUSTOMER',
  customerId,
  customerType: 'b2b',
});
const retail: Identity = { app: 'storefront', role: 'CUSTOMER', customerId: 'retail-1', customerType: 'retail' };
const sales = staffIdentity('sales_employee');

const sale = (frameNumber: string, overrides: Record<string, unknown> = {}) => ({
  frameNumber,
  purchaseDate: addDays(today, -5),
  buyerName: 'Jan Kowalski',
  buyerEmail: 'jan.kowalski@example.pl',
  buyerLanguage: 'pl',
  saleDocument: 'FV/2026/11/0042',
  ...overrides,
});
const register = (identity: Identity, body: unknown, headers = en) =>
  cms.call('POST', '/api/insurance/policies', { identity, body, headers });
const rowsOf = (frameNumber: string) =>
  cms.context.db.select().from(insurancePolicies).where(eq(insurancePolicies.frameNumber, frameNumber));
const certificateEvents = async () =>
  (await cms.context.db.select().from(outbox).where(eq(outbox.subject, InsurancePolicyRegistered.subject))).map((row) =>
    InsurancePolicyRegistered.data.parse((row.envelope as { data: unknown }).data),
  );

describe('a dealer registers a sold bike', () => {
  it('keeps the policy, insures the bike at the insurer and records the certificate e-mail once', async () => {
    const answer = await register(dealer('dealer-a'), sale('zfdealer0001'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const policy = Policy.parse(answer.body);
    expect(policy).toMatchObject({
      frameNumber: 'ZFDEALER0001',
      productName: 'Zefir Trail 29',
      purchaseDate: addDays(today, -5),
      cover: { from: addDays(today, -4) },
      // 18 999 PLN is capped at 15 000 PLN.
      insuredSum: { amount: 1_500_000, currency: 'PLN' },
      state: 'active',
    });
    expect(policy.policyNumber).toMatch(/^ZEF\/\d{4}\/\d{6}$/);
    expect(sandbox.registered.map((unit) => unit.frameNumber)).toContain('ZFDEALER0001');

    const events = await certificateEvents();
    expect(events.filter((event) => event.frameNumber === 'ZFDEALER0001')).toEqual([
      expect.objectContaining({
        policyNumber: policy.policyNumber,
        buyerEmail: 'jan.kowalski@example.pl',
        language: 'pl',
        insuredSum: { amount: 1_500_000, currency: 'PLN' },
      }),
    ]);

    // The storefront's check now finds the bike insured.
    const query = new URLSearchParams({ frameNumber: 'ZFDEALER0001', purchaseDate: addDays(today, -5) });
    const check = await cms.call('GET', `/api/insurance/check?${query}`, { headers: pl });
    expect(InsuranceCheckAnswer.parse(check.body).result).toBe('insured');
  });

  it('shows a dealer only its own registrations', async () => {
    const created = await register(dealer('dealer-b'), sale('ZFDEALER0002', { buyerLanguage: 'en' }), pl);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(Policy.parse(created.body).insuredSum.amount).toBe(699_900);
    const list = async (id: string) =>
      DealerPolicyList.parse((await cms.call('GET', '/api/insurance/policies', { identity: dealer(id) })).body).items;
    expect((await list('dealer-b')).map((item) => item.frameNumber)).toEqual(['ZFDEALER0002']);
    expect((await list('dealer-a')).map((item) => item.frameNumber)).toEqual(['ZFDEALER0001']);
    expect(await list('dealer-c')).toEqual([]);
  });

  it('refuses a frame registered already without naming who registered it', async () => {
    const again = await register(dealer('dealer-b'), sale('ZFDEALER0001', { saleDocument: 'PAR/1' }), pl);
    expect(again.status).toBe(409);
    expect(again.body.error.fields.frameNumber).toBe(translate('error.insurance_frame_registered', 'pl'));
    expect(JSON.stringify(again.body)).not.toContain('dealer-a');
    expect(await rowsOf('ZFDEALER0001')).toHaveLength(1);
  });

  it('registers one of two dealers registering the same frame at once', async () => {
    const [first, second] = await Promise.all([
      register(dealer('dealer-x'), sale('ZFRACE00001')),
      register(dealer('dealer-y'), sale('ZFRACE00001')),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.error.message).toBe(translate('error.insurance_frame_registered', 'en'));
    expect(JSON.stringify(loser.body)).not.toMatch(/dealer-[xy]/);
    expect(await rowsOf('ZFRACE00001')).toHaveLength(1);
    expect(sandbox.registered.filter((unit) => unit.frameNumber === 'ZFRACE00001')).toHaveLength(1);
    expect((await certificateEvents()).filter((event) => event.frameNumber === 'ZFRACE00001')).toHaveLength(1);
  });

  it('refuses frames the factory did not complete, and dates before the assembly or in the future', async () => {
    const unknown = await register(dealer('dealer-a'), sale('ZFNOTOURS01'), pl);
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields.frameNumber).toBe(translate('error.insurance_frame_unknown', 'pl'));
    const unfinished = await register(dealer('dealer-a'), sale('ZFONLINE0001'));
    expect(unfinished.status).toBe(422);
    expect(unfinished.body.error.fields.frameNumber).toBe(translate('error.insurance_frame_unknown', 'en'));
    const early = await register(dealer('dealer-a'), sale('ZFSTAFF0001', { purchaseDate: addDays(today, -31) }));
    expect(early.status).toBe(422);
    expect(early.body.error.fields.purchaseDate).toBe(
      translate('error.insurance_before_assembly', 'en', { date: addDays(today, -30) }),
    );
    const future = await register(dealer('dealer-a'), sale('ZFSTAFF0001', { purchaseDate: addDays(today, 1) }));
    expect(future.status).toBe(400);
    expect(future.body.error.fields.purchaseDate).toBe(translate('field.purchase_date_future', 'en'));
    const blank = await register(dealer('dealer-a'), sale('ZFSTAFF0001', { buyerName: ' ', buyerEmail: 'nope' }), pl);
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.error.fields).sort()).toEqual(['buyerEmail', 'buyerName']);
    expect(await rowsOf('ZFSTAFF0001')).toEqual([]);
    expect(await rowsOf('ZFNOTOURS01')).toEqual([]);
  });

  it('answers "insurer unavailable, try again" when the insurer fails or is silent, with no policy', async () => {
    for (const frameNumber of ['ZF0000ERR500', 'ZF0000TIMEOUT']) {
      const answer = await register(dealer('dealer-a'), sale(frameNumber), pl);
      expect(answer.status, frameNumber).toBe(503);
      expect(answer.body.error.message).toBe(translate('error.insurance_unavailable', 'pl'));
      // Kept pending and free (the insurer may have it): no policy number, nobody holding it, listed nowhere.
      expect((await rowsOf(frameNumber)).map((row) => [row.policyNumber, row.claimedUntil])).toEqual([[null, null]]);
      const list = await cms.call('GET', '/api/insurance/policies', { identity: dealer('dealer-a') });
      expect(JSON.stringify(list.body)).not.toContain(frameNumber);
    }
    expect((await certificateEvents()).map((event) => event.frameNumber)).not.toContain('ZF0000ERR500');
    // A second try, the insurer still failing, takes the pending row over and fails the same way.
    expect((await register(dealer('dealer-b'), sale('ZF0000ERR500'))).status).toBe(503);
    expect(await rowsOf('ZF0000ERR500')).toHaveLength(1);
  });

  it('asks the insurer outside any transaction: the pending registration is committed while it answers', async () => {
    const answer = await register(dealer('dealer-a'), sale('ZFASKING0001'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(seenWhileAsking).toEqual([{ policyNumber: null, claimed: true }]);
    expect((await rowsOf('ZFASKING0001')).map((row) => [row.policyNumber, row.claimedUntil])).toEqual([
      [Policy.parse(answer.body).policyNumber, null],
    ]);
  });

  it('makes a registration whose answer was lost, tried again, one policy at the insurer', async () => {
    const lost = await register(dealer('dealer-a'), sale('ZFLOST00001'), pl);
    expect(lost.status).toBe(503);
    const atInsurer = sandbox.registered.filter((unit) => unit.frameNumber === 'ZFLOST00001');
    expect(atInsurer).toHaveLength(1);
    const again = await register(dealer('dealer-a'), sale('ZFLOST00001'), pl);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(Policy.parse(again.body).policyNumber).toBe(atInsurer[0]!.policyNumber);
    expect(sandbox.registered.filter((unit) => unit.frameNumber === 'ZFLOST00001')).toHaveLength(1);
    expect(await rowsOf('ZFLOST00001')).toHaveLength(1);
    expect((await certificateEvents()).filter((event) => event.frameNumber === 'ZFLOST00001')).toHaveLength(1);
  });

  it('lets only signed-in dealers register and list', async () => {
    expect((await register(guest, sale('ZFSTAFF0001'))).status).toBe(401);
    expect((await register(retail, sale('ZFSTAFF0001'))).status).toBe(403);
    expect((await cms.call('GET', '/api/insurance/policies', { identity: retail })).status).toBe(403);
    expect((await register(sales, sale('ZFSTAFF0001'))).status).toBe(403);
  });
});

describe('staff register and list policies', () => {
  it('registers one in the back office, audited, and lists every policy with who registered it', async () => {
    const created = await cms.call('POST', '/api/admin/insurance/policies', {
      identity: sales,
      body: sale('ZFSTAFF0001', { buyerLanguage: 'en' }),
      headers: en,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const policy = AdminPolicy.parse(created.body);
    expect(policy).toMatchObject({ registeredBy: 'staff', dealerId: null, frameNumber: 'ZFSTAFF0001' });
    const audit = await cms.context.db.select().from(auditLog).where(eq(auditLog.entityId, policy.id));
    expect(audit.map((entry) => [entry.action, entry.entity, entry.staffId])).toEqual([
      ['create', 'insurance_policy', sales.customerId],
    ]);

    const list = await cms.call(
      'GET',
      '/api/admin/insurance/policies?filters[registeredBy]=dealer&sort=frameNumber&dir=asc',
      {
        identity: sales,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: AdminPolicy) => [item.frameNumber, item.dealerId])).toEqual([
      ['ZFASKING0001', 'dealer-a'],
      ['ZFDEALER0001', 'dealer-a'],
      ['ZFDEALER0002', 'dealer-b'],
      ['ZFLOST00001', 'dealer-a'],
      ['ZFRACE00001', expect.stringMatching(/^dealer-[xy]$/)],
    ]);
    const found = await cms.call('GET', '/api/admin/insurance/policies?filters[q]=zfstaff', { identity: sales });
    expect(found.body.items.map((item: AdminPolicy) => item.id)).toEqual([policy.id]);
    const one = await cms.call('GET', `/api/admin/insurance/policies/${policy.id}`, { identity: sales });
    expect(AdminPolicy.parse(one.body).staffName).toBe(policy.staffName);
  });

  it('keeps policies from staff without the permission and refuses a SKU the catalogue lost', async () => {
    const factory = staffIdentity('factory_employee');
    expect((await cms.call('GET', '/api/admin/insurance/policies', { identity: factory })).status).toBe(403);
    const reader = staffIdentity('service_employee');
    const refused = await cms.call('POST', '/api/admin/insurance/policies', {
      identity: reader,
      body: sale('ZFOLDSKU0001'),
    });
    expect(refused.status).toBe(403);
    const lost = await cms.call('POST', '/api/admin/insurance/policies', {
      identity: sales,
      body: sale('ZFOLDSKU0001'),
    });
    expect(lost.status).toBe(422);
    expect(await rowsOf('ZFOLDSKU0001')).toEqual([]);
  });
});
