import { Claim, PolicyClaims, todayInWarsaw } from '@shop/contracts';
import { manualClock, postgresAvailable, staffIdentity } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CmsTestService, pl, startCms } from '../test-support';
import { insurancePendingClaims } from './claims.schema';
import { addDays } from './insurance-period';
import { reconcilePending } from './reconcile-pending';
import { type RunningSandbox, startInsuranceSandbox } from './sandbox';
import { insurancePolicies } from './schema';

// A staff member sends again a claim the insurer did not answer while a reconciliation round is sending it, on
// real PostgreSQL (a connection each). The staff request takes the row over from the round, both send the same
// reference, and it is one claim at the insurer and one in the shop: the staff member's (201), the round
// leaving it to them. The sandbox holds the round's call until the staff member's arrives, so the two meet.

const available = await postgresAvailable();
const clock = manualClock(new Date());
let cms: CmsTestService;
let stop: () => Promise<void>;
let sandbox: RunningSandbox;
const service = staffIdentity('service_manager');
const policyId = crypto.randomUUID();
const frameNumber = `ZFRC${String(Date.now()).slice(-8)}`;
const purchaseDate = addDays(todayInWarsaw(), -30);
/** While set, the first claim call reaching the insurer (the round's) waits there for the second (staff's). */
let meeting: { calls: number; firstArrived: () => void; secondArrived: () => void; second: Promise<void> } | undefined;

beforeAll(async () => {
  if (!available) return;
  const policyNumber = `ZEF/PG/${frameNumber}`;
  sandbox = await startInsuranceSandbox({
    policies: [{ frameNumber, purchaseDate, policyNumber }],
    beforeClaiming: async (_call, frame) => {
      if (frame !== frameNumber || !meeting) return;
      meeting.calls += 1;
      if (meeting.calls > 1) return meeting.secondArrived();
      meeting.firstArrived();
      await meeting.second;
    },
  });
  ({ cms, stop } = await startCms({
    env: { INSURANCE_VERIFIER_URL: sandbox.url, INSURANCE_RECONCILE_SECONDS: '3600' },
    clock,
  }));
  await cms.context.db.insert(insurancePolicies).values({
    id: policyId,
    frameNumber,
    policyNumber,
    purchaseDate,
    coverFrom: purchaseDate,
    coverTo: '2099-12-31',
    insuredSum: 1_000_000,
    sku: 'ZF-1001-01',
    productName: { pl: 'Zefir Miejski C1', en: 'Zefir City C1' },
    buyerName: 'Jan Kowalski',
    buyerEmail: 'jan.kowalski@example.pl',
    buyerLanguage: 'pl',
    saleDocument: 'FV/2026/11/0042',
    registeredBy: 'staff',
  });
}, 120_000);
afterAll(async () => {
  await stop?.();
  await sandbox?.stop();
});

const damage = {
  kind: 'vandalism',
  occurredAt: new Date(clock.now().getTime() - 3_600_000).toISOString(),
  description: 'Zniszczony wyświetlacz i przecięte przewody',
};
const sendClaim = () =>
  cms.call('POST', `/api/admin/insurance/policies/${policyId}/claims`, {
    identity: service,
    body: damage,
    headers: pl,
  });

describe.skipIf(!available)('the reconciliation on PostgreSQL', () => {
  it('and a staff member sending the same claim at once make one claim', async () => {
    sandbox.failing.add(frameNumber);
    const body = (await sendClaim()).body;
    expect(body.error.code).toBe('service_unavailable');
    sandbox.failing.delete(frameNumber);
    clock.advance(61_000);

    // The round's call waits at the insurer until the staff member's arrives.
    let firstArrived!: () => void;
    const roundAtInsurer = new Promise<void>((resolve) => {
      firstArrived = resolve;
    });
    let secondArrived!: () => void;
    const second = new Promise<void>((resolve) => {
      secondArrived = resolve;
    });
    meeting = { calls: 0, firstArrived, secondArrived, second };
    const round = reconcilePending(cms.context);
    await roundAtInsurer;
    const resent = await sendClaim();
    expect(resent.status, JSON.stringify(resent.body)).toBe(201);
    expect((await round).claims).toEqual({ recorded: 0, refused: 0, unanswered: 0, taken_over: 1 });
    meeting = undefined;

    const claim = Claim.parse(resent.body);
    expect(sandbox.claims).toEqual([expect.objectContaining({ reference: claim.id, claimNumber: claim.claimNumber })]);
    const listed = PolicyClaims.parse(
      (await cms.call('GET', `/api/admin/insurance/policies/${policyId}/claims`, { identity: service })).body,
    );
    expect(listed.items.map((one) => one.id)).toEqual([claim.id]);
    const pending = await cms.context.db
      .select()
      .from(insurancePendingClaims)
      .where(eq(insurancePendingClaims.policyId, policyId));
    expect(pending).toEqual([]);
  });
});
