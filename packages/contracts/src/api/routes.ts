import type { z } from 'zod';
import { listAnswer } from '../list-query';
import type { ServiceName } from '../services';
import {
  AccountDetails,
  Address,
  AddressIdParam,
  AddressInput,
  AddressList,
  ChangePassword,
  CustomerProfile,
  ForgotPassword,
  LinkSent,
  Login,
  LoginLinkRequest,
  LoginToken,
  PasswordChanged,
  Register,
  ResetPassword,
} from './account';
import {
  Cart,
  CartBulkAdd,
  CartItemAdd,
  CartItemAnswer,
  CartItemIdParam,
  CartItemList,
  CartItemUpdate,
  CartUpdate,
} from './cart';
import {
  CollectionDetail,
  CollectionList,
  CollectionMenu,
  ProductDetail,
  ProductList,
  ProductListQuery,
  ProductQuery,
  SearchSuggestions,
  SuggestQuery,
} from './catalog';
import {
  ContactMessage,
  ContactMessageAnswer,
  InsuranceCheckAnswer,
  InsuranceCheckQuery,
  NewsList,
  NewsListQuery,
  NewsletterSignup,
  NewsletterSignupAnswer,
  NewsPost,
  ShopConfig,
  ShopList,
  ShopsQuery,
} from './cms';
import { IdParam, NoQuery, UuidParam } from './common';
import { CatalogueDocumentParams, ServiceTrainingParams } from './documents';
import {
  CheckoutRequest,
  CopyOrderAnswer,
  OrderAnswer,
  OrderListQuery,
  OrderPaymentAnswer,
  OrderSummary,
  OrderTokenQuery,
  PreorderProgress,
} from './orders';
import { ExchangeRates } from './payments';
import { ReturnListQuery, ReturnSummary } from './rma';

// The public API of SPEC §7 in one table: the gateway routes by it, answers 405 from it and generates
// the OpenAPI document from it. A route a later issue builds gets its schemas added here.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'COPY';

export interface ApiRoute {
  method: HttpMethod;
  /** Koa-style path under /api, e.g. /api/orders/:id */
  path: string;
  service: ServiceName;
  /**
   * 'app': needs a known application id (Authorization: Bearer <id>);
   * 'signature': a payment provider's notification, verified by the service from its signature.
   */
  access: 'app' | 'signature';
  summary: string;
  /** A multipart upload: the larger body limit applies. */
  upload?: true;
  /** Rate-limited per client address (sign-in and forms). */
  rateLimited?: 'auth' | 'forms';
  /**
   * The answer is the same for every retail caller of one language and currency (the service marks it
   * `public`): the gateway may keep it for a few seconds and answer repeated reads itself.
   */
  shared?: true;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  answer?: z.ZodType;
}

const r = (
  method: HttpMethod,
  path: string,
  service: ServiceName,
  summary: string,
  extra: Partial<ApiRoute> = {},
): ApiRoute => ({ method, path, service, summary, access: 'app', ...extra });

