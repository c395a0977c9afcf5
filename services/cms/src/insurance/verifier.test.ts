import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startInsuranceSandbox } from './sandbox';
import { createHttpVerifier, InsurerRefused, VerifierUnavailable } from './verifier';

// The adapter's registration call (README.md, "Registration"): a new policy, the same reference again, a frame
// the insurer insures already, and every kind of no answer (HTTP 500, silence, a body off the protocol). Its
// claim and payout calls: one claim per reference, and a refusal told apart from no answer.

let sandbox: RunningSandbox;
let odd: { url: string; close(): void };

beforeAll(async () => {
  sandbox = await startInsuranceSandbox();
  // An insurer answering 201 with a body off the protocol.
  const server = createServer((_req, res) => {
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  odd = {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => server.close(),
  };
});
afterAll(async () => {
  await sandbox?.stop();
  odd?.close();
});

const request = (frameNumber: string, reference = crypto.randomUUID()) => ({
  frameNumber,
  purchaseDate: '2026-11-20',
  reference,
  insuredSum: { amount: 499_900, currency: 'PLN' as const },
  cover: { from: '2026-11-21', to: '2027-11-20' },
});

describe('registering with the insurer', () => {
  it('registers once: the same reference gets the same policy, another one is told the frame is taken', async () => {
    const verifier = createHttpVerifier({ url: sandbox.url, timeoutMs: 1000 });
    const first = request('ZFADAPTER001');
    const answer = await verifier.register(first);
    expect(answer).toEqual({ status: 'registered', policyNumber: expect.stringMatching(/^ZEF\/2026\/\d{6}$/) });
    expect(await verifier.register(first)).toEqual(answer);
    expect(await verifier.register(request('ZFADAPTER001'))).toEqual({ status: 'already_registered' });
    // The verification now finds it.
    expect(await verifier.isRegistered({ frameNumber: 'ZFADAPTER001', purchaseDate: '2026-11-20' })).toBe(true);
  });

  it('throws VerifierUnavailable for HTTP 500, no answer in time, no insurer and a body off the protocol', async () => {
    const verifier = createHttpVerifier({ url: sandbox.url, timeoutMs: 200 });
    await expect(verifier.register(request('ZF0000ERR500'))).rejects.toBeInstanceOf(VerifierUnavailable);
    await expect(verifier.register(request('ZF0000TIMEOUT'))).rejects.toBeInstanceOf(VerifierUnavailable);
    const nowhere = createHttpVerifier({ url: undefined, timeoutMs: 200 });
    await expect(nowhere.register(request('ZFADAPTER002'))).rejects.toBeInstanceOf(VerifierUnavailable);
    const offProtocol = createHttpVerifier({ url: odd.url, timeoutMs: 1000 });
    await expect(offProtocol.register(request('ZFADAPTER003'))).rejects.toBeInstanceOf(VerifierUnavailable);
  });
});

describe('claims and payouts at the insurer', () => {
  const claim = (policyNumber: string, reference = crypto.randomUUID()) => ({
    policyNumber,
    frameNumber: 'ZF2025A00017',
    reference,
    kind: 'vandalism',
    occurredAt: new Date().toISOString(),
    policeReportNumber: null,
    policeReportedAt: null,
  });

  it('opens one claim for one reference, and tells a refusal (nothing recorded) from no answer', async () => {
    const verifier = createHttpVerifier({ url: sandbox.url, timeoutMs: 1000 });
    const first = claim('ZEF/2025/000017');
    const opened = await verifier.claim(first);
    expect(await verifier.claim(first)).toEqual(opened);
    await expect(verifier.claim(claim('ZEF/2025/999999'))).rejects.toBeInstanceOf(InsurerRefused);
    const payout = { policyNumber: 'ZEF/2025/000017', amount: { amount: 100, currency: 'PLN' as const } };
    await expect(
      verifier.payout({ ...payout, claimNumber: 'SZK/2025/999999', reference: crypto.randomUUID() }),
    ).rejects.toBeInstanceOf(InsurerRefused);
    const offProtocol = createHttpVerifier({ url: odd.url, timeoutMs: 1000 });
    await expect(offProtocol.claim(first)).rejects.toBeInstanceOf(VerifierUnavailable);
    await expect(offProtocol.claim(first)).rejects.not.toBeInstanceOf(InsurerRefused);
  });
});
