import type { DealerPolicyList, Policy, PolicyRegistrationInput } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { api, useResource } from '@shop/platform';

// The bikes a dealer sold and registered with the insurer (issue 25): the list and a new registration.

export function useRegisteredBikes(lang: StorefrontLanguage, enabled: boolean) {
  return useResource<DealerPolicyList>(
    async (signal) => {
      const answer = await api.get('/api/insurance/policies', {}, { signal });
      if (!Array.isArray(answer?.items)) throw new Error('The registered bikes are not a list');
      return answer;
    },
    [],
    lang,
    enabled,
  );
}

export function registerSoldBike(input: PolicyRegistrationInput): Promise<Policy> {
  return api.post('/api/insurance/policies', { body: input });
}
