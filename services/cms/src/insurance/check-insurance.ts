import { type InsuranceCheckAnswer, todayInWarsaw, translate } from '@shop/contracts';
import type { Logger } from '@shop/service-kit';
import { coverOn, insurancePeriod } from './insurance-period';
import { type InsuranceVerifier, VerifierUnavailable } from './verifier';

/**
 * Answers whether a bike is insured today: the verifier says whether the unit was registered as insured,
 * the shop's calendar says whether today falls in its 12 months. A verifier that fails or is too slow is an
 * expected outcome ('error'), not a server error.
 */
export async function checkInsurance(
  verifier: InsuranceVerifier,
  input: { frameNumber: string; purchaseDate: string },
  context: { lang: string; offerUrl: string; log: Logger; today?: string },
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

  const coverage = insurancePeriod(input.purchaseDate);
  switch (coverOn(coverage, context.today ?? todayInWarsaw())) {
    case 'active':
      return answer('insured', { coverage });
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
