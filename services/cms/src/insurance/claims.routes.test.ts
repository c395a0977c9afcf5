import {
  Claim,
  formatDate,
  formatMoney,
  InsuranceCheckAnswer,
  Payout,
  PolicyClaims,
  todayInWarsaw,
  translate,
} from '@shop/contracts';
import { auditLog } from '@shop/service-kit/db';
import { guest, staffIdentity } from '@shop/service-kit/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CmsTestService, en, pl, startCms } from '../test-support';
import { insuranceClaims, insurancePayouts } from './claims.schema';
import { addDays } from './insurance-period';
import { type RunningSandbox, type SandboxPolicy, startInsuranceSandbox } from './sandbox';
import { insurancePolicies } from './schema';

// Claims and payouts on insured bikes (issue 25, SPEC §4 and §9): staff with insurance.update record a claim
// (reported to the insurer, the sandbox) and the insurer's payouts, which lower the remaining sum and never
// exceed it; a theft payout ends the policy; the storefront's checker shows what remains. Every bad path —
// a late police report, an event outside the cover, an expired or ended policy, too large a payout, the
// insurer failing or silent, a caller without the permission — records nothing.

let cms: CmsTestService;
let stop: () => Promise<void>;
let sandbox: RunningSandbox;
const today = todayInWarsaw();
const hour = 3_600_000;
const service = staffIdentity('service_employee');

/** Policies the shop keeps, known to the sandbox too: frame → purchase date and insured sum. */
const units: Record<string, { purchaseDate: string; insuredSum: number; policyNumber: string }> = {
  ZFCLAIM00001: { purchaseDate: addDays(today, -30), insuredSum: 1_000_000, policyNumber: 'ZEF/2026/900001' },
  ZFCLAIM00002: { purchaseDate: addDays(today, -30), insuredSum: 1_200_000, policyNumber: 'ZEF/2026/900002' },
  ZFCLAIM00003: { purchaseDate: addDays(today, -400), insuredSum: 900_000, policyNumber: 'ZEF/2025/900003' },
  ZFCLAIM00004: { purchaseDate: addDays(today, -30), insuredSum: 500_000, policyNumber: 'ZEF/2026/900004' },
  ZF0000ERR500: { purchaseDate: addDays(today, -30), insuredSum: 500_000, policyNumber: 'ZEF/2026/900005' },
  ZF0000TIMEOUT: { purchaseDate: addDays(today, -30), insuredSum: 500_000, policyNumber: 'ZEF/2026/900006' },
};
const ids: Record<string, string> = {};

beforeAll(async () => {
  const policies: SandboxPolicy[] = Object.entries(units).map(([frameNumber, unit]) => ({
    frameNumber,
    purchaseDate: unit.purchaseDate,
    policyNumber: unit.policyNumber,
  }));
  sandbox = await startInsuranceSandbox({ policies, failingPayouts: ['ZFCLAIM00004'] });
  ({ cms, stop } = await startCms({
    env: { INSURANCE_VERIFIER_URL: sandbox.url, INSURANCE_VERIFIER_TIMEOUT_MS: '300' },
  }));
  for (const [frameNumber, unit] of Object.entries(units)) {
    const id = crypto.randomUUID();
    ids[frameNumber] = id;
    await cms.context.db.insert(insurancePolicies).values({
      id,
      frameNumber,
      policyNumber: unit.policyNumber,
      purchaseDate: unit.purchaseDate,
      coverFrom: addDays(unit.purchaseDate, 1),
      coverTo: addDays(unit.purchaseDate, 365),
      insuredSum: unit.insuredSum,
      sku: 'ZF-1001-01',
      productName: { pl: 'Zefir Miejski C1', en: 'Zefir City C1' },
      buyerName: 'Jan Kowalski',
      buyerEmail: 'jan.kowalski@example.pl',
      buyerLanguage: 'pl',
      saleDocument: 'FV/2026/11/0042',
      registeredBy: 'staff',
      staffId: 'staff-1',
      staffName: 'Ewa Nowak',
    });
  }
});
afterAll(async () => {
  await stop?.();
  await sandbox?.stop();
});

