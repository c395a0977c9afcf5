import { z } from 'zod';

// Adapter for the insurance verification service (protocol in ./README.md). It answers whether the insurer
// holds a policy for a frame number bought on a date; the shop itself works out the insured period.

export interface VerifierRequest {
  frameNumber: string;
  purchaseDate: string;
}

export interface InsuranceVerifier {
  /** True when a dealer registered this unit as insured with this purchase date. Throws VerifierUnavailable. */
  isRegistered(request: VerifierRequest): Promise<boolean>;
}

/** The verifier did not give a usable answer in time (timeout, network, HTTP error, malformed body). */
export class VerifierUnavailable extends Error {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`insurance verifier unavailable: ${detail}`, options);
    this.name = 'VerifierUnavailable';
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

export function createHttpVerifier(options: { url: string | undefined; timeoutMs: number }): InsuranceVerifier {
  return {
    async isRegistered(request) {
      if (!options.url) throw new VerifierUnavailable('INSURANCE_VERIFIER_URL is not set');
      const endpoint = new URL('v1/insurance/verify', options.url.endsWith('/') ? options.url : `${options.url}/`);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new VerifierUnavailable(error instanceof Error ? error.name : 'request failed', { cause: error });
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new VerifierUnavailable(`HTTP ${response.status}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw new VerifierUnavailable('unreadable answer', { cause: error });
      }
      const answer = VerifyAnswer.safeParse(body);
      if (!answer.success) throw new VerifierUnavailable('answer does not follow the protocol');
      if (answer.data.registered && answer.data.frameNumber !== request.frameNumber) {
        throw new VerifierUnavailable('answer names another frame number');
      }
      return answer.data.registered;
    },
  };
}
