import { adminsApi } from './admins';
import { collectionsApi } from './collections';
import { customersApi } from './customers';
import { dashboardApi } from './dashboard';
import { discountsApi } from './discounts';
import { featuresApi } from './features';
import { groupsApi } from './groups';
import { mailsApi } from './mails';
import { mediaApi } from './media';
import { newsApi } from './news';
import { optionsApi } from './options';
import { adminOrdersApi } from './orders';
import { priceListsApi } from './price-lists';
import { productsApi } from './products';
import { returnsApi } from './returns';
import { searchApi } from './search';
import { settingsApi } from './settings';
import { shopsApi } from './shops';
import { adminTransactionsApi } from './transactions';

// The back office's rows of the public route table (DESIGN §9), one file per area. A later admin screen adds
// its area's file here and spreads it into `adminApi`; `shopApi` includes them all.

export * from './admins';
export * from './collections';
export * from './customers';
export * from './dashboard';
export * from './discounts';
export * from './features';
export * from './groups';
export * from './mails';
export * from './media';
export * from './news';
export * from './options';
export * from './orders';
export * from './price-lists';
export * from './products';
export * from './returns';
export * from './row';
export * from './search';
export * from './settings';
export * from './shops';
export * from './transactions';

export const adminApi = {
  ...adminsApi,
  ...customersApi,
  ...groupsApi,
  ...dashboardApi,
  ...productsApi,
  ...mediaApi,
  ...collectionsApi,
  ...featuresApi,
  ...optionsApi,
  ...newsApi,
  ...adminOrdersApi,
  ...returnsApi,
  ...searchApi,
  ...settingsApi,
  ...adminTransactionsApi,
  ...shopsApi,
  ...discountsApi,
  ...priceListsApi,
  ...mailsApi,
};