const ago = (hours: number) => new Date(Date.now() - hours * hour).toISOString();
const damage = (overrides: Record<string, unknown> = {}) => ({
  kind: 'accidental_damage',
  occurredAt: ago(30),
  description: 'Upadek na oblodzonej ścieżce, pęknięta rama',
  ...overrides,
});
const theft = (overrides: Record<string, unknown> = {}) => ({
  kind: 'theft_forced_entry',
  occurredAt: ago(50),
  description: 'Kradzież z piwnicy, przecięte zapięcie U-lock',
  policeReportNumber: 'KMP-1234/26',
  policeReportedAt: ago(40),
  ...overrides,
});
const claim = (frameNumber: string, body: unknown, headers = pl, identity = service) =>
  cms.call('POST', `/api/admin/insurance/policies/${ids[frameNumber]}/claims`, { identity, body, headers });
const payout = (frameNumber: string, claimId: string, amount: unknown, headers = pl, identity = service) =>
  cms.call('POST', `/api/admin/insurance/policies/${ids[frameNumber]}/claims/${claimId}/payouts`, {
    identity,
    body: { amount },
    headers,
  });
const claimsOf = async (frameNumber: string) =>
  PolicyClaims.parse(
    (await cms.call('GET', `/api/admin/insurance/policies/${ids[frameNumber]}/claims`, { identity: service })).body,
  );
const check = async (frameNumber: string, headers = pl) => {
  const query = new URLSearchParams({ frameNumber, purchaseDate: units[frameNumber]!.purchaseDate });
  return InsuranceCheckAnswer.parse((await cms.call('GET', `/api/insurance/check?${query}`, { headers })).body);
};
const rowCounts = async (frameNumber: string) => ({
  claims: (await cms.context.db.select().from(insuranceClaims).where(eq(insuranceClaims.policyId, ids[frameNumber]!)))
    .length,
  payouts: (
    await cms.context.db.select().from(insurancePayouts).where(eq(insurancePayouts.policyId, ids[frameNumber]!))
  ).length,
});

