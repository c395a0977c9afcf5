import { z } from 'zod';

// Adapter for the insurer's service (protocol in ./README.md). It answers whether the insurer holds a policy
// for a frame number bought on a date, and registers a sold unit; the shop itself works out the insured period.

export interface VerifierRequest {
  frameNumber: string;
  purchaseDate: string;
}

export interface RegistrationRequest extends VerifierRequest {
  /** The shop's own id of the policy: the insurer answers a repeated registration with the same policy. */
  reference: string;
  insuredSum: { amount: number; currency: 'PLN' };
  cover: { from: string; to: string };
}

/** A new (or repeated) registration's policy number, or the insurer already insures this frame for another. */
export type RegistrationAnswer = { status: 'registered'; policyNumber: string } | { status: 'already_registered' };

/** A claim reported to the insurer: `reference` is the shop's claim id (a repeat gets the same claim back). */
export interface ClaimRequest {
  policyNumber: string;
  frameNumber: string;
  reference: string;
  kind: string;
  occurredAt: string;
  policeReportNumber: string | null;
  policeReportedAt: string | null;
}

/** A payout on a claim: `reference` is the shop's payout id (a repeat gets the same payout back). */
export interface PayoutRequest {
  policyNumber: string;
  claimNumber: string;
  reference: string;
  amount: { amount: number; currency: 'PLN' };
}

export interface InsuranceVerifier {
  /** True when a dealer registered this unit as insured with this purchase date. Throws VerifierUnavailable. */
  isRegistered(request: VerifierRequest): Promise<boolean>;
  /** Registers a sold unit. Throws VerifierUnavailable (nothing is known to be registered then). */
  register(request: RegistrationRequest): Promise<RegistrationAnswer>;
  /**
   * Reports a claim; answers the insurer's claim number. Throws InsurerRefused (the insurer recorded nothing) or
   * VerifierUnavailable (it may have recorded it: the same `reference` again gets the same claim).
   */
  claim(request: ClaimRequest): Promise<{ claimNumber: string }>;
  /** Records a payout on a claim; answers the insurer's reference. Throws InsurerRefused or VerifierUnavailable. */
  payout(request: PayoutRequest): Promise<{ payoutReference: string }>;
}

/** The verifier did not give a usable answer in time (timeout, network, HTTP error, malformed body). */
export class VerifierUnavailable extends Error {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`insurance verifier unavailable: ${detail}`, options);
    this.name = 'VerifierUnavailable';
  }
}

/** The insurer refused a claim or payout (unknown policy or claim, a request off the protocol): it recorded nothing. */
export class InsurerRefused extends Error {
  constructor(detail: string) {
    super(`insurer refused: ${detail}`);
    this.name = 'InsurerRefused';
  }
}

export const VerifyAnswer = z.union([
  z.object({ registered: z.literal(false) }),
  z.object({
    registered: z.literal(true),
    frameNumber: z.string(),
    purchaseDate: z.iso.date(),
    policyNumber: z.string(),
  }),
]);

export const RegisterAnswer = z.object({
  frameNumber: z.string(),
  purchaseDate: z.iso.date(),
  policyNumber: z.string().min(1).max(60),
});

export const ClaimAnswer = z.object({ claimNumber: z.string().min(1).max(60) });
export const PayoutAnswer = z.object({ payoutReference: z.string().min(1).max(60) });

export function createHttpVerifier(options: { url: string | undefined; timeoutMs: number }): InsuranceVerifier {
  /** POSTs to the insurer; answers the status and the JSON body of an expected status, else throws. */
  async function post(path: string, payload: unknown, expected: number[]): Promise<{ status: number; body: unknown }> {
    if (!options.url) throw new VerifierUnavailable('INSURANCE_VERIFIER_URL is not set');
    const endpoint = new URL(path, options.url.endsWith('/') ? options.url : `${options.url}/`);
    const signal = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
        signal,
      });
    } catch (error) {
      throw new VerifierUnavailable(error instanceof Error ? error.name : 'request failed', { cause: error });
    }
    if (!expected.includes(response.status)) {
      await response.body?.cancel();
      throw new VerifierUnavailable(`HTTP ${response.status}`);
    }
    try {
      // The time-out covers the body too: an answer that starts and then stalls is no answer.
      return { status: response.status, body: await response.json() };
    } catch (error) {
      throw new VerifierUnavailable('unreadable answer', { cause: error });
    }
  }

  /** A 404 naming what is unknown, or the insurer's 400, is a refusal; any other 4xx body is no answer. */
  function refusal(status: number, body: unknown, unknown: string) {
    if (status !== 400 && status !== 404) return;
    const error = (body as { error?: unknown } | null)?.error;
    if (error === (status === 404 ? unknown : 'bad_request')) throw new InsurerRefused(`HTTP ${status} ${error}`);
    throw new VerifierUnavailable(`HTTP ${status} off the protocol`);
  }

  return {
    async isRegistered(request) {
      const { body } = await post('v1/insurance/verify', request, [200]);
      const answer = VerifyAnswer.safeParse(body);
      if (!answer.success) throw new VerifierUnavailable('answer does not follow the protocol');
      if (answer.data.registered && answer.data.frameNumber !== request.frameNumber) {
        throw new VerifierUnavailable('answer names another frame number');
      }
      return answer.data.registered;
    },

    async register(request) {
      const { frameNumber, purchaseDate, reference, insuredSum, cover } = request;
      const payload = { frameNumber, purchaseDate, reference, insuredSum, coverFrom: cover.from, coverTo: cover.to };
      const { status, body } = await post('v1/insurance/policies', payload, [200, 201, 409]);
      if (status === 409) {
        if ((body as { error?: unknown } | null)?.error !== 'already_registered') {
          throw new VerifierUnavailable('409 without already_registered');
        }
        return { status: 'already_registered' };
      }
      const answer = RegisterAnswer.safeParse(body);
      if (!answer.success) throw new VerifierUnavailable('answer does not follow the protocol');
      if (answer.data.frameNumber !== frameNumber) throw new VerifierUnavailable('answer names another frame number');
      return { status: 'registered', policyNumber: answer.data.policyNumber };
    },

    async claim(request) {
      const { status, body } = await post('v1/insurance/claims', request, [200, 201, 400, 404]);
      refusal(status, body, 'unknown_policy');
      const answer = ClaimAnswer.safeParse(body);
      if (!answer.success) throw new VerifierUnavailable('answer does not follow the protocol');
      return answer.data;
    },

    async payout(request) {
      const { status, body } = await post('v1/insurance/payouts', request, [200, 201, 400, 404]);
      refusal(status, body, 'unknown_claim');
      const answer = PayoutAnswer.safeParse(body);
      if (!answer.success) throw new VerifierUnavailable('answer does not follow the protocol');
      return answer.data;
    },
  };
}