export const apiRoutes: ApiRoute[] = [
  // accounts
  r('GET', '/api/account/me', 'accounts', 'Current user (a guest too) and the customer form', {
    answer: AccountDetails,
  }),
  r('POST', '/api/account/me', 'accounts', 'Update profile', { body: CustomerProfile, answer: AccountDetails }),
  r('POST', '/api/account/login', 'accounts', 'Sign in (e-mail, or a dealer’s EU VAT ID)', {
    rateLimited: 'auth',
    body: Login,
    answer: AccountDetails,
  }),
  r('POST', '/api/account/login-link', 'accounts', 'E-mail a sign-in link', {
    rateLimited: 'auth',
    body: LoginLinkRequest,
    answer: LinkSent,
  }),
  r('POST', '/api/account/login-token', 'accounts', 'Sign in by link', {
    rateLimited: 'auth',
    body: LoginToken,
    answer: AccountDetails,
  }),
  r('GET', '/api/account/logout', 'accounts', 'Sign out', { answer: AccountDetails }),
  r('POST', '/api/account/forgot-password', 'accounts', 'Forgot password (e-mails a reset link)', {
    rateLimited: 'auth',
    body: ForgotPassword,
    answer: LinkSent,
  }),
  r('POST', '/api/account/reset-password', 'accounts', 'Reset password (also activates a dealer)', {
    rateLimited: 'auth',
    body: ResetPassword,
    answer: AccountDetails,
  }),
  r('POST', '/api/account/change-password', 'accounts', 'Change password', {
    rateLimited: 'auth',
    body: ChangePassword,
    answer: PasswordChanged,
  }),
  r('POST', '/api/account/register', 'accounts', 'Register', {
    rateLimited: 'auth',
    body: Register,
    answer: AccountDetails,
  }),
  r('GET', '/api/account/addresses', 'accounts', 'Address list', { answer: AddressList }),
  r('POST', '/api/account/addresses', 'accounts', 'Create an address', { body: AddressInput, answer: Address }),
  r('GET', '/api/account/addresses/:id', 'accounts', 'Address', { params: AddressIdParam, answer: Address }),
  r('PUT', '/api/account/addresses/:id', 'accounts', 'Update an address', {
    params: AddressIdParam,
    body: AddressInput,
    answer: Address,
  }),
  r('DELETE', '/api/account/addresses/:id', 'accounts', 'Delete an address', { params: AddressIdParam }),

  // catalog
  r('GET', '/api/catalog/collections/menu', 'catalog', 'Collection menu', { answer: CollectionMenu, shared: true }),
  r('GET', '/api/catalog/collections', 'catalog', 'Collections', {
    query: NoQuery,
    answer: CollectionList,
    shared: true,
  }),
  r('GET', '/api/catalog/collections/:id', 'catalog', 'Collection', {
    params: IdParam,
    query: NoQuery,
    answer: CollectionDetail,
    shared: true,
  }),
  r('GET', '/api/catalog/products', 'catalog', 'Products', {
    query: ProductListQuery,
    answer: ProductList,
    shared: true,
  }),
  r('GET', '/api/catalog/products/:id', 'catalog', 'Product (option selection as query c)', {
    params: IdParam,
    query: ProductQuery,
    answer: ProductDetail,
    shared: true,
  }),
  r('GET', '/api/catalog/search/suggest', 'catalog', 'Search suggestions (autocomplete)', {
    query: SuggestQuery,
    answer: SearchSuggestions,
    shared: true,
  }),

  // orders: carts, checkout, orders
  r('GET', '/api/orders/status/preorder', 'orders', 'Preorder progress', {
    query: NoQuery,
    answer: PreorderProgress,
  }),
  r('GET', '/api/orders/status/:id', 'orders', 'Guest order status (query t)', {
    params: UuidParam,
    query: OrderTokenQuery,
    answer: OrderAnswer,
  }),
  r('GET', '/api/orders/payment/:id', 'orders', 'Start (or retry) the payment of an order (query t)', {
    params: UuidParam,
    query: OrderTokenQuery,
    answer: OrderPaymentAnswer,
  }),
  r('GET', '/api/orders', 'orders', 'Orders', { query: OrderListQuery, answer: listAnswer(OrderSummary) }),
  r('POST', '/api/orders', 'orders', 'Not allowed (405): orders are placed through the checkout'),
  r('GET', '/api/orders/:id', 'orders', 'Order', { params: UuidParam, query: NoQuery, answer: OrderAnswer }),
  r('PUT', '/api/orders/:id', 'orders', 'Not allowed (405): customers cannot change an order'),
  r('DELETE', '/api/orders/:id', 'orders', 'Not allowed (405): customers cannot delete an order'),
  r('COPY', '/api/orders/:id', 'orders', 'New order from an old one (a new cart)', {
    params: UuidParam,
    answer: CopyOrderAnswer,
  }),
  r('GET', '/api/cart', 'orders', 'Cart', { query: NoQuery, answer: Cart }),
  r('POST', '/api/cart', 'orders', 'Update the cart', { body: CartUpdate, answer: Cart }),
  r('DELETE', '/api/cart', 'orders', 'Empty the cart', { answer: Cart }),
  r('POST', '/api/cart/items/bulk', 'orders', 'Add many items', { body: CartBulkAdd, answer: Cart }),
  r('GET', '/api/cart/items', 'orders', 'Cart items', { query: NoQuery, answer: CartItemList }),
  r('POST', '/api/cart/items', 'orders', 'Add an item', { body: CartItemAdd, answer: Cart }),
  r('GET', '/api/cart/items/:id', 'orders', 'Cart item', { params: CartItemIdParam, answer: CartItemAnswer }),
  r('PUT', '/api/cart/items/:id', 'orders', 'Update an item', {
    params: CartItemIdParam,
    body: CartItemUpdate,
    answer: Cart,
  }),
  r('DELETE', '/api/cart/items/:id', 'orders', 'Remove an item', { params: CartItemIdParam, answer: Cart }),
  r('POST', '/api/cart/checkout', 'orders', 'Checkout', { body: CheckoutRequest, answer: OrderAnswer }),

  // payments
  r('GET', '/api/payments/rates', 'payments', 'Exchange rates to PLN', { answer: ExchangeRates }),
  r('POST', '/api/payments/:provider/notify', 'payments', 'Payment provider notification', { access: 'signature' }),
  r('GET', '/api/payments/:provider/return', 'payments', 'The shopper back from a payment provider', {
    access: 'signature',
  }),
  r('POST', '/api/payments/:provider/return', 'payments', 'The shopper back from a payment provider (form)', {
    access: 'signature',
  }),

  // rma
  r('GET', '/api/rma', 'rma', 'Returns and claims', { query: ReturnListQuery, answer: listAnswer(ReturnSummary) }),
  r('POST', '/api/rma', 'rma', 'File a return or claim (multipart)', { upload: true }),
  r('POST', '/api/rma/message', 'rma', 'Message on a return'),
  r('GET', '/api/rma/:id', 'rma', 'Return or claim'),
  r('POST', '/api/files/upload', 'rma', 'Upload files (multipart)', { rateLimited: 'forms', upload: true }),

  // cms
  r('GET', '/api/config', 'cms', 'Shop configuration', { answer: ShopConfig }),
  r('GET', '/api/cms/news', 'cms', 'News, newest first', { query: NewsListQuery, answer: NewsList }),
  r('GET', '/api/cms/news/:id', 'cms', 'News post', { params: IdParam, answer: NewsPost }),
  r('GET', '/api/cms/shops', 'cms', 'Shops (store locator)', { query: ShopsQuery, answer: ShopList }),
  r('POST', '/api/contact/message', 'cms', 'Contact form', {
    rateLimited: 'forms',
    body: ContactMessage,
    answer: ContactMessageAnswer,
  }),
  r('POST', '/api/contact/newsletter', 'cms', 'Newsletter sign-up', {
    rateLimited: 'forms',
    body: NewsletterSignup,
    answer: NewsletterSignupAnswer,
  }),
  r('GET', '/api/insurance/check', 'cms', 'Insurance check (query frameNumber, purchaseDate)', {
    rateLimited: 'forms',
    query: InsuranceCheckQuery,
    answer: InsuranceCheckAnswer,
  }),

  // documents
  r('GET', '/api/documents/service-training/:taxId', 'documents', 'Service training document', {
    params: ServiceTrainingParams,
  }),
  r('GET', '/api/documents/catalog/:lang', 'documents', 'Catalogue document', { params: CatalogueDocumentParams }),

  // notifications: e-mails written to files in embedded mode (absent in production)
  r('GET', '/api/dev/mail', 'notifications', 'E-mails written by embedded mode'),
  r('GET', '/api/dev/mail/:id', 'notifications', 'One e-mail as .eml'),
];
