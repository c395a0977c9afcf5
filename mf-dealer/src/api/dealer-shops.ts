import type { DealerShopList, ShopChangeRequest, ShopChangeRequestFields } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { api, useResource } from '@shop/platform';

// The dealer's own store locator entries (SPEC §1): read, and changes asked of staff (approved in the shops
// section before the locator shows them).

export function useDealerShops(lang: StorefrontLanguage, enabled: boolean) {
  return useResource<DealerShopList>(
    async (signal) => {
      const answer = await api.get('/api/cms/dealer/shops', {}, { signal });
      if (!Array.isArray(answer?.items)) throw new Error('The shops are not a list');
      return answer;
    },
    [],
    lang,
    enabled,
  );
}

export function requestShopChange(shopId: number, changes: ShopChangeRequestFields): Promise<ShopChangeRequest> {
  return api.post('/api/cms/dealer/shops/:id/change-requests', { params: { id: shopId }, body: changes });
}
