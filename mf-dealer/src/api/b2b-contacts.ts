import type { B2bContactsAnswer } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { api, useResource } from '@shop/platform';

// The B2B contacts (SPEC §2, §6): the server sends them only once this dealer accepted the notice, and records
// the acceptance; asked only for a signed-in dealer.

export function useB2bContacts(lang: StorefrontLanguage, enabled: boolean) {
  return useResource<B2bContactsAnswer>(
    async (signal) => {
      const answer = await api.get('/api/cms/b2b-contacts', {}, { signal });
      if (!Array.isArray(answer?.contacts)) throw new Error('The B2B contacts are not a list');
      return answer;
    },
    [],
    lang,
    enabled,
  );
}

/** Accepts the notice (recorded by the server) and answers the contacts. */
export function acceptB2bNotice(): Promise<B2bContactsAnswer> {
  return api.post('/api/cms/b2b-contacts/accept', {});
}
