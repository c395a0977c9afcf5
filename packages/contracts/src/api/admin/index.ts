import { adminsApi } from './admins';
import { collectionsApi } from './collections';
import { customersApi } from './customers';
import { dashboardApi } from './dashboard';
import { discountsApi } from './discounts';
import { factoryApi } from './factory';
import { featuresApi } from './features';
import { fulfilmentsApi } from './fulfilments';
import { groupsApi } from './groups';
import { invoicesApi } from './invoices';
import { mailsApi } from './mails';
import { manufacturersApi } from './manufacturers';
import { mediaApi } from './media';
import { newsApi } from './news';
import { optionsApi } from './options';
import { adminOrdersApi } from './orders';
import { preordersApi } from './preorders';
import { priceListsApi } from './price-lists';
import { productsApi } from './products';
import { promotionsApi } from './promotions';
import { proposalsApi } from './proposals';
import { adminRatesApi } from './rates';
import { adminRefundsApi } from './refunds';
import { returnsApi } from './returns';
import { searchApi } from './search';
import { settingsApi } from './settings';
import { shopsApi } from './shops';
import { trainingApi } from './training';
import { adminTransactionsApi } from './transactions';
import { warehouseApi } from './warehouse';
import { adminWithdrawalsApi } from './withdrawals';

// The back office's rows of the public route table (DESIGN §9), one file per area. A later admin screen adds
// its area's file here and spreads it into `adminApi`; `shopApi` includes them all.

export * from './admins';
export * from './collections';
export * from './customers';
export * from './dashboard';
export * from './discounts';
export * from './factory';
export * from './features';
export * from './fulfilments';
export * from './groups';
export * from './invoices';
export * from './mails';
export * from './manufacturers';
export * from './media';
export * from './news';
export * from './options';
export * from './orders';
export * from './preorders';
export * from './price-lists';
export * from './product-list';
export * from './product-options';
export * from './product-read';
export * from './products';
export * from './promotions';
export * from './proposals';
export * from './rates';
export * from './refunds';
export * from './returns';
export * from './row';
export * from './search';
export * from './settings';
export * from './shops';
export * from './training';
export * from './transactions';
export * from './warehouse';
export * from './withdrawals';

export const adminApi = {
  ...adminsApi,
  ...customersApi,
  ...groupsApi,
  ...dashboardApi,
  ...productsApi,
  ...mediaApi,
  ...collectionsApi,
  ...featuresApi,
  ...manufacturersApi,
  ...optionsApi,
  ...newsApi,
  ...adminOrdersApi,
  ...returnsApi,
  ...searchApi,
  ...settingsApi,
  ...adminRatesApi,
  ...adminTransactionsApi,
  ...adminRefundsApi,
  ...invoicesApi,
  ...shopsApi,
  ...trainingApi,
  ...discountsApi,
  ...promotionsApi,
  ...priceListsApi,
  ...preordersApi,
  ...factoryApi,
  ...fulfilmentsApi,
  ...proposalsApi,
  ...mailsApi,
  ...warehouseApi,
  ...adminWithdrawalsApi,
};
