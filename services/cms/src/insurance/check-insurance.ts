import { type InsuranceCheckAnswer, type Money, todayInWarsaw, translate } from '@shop/contracts';
import type { Logger } from '@shop/service-kit';
import { coverOn, insurancePeriod } from './insurance-period';
import { type InsuranceVerifier, VerifierUnavailable } from './verifier';

/** What the shop knows of a policy it keeps: its cover, what remains of its sum, whether a payout ended it. */
export interface KeptPolicy {
  cover: { from: string; to: string };
  remainingSum: Money;
  ended: boolean;
}

/**
 * Answers whether a bike is insured today: the verifier says whether the unit was registered as insured,
 * the shop's calendar says whether today falls in its 12 months. A verifier that fails or is too slow is an
 * expected outcome ('error'), not a server error.
 */
export async function checkInsurance(
  verifier: InsuranceVerifier,
  input: { frameNumber: string; purchaseDate: string },
  context: {
    lang: string;
    offerUrl: string;
    log: Logger;
    today?: string;
    /** The shop's own policy of this frame and purchase date, when it keeps one (its cover may be extended). */
    policy?: (input: { frameNumber: string; purchaseDate: string }) => Promise<KeptPolicy | undefined>;
  },
): Promise<InsuranceCheckAnswer> {
  const { lang } = context;
  const answer = (result: InsuranceCheckAnswer['result'], extra: Partial<InsuranceCheckAnswer> = {}) => ({
    result,
    message: translate(`insurance.${result}`, lang),
    frameNumber: input.frameNumber,
    ...extra,
  });

  let registered: boolean;
  try {
    registered = await verifier.isRegistered(input);
  } catch (error) {
    if (!(error instanceof VerifierUnavailable)) throw error;
    context.log.warn({ err: error.message }, 'insurance check failed at the verifier');
    return answer('error');
  }
  if (!registered) return answer('not_insured');

  const kept = await context.policy?.(input);
  const coverage = kept?.cover ?? insurancePeriod(input.purchaseDate);
  // A payout for the bike's theft ended the policy: nothing is insured any more.
  const state = kept?.ended ? 'expired' : coverOn(coverage, context.today ?? todayInWarsaw());
  switch (state) {
    case 'active':
      return answer('insured', kept ? { coverage, remainingSum: kept.remainingSum } : { coverage });
    case 'expired':
      return answer('expired', {
        coverage,
        offerUrl: context.offerUrl,
        offerLabel: translate('insurance.offer', lang),
      });
    case 'not_started':
      // Bought today: the cover begins tomorrow, so today the bike is not insured yet.
      return answer('not_insured', { coverage });
  }
}
