import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { todayInWarsaw } from '@shop/contracts';
import { addDays } from './insurance-period';

// A local stand-in for the insurer's service (DESIGN §8): it speaks the protocol of ./README.md (verify and
// register, claims and payouts, each repeated `reference` answered as the first time), holds registered frame
// numbers with their purchase dates — the demo ones and those registered with it, so a registered bike is
// answered by the check — and can be told to fail (HTTP 500), never answer (a timeout), lose an answer or
// answer slowly for chosen frame numbers. Tests and embedded mode start it; the shop's code only ever reaches
// it through the adapter, by URL.

export interface SandboxPolicy {
  frameNumber: string;
  purchaseDate: string;
  policyNumber: string;
}

export interface SandboxOptions {
  policies?: SandboxPolicy[];
  /** Frame numbers answered with HTTP 500. */
  failing?: string[];
  /** Frame numbers never answered (the caller times out). */
  hanging?: string[];
  /** Frame numbers whose claims are accepted but whose payouts fail (HTTP 500). */
  failingPayouts?: string[];
  /**
   * Frame numbers whose next registration, claim or payout is made but never answered (a lost answer; the
   * caller times out).
   */
  losingAnswers?: string[];
  /** Awaited when a registration arrives, before it is made (tests look at the shop meanwhile). */
  beforeRegistering?: (frameNumber: string) => Promise<void>;
  /** Awaited when a claim or payout arrives, before it is made: a slow insurer (tests use the shop meanwhile). */
  beforeClaiming?: (call: 'claim' | 'payout', frameNumber: string) => Promise<void>;
  port?: number;
  host?: string;
}

export interface RunningSandbox {
  url: string;
  /** Requests received, oldest first (for tests). */
  requests: Array<{ frameNumber: string; purchaseDate: string }>;
  /** Policies registered with the sandbox (not the demo ones), oldest first. */
  registered: Array<SandboxPolicy & { reference: string }>;
  /** Claims reported to the sandbox, oldest first. */
  claims: Array<{ reference: string; policyNumber: string; frameNumber: string; claimNumber: string }>;
  /** Payouts recorded with the sandbox, oldest first. */
  payouts: Array<{ reference: string; claimNumber: string; amount: number; payoutReference: string }>;
  /** Frame numbers answered with HTTP 500; tests may add to it while the sandbox runs. */
  failing: Set<string>;
  /** Frame numbers whose payouts fail (HTTP 500); tests may add to it while the sandbox runs. */
  failingPayouts: Set<string>;
  /** Frame numbers whose next registration, claim or payout loses its answer; tests may add to it. */
  losingAnswers: Set<string>;
  stop(): Promise<void>;
}

/** Demo frame numbers, dated from today so that they keep their meaning whenever the shop runs. */
export const demoFrames = {
  insured: 'ZF2025A00017',
  expired: 'ZF2024B00342',
  notInsured: 'ZF2025C09999',
  failing: 'ZF0000ERR500',
  hanging: 'ZF0000TIMEOUT',
} as const;