describe('a claim with payouts lowers the remaining sum', () => {
  it('records a damage claim and payouts, refuses one over what remains naming the amount left, audited', async () => {
    expect((await check('ZFCLAIM00001')).remainingSum).toEqual({ amount: 1_000_000, currency: 'PLN' });
    const created = await claim('ZFCLAIM00001', damage());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const recorded = Claim.parse(created.body);
    expect(recorded).toMatchObject({ kind: 'accidental_damage', policeReportNumber: null, staffName: 'Ewa Nowak' });
    expect(recorded.claimNumber).toMatch(/^SZK\//);

    const first = await payout('ZFCLAIM00001', recorded.id, 580_000);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(Payout.parse(first.body).amount).toEqual({ amount: 580_000, currency: 'PLN' });

    const tooMuch = await payout('ZFCLAIM00001', recorded.id, 420_001);
    expect(tooMuch.status).toBe(422);
    const left = formatMoney({ amount: 420_000, currency: 'PLN' }, 'pl');
    expect(left).toBe('4\u00a0200,00\u00a0zł');
    expect(tooMuch.body.error.fields.amount).toBe(translate('error.insurance_payout_exceeds', 'pl', { amount: left }));
    expect(tooMuch.body.error.message).toContain(left);
    const tooMuchEn = await payout('ZFCLAIM00001', recorded.id, 500_000, en);
    expect(tooMuchEn.body.error.message).toContain(formatMoney({ amount: 420_000, currency: 'PLN' }, 'en'));

    const answer = await check('ZFCLAIM00001');
    expect(answer.result).toBe('insured');
    expect(answer.remainingSum).toEqual({ amount: 420_000, currency: 'PLN' });

    const policy = await claimsOf('ZFCLAIM00001');
    expect(policy.remainingSum.amount).toBe(420_000);
    expect(policy.endedAt).toBeNull();
    expect(policy.items.map((item) => [item.id, item.payouts.map((one) => one.amount.amount)])).toEqual([
      [recorded.id, [580_000]],
    ]);
    expect(await rowCounts('ZFCLAIM00001')).toEqual({ claims: 1, payouts: 1 });

    // The exact remainder is paid; nothing is left after it and the bike stays insured (damage, not theft).
    expect((await payout('ZFCLAIM00001', recorded.id, 420_000)).status).toBe(201);
    expect((await check('ZFCLAIM00001')).remainingSum?.amount).toBe(0);
    expect((await payout('ZFCLAIM00001', recorded.id, 1)).status).toBe(422);

    const audit = await cms.context.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entity, ['insurance_claim', 'insurance_payout']));
    expect(audit.map((entry) => [entry.entity, entry.action, entry.staffId])).toEqual([
      ['insurance_claim', 'create', service.customerId],
      ['insurance_payout', 'create', service.customerId],
      ['insurance_payout', 'create', service.customerId],
    ]);
  });

  it('refuses a payout of nothing, of a fraction, or on a claim of another policy', async () => {
    const created = Claim.parse((await claim('ZFCLAIM00002', damage())).body);
    const zero = await payout('ZFCLAIM00002', created.id, 0);
    expect(zero.status).toBe(400);
    expect(zero.body.error.fields.amount).toBe(translate('field.payout_positive', 'pl'));
    expect((await payout('ZFCLAIM00002', created.id, 10.5)).status).toBe(400);
    expect((await payout('ZFCLAIM00001', created.id, 100)).status).toBe(404);
    expect((await payout('ZFCLAIM00002', crypto.randomUUID(), 100)).status).toBe(404);
    expect(await rowCounts('ZFCLAIM00002')).toEqual({ claims: 1, payouts: 0 });
  });
});

describe('theft and robbery', () => {
  it('need the police report, made within 48 hours of the event and not before it', async () => {
    const missing = await claim('ZFCLAIM00002', theft({ policeReportNumber: undefined, policeReportedAt: undefined }));
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(['policeReportNumber', 'policeReportedAt']);

    const late = await claim('ZFCLAIM00002', theft({ occurredAt: ago(60), policeReportedAt: ago(11) }), en);
    expect(late.status).toBe(422);
    expect(late.body.error.fields.policeReportedAt).toBe(translate('error.insurance_police_late', 'en'));

    const before = await claim('ZFCLAIM00002', theft({ kind: 'robbery', policeReportedAt: ago(51) }));
    expect(before.status).toBe(422);
    expect(before.body.error.fields.policeReportedAt).toBe(translate('error.insurance_police_before_event', 'pl'));

    const future = await claim('ZFCLAIM00002', theft({ occurredAt: new Date(Date.now() + hour).toISOString() }));
    expect(future.status).toBe(422);
    expect(future.body.error.fields.occurredAt).toBe(translate('error.insurance_event_future', 'pl'));

    const outside = await claim('ZFCLAIM00002', damage({ occurredAt: `${addDays(today, -31)}T10:00:00Z` }));
    expect(outside.status).toBe(422);
    const bought = units.ZFCLAIM00002!.purchaseDate;
    expect(outside.body.error.fields.occurredAt).toBe(
      translate('error.insurance_event_outside_cover', 'pl', {
        from: formatDate(addDays(bought, 1)),
        to: formatDate(addDays(bought, 365)),
      }),
    );
    expect(await rowCounts('ZFCLAIM00002')).toEqual({ claims: 1, payouts: 0 });

    // Exactly 48 hours is in time.
    const inTime = await claim('ZFCLAIM00002', theft({ occurredAt: ago(60), policeReportedAt: ago(12) }));
    expect(inTime.status, JSON.stringify(inTime.body)).toBe(201);
    expect(Claim.parse(inTime.body)).toMatchObject({ kind: 'theft_forced_entry', policeReportNumber: 'KMP-1234/26' });
    expect(sandbox.claims.at(-1)).toMatchObject({ frameNumber: 'ZFCLAIM00002' });
  });

  it('ends the policy with a theft payout: no further claim or payout, the checker says expired', async () => {
    const policy = await claimsOf('ZFCLAIM00002');
    const stolen = policy.items.find((item) => item.kind === 'theft_forced_entry')!;
    const damaged = policy.items.find((item) => item.kind === 'accidental_damage')!;
    expect((await payout('ZFCLAIM00002', stolen.id, 800_000)).status).toBe(201);
    const after = await claimsOf('ZFCLAIM00002');
    expect(after.endedAt).not.toBeNull();
    expect(after.remainingSum.amount).toBe(400_000);

    const again = await claim('ZFCLAIM00002', damage());
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(translate('error.insurance_policy_ended', 'pl'));
    const more = await payout('ZFCLAIM00002', damaged.id, 1000, en);
    expect(more.status).toBe(422);
    expect(more.body.error.message).toBe(translate('error.insurance_policy_ended', 'en'));
    const answer = await check('ZFCLAIM00002');
    expect(answer.result).toBe('expired');
    const shown = await cms.call('GET', `/api/admin/insurance/policies/${ids.ZFCLAIM00002}`, { identity: service });
    expect(shown.body.state).toBe('expired');
    expect(answer.remainingSum).toBeUndefined();
    const ended = await cms.context.db.select().from(auditLog).where(eq(auditLog.entityId, ids.ZFCLAIM00002!));
    expect(ended.map((entry) => [entry.entity, entry.action])).toEqual([['insurance_policy', 'update']]);
  });
});

