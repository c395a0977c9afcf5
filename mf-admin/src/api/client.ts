import { type ApiClient, createApiClient } from '@shop/platform';

/**
 * The panel's calls to the gateway (DESIGN §9): the same typed client as the storefront's, but with the
 * admin application id, without which every `/api/admin/*` call is refused. Only the modules of `src/api/`
 * use it; screens get data and actions from them.
 */
export const adminApi: ApiClient = createApiClient({ appId: 'shop-admin' });