export function demoPolicies(today = todayInWarsaw()): SandboxPolicy[] {
  return [
    { frameNumber: demoFrames.insured, purchaseDate: addDays(today, -60), policyNumber: 'ZEF/2025/000017' },
    { frameNumber: demoFrames.expired, purchaseDate: addDays(today, -400), policyNumber: 'ZEF/2024/000342' },
  ];
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 10_000) req.destroy();
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(undefined);
      }
    });
    req.on('error', () => resolve(undefined));
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function startInsuranceSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  // The demo policies are dated from the day each request comes in, so a sandbox started before midnight
  // still answers "insured" for a bike bought 60 days before the day the shopper asks.
  const policiesNow = () => new Map((options.policies ?? demoPolicies()).map((policy) => [policy.frameNumber, policy]));
  const failing = new Set(options.failing ?? [demoFrames.failing]);
  const hanging = new Set(options.hanging ?? [demoFrames.hanging]);
  const requests: RunningSandbox['requests'] = [];
  const registered: RunningSandbox['registered'] = [];
  const claims: RunningSandbox['claims'] = [];
  const payouts: RunningSandbox['payouts'] = [];
  const failingPayouts = new Set(options.failingPayouts ?? []);
  const losingAnswers = new Set(options.losingAnswers ?? []);
  const policyOf = (frameNumber: string) =>
    registered.find((policy) => policy.frameNumber === frameNumber) ?? policiesNow().get(frameNumber);

  const server = createServer(async (req, res) => {
    const path = req.method === 'POST' ? req.url : undefined;
    if (path === '/v1/insurance/claims' || path === '/v1/insurance/payouts') {
      const body = (await readJson(req)) as Record<string, unknown> | undefined;
      return path === '/v1/insurance/claims' ? claim(res, body) : payout(res, body);
    }
    if (path !== '/v1/insurance/verify' && path !== '/v1/insurance/policies') {
      return send(res, 404, { error: 'not_found' });
    }
    const body = (await readJson(req)) as Record<string, unknown> | undefined;
    const frameNumber = typeof body?.frameNumber === 'string' ? body.frameNumber : undefined;
    const purchaseDate = typeof body?.purchaseDate === 'string' ? body.purchaseDate : undefined;
    if (!frameNumber || !purchaseDate || !/^\d{4}-\d{2}-\d{2}$/.test(purchaseDate)) {
      return send(res, 400, { error: 'bad_request' });
    }
    requests.push({ frameNumber, purchaseDate });
    if (hanging.has(frameNumber)) return; // never answers; closed when the sandbox stops
    if (failing.has(frameNumber)) return send(res, 500, { error: 'internal' });
    if (path === '/v1/insurance/policies') {
      await options.beforeRegistering?.(frameNumber);
      return register(res, body, { frameNumber, purchaseDate }, policyOf(frameNumber));
    }
    const policy = policyOf(frameNumber);
    if (!policy || policy.purchaseDate !== purchaseDate) return send(res, 200, { registered: false });
    const { frameNumber: number, purchaseDate: date, policyNumber } = policy;
    return send(res, 200, { registered: true, frameNumber: number, purchaseDate: date, policyNumber });
  });

  /** A registration: new (201), the same reference again (200, the same policy), another's frame (409). */
  function register(
    res: ServerResponse,
    body: Record<string, unknown> | undefined,
    unit: { frameNumber: string; purchaseDate: string },
    existing: SandboxPolicy | undefined,
  ) {
    const reference = typeof body?.reference === 'string' && body.reference.length > 0 ? body.reference : undefined;
    const sum = body?.insuredSum as { amount?: unknown; currency?: unknown } | undefined;
    if (!reference || typeof sum?.amount !== 'number' || sum.amount <= 0 || sum.currency !== 'PLN') {
      return send(res, 400, { error: 'bad_request' });
    }
    if (existing) {
      const again = registered.find((policy) => policy.frameNumber === unit.frameNumber);
      if (again?.reference === reference) return send(res, 200, { ...unit, policyNumber: again.policyNumber });
      return send(res, 409, { error: 'already_registered' });
    }
    const policyNumber = `ZEF/${unit.purchaseDate.slice(0, 4)}/${String(100_001 + registered.length).padStart(6, '0')}`;
    registered.push({ ...unit, policyNumber, reference });
    if (losingAnswers.delete(unit.frameNumber)) return; // made, but the answer is lost on the way
    return send(res, 201, { ...unit, policyNumber });
  }

  const policyNumbered = (policyNumber: string) =>
    registered.find((policy) => policy.policyNumber === policyNumber) ??
    [...policiesNow().values()].find((policy) => policy.policyNumber === policyNumber);
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);

  /** A claim on a known policy: new (201), the same reference again (200, the same claim), unknown policy (404). */
  async function claim(res: ServerResponse, body: Record<string, unknown> | undefined) {
    const policyNumber = text(body?.policyNumber);
    const reference = text(body?.reference);
    const frameNumber = text(body?.frameNumber);
    if (!policyNumber || !reference || !frameNumber || !text(body?.kind) || !text(body?.occurredAt)) {
      return send(res, 400, { error: 'bad_request' });
    }
    requests.push({ frameNumber, purchaseDate: '' });
    if (hanging.has(frameNumber)) return;
    if (failing.has(frameNumber)) return send(res, 500, { error: 'internal' });
    const policy = policyNumbered(policyNumber);
    if (!policy || policy.frameNumber !== frameNumber) return send(res, 404, { error: 'unknown_policy' });
    await options.beforeClaiming?.('claim', frameNumber);
    const again = claims.find((known) => known.reference === reference);
    if (again) return send(res, 200, { claimNumber: again.claimNumber });
    const claimNumber = `SZK/${policyNumber.split('/')[1] ?? '0000'}/${String(claims.length + 1).padStart(6, '0')}`;
    claims.push({ reference, policyNumber, frameNumber, claimNumber });
    if (losingAnswers.delete(frameNumber)) return; // made, but the answer is lost on the way
    return send(res, 201, { claimNumber });
  }

  /** A payout on a known claim: new (201), the same reference again (200), unknown claim (404). */
  async function payout(res: ServerResponse, body: Record<string, unknown> | undefined) {
    const claimNumber = text(body?.claimNumber);
    const reference = text(body?.reference);
    const amount = body?.amount as { amount?: unknown; currency?: unknown } | undefined;
    if (
      !claimNumber ||
      !reference ||
      typeof amount?.amount !== 'number' ||
      amount.amount <= 0 ||
      amount.currency !== 'PLN'
    ) {
      return send(res, 400, { error: 'bad_request' });
    }
    const known = claims.find((candidate) => candidate.claimNumber === claimNumber);
    if (!known || known.policyNumber !== body?.policyNumber) return send(res, 404, { error: 'unknown_claim' });
    requests.push({ frameNumber: known.frameNumber, purchaseDate: '' });
    if (hanging.has(known.frameNumber)) return;
    if (failing.has(known.frameNumber) || failingPayouts.has(known.frameNumber)) {
      return send(res, 500, { error: 'internal' });
    }
    await options.beforeClaiming?.('payout', known.frameNumber);
    const again = payouts.find((candidate) => candidate.reference === reference);
    if (again) return send(res, 200, { payoutReference: again.payoutReference });
    const payoutReference = `WYP/${String(payouts.length + 1).padStart(6, '0')}`;
    payouts.push({ reference, claimNumber, amount: amount.amount, payoutReference });
    if (losingAnswers.delete(known.frameNumber)) return;
    return send(res, 201, { payoutReference });
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        url: `http://${options.host ?? '127.0.0.1'}:${port}`,
        requests,
        registered,
        claims,
        payouts,
        failing,
        failingPayouts,
        losingAnswers,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