describe('refused with nothing recorded', () => {
  it('refuses a claim on an expired policy', async () => {
    const answer = await claim('ZFCLAIM00003', damage());
    expect(answer.status).toBe(422);
    expect(answer.body.error.message).toMatch(/^Polisa wygasła \d{2}\.\d{2}\.\d{4}/);
    expect(await rowCounts('ZFCLAIM00003')).toEqual({ claims: 0, payouts: 0 });
  });

  it('answers "the insurer is not answering, try again" when it fails or is silent', async () => {
    for (const frameNumber of ['ZF0000ERR500', 'ZF0000TIMEOUT']) {
      const answer = await claim(frameNumber, damage());
      expect(answer.status, frameNumber).toBe(503);
      expect(answer.body.error.message).toBe(translate('error.insurance_claim_unavailable', 'pl'));
      expect(await rowCounts(frameNumber)).toEqual({ claims: 0, payouts: 0 });
    }
    const created = Claim.parse((await claim('ZFCLAIM00004', damage())).body);
    const failed = await payout('ZFCLAIM00004', created.id, 100_000, en);
    expect(failed.status).toBe(503);
    expect(failed.body.error.message).toBe(translate('error.insurance_claim_unavailable', 'en'));
    expect(await rowCounts('ZFCLAIM00004')).toEqual({ claims: 1, payouts: 0 });
    expect((await claimsOf('ZFCLAIM00004')).remainingSum.amount).toBe(500_000);
  });

  it('lets only staff with insurance.update record, and insurance.list read', async () => {
    const sales = staffIdentity('sales_employee');
    expect((await claim('ZFCLAIM00004', damage(), pl, sales)).status).toBe(403);
    expect((await claim('ZFCLAIM00004', damage(), pl, guest)).status).toBe(403);
    const factory = staffIdentity('factory_employee');
    const read = await cms.call('GET', `/api/admin/insurance/policies/${ids.ZFCLAIM00004}/claims`, {
      identity: factory,
    });
    expect(read.status).toBe(403);
    const unknown = await cms.call('POST', `/api/admin/insurance/policies/${crypto.randomUUID()}/claims`, {
      identity: service,
      body: damage(),
    });
    expect(unknown.status).toBe(404);
    expect(await rowCounts('ZFCLAIM00004')).toEqual({ claims: 1, payouts: 0 });
  });
});
