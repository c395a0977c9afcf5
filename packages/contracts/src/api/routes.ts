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
import { adminApi } from './admin';
import { ShopChangeRequest, ShopChangeRequestFields } from './admin/shops';
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
import { contentPagesApi } from './content-pages';
import { B2bContactsAnswer, DealerDownloadList, DealerShopList, TrainingBookOffer } from './dealer';
import {
  CatalogueDocumentParams,
  PriceListDocumentParams,
  ProductCardDocumentParams,
  ServiceTrainingParams,
} from './documents';
import { downloadsAdminApi, downloadsApi } from './downloads';
import { giftCardsApi } from './gift-cards';
import { insuranceApi } from './insurance';
import { insuranceShopSalesApi } from './insurance-shop-sales';
import { invoiceBuyerApi } from './invoice-documents';
import { LineFileAnswer } from './line-options';
import { OrderDocumentParams } from './order-and-return-documents';
import {
  CheckoutPayload,
  CopyOrderAnswer,
  OrderAnswer,
  OrderChangeRequest,
  OrderListQuery,
  OrderPaymentAnswer,
  OrderSummary,
  OrderTokenQuery,
  PreorderProgress,
} from './orders';
import { ExchangeRates, PaymentResult, PaymentResultParams, PaymentResultQuery } from './payments';
import { PreorderLinkQuery, PreorderPage, PreorderSubmit, PreorderSubmitted } from './preorders';
import { quotesApi } from './quotes-routes';
import { reviewsApi } from './reviews';
import { ReturnDetail, ReturnFileParams, ReturnListQuery, ReturnMessage, ReturnSummary, UploadedFiles } from './rma';
import { type ApiRoute, type RouteSpec, type RouteTable, routesOf } from './route';
import { safetyReportsApi } from './safety-reports';
import { shopPapersApi } from './shop-papers';
import { withdrawalsApi } from './withdrawals-routes';

// The public API of SPEC §7 in one table, keyed by 'METHOD /path': the gateway routes by it, answers 405
// from it and generates the OpenAPI document from it; the remotes' typed client (`@shop/platform` api) and
// the services' route bindings take their types from it, so a renamed field breaks every caller's compile.
// A route a later issue builds gets its row (and schemas) here.

const r = <const X extends Partial<Omit<RouteSpec, 'service' | 'summary'>> = {}>(
  service: ServiceName,
  summary: string,
  extra?: X,
) => ({ service, summary, access: 'app', ...extra }) as unknown as Omit<RouteSpec, keyof X> & X;

export const shopApi = {
  // accounts
  'GET /api/account/me': r('accounts', 'Current user (a guest too) and the customer form', {
    answer: AccountDetails,
  }),
  'POST /api/account/me': r('accounts', 'Update profile', { body: CustomerProfile, answer: AccountDetails }),
  'POST /api/account/login': r('accounts', 'Sign in (e-mail, or a dealer’s EU VAT ID)', {
    rateLimited: 'auth',
    body: Login,
    answer: AccountDetails,
  }),
  'POST /api/account/login-link': r('accounts', 'E-mail a sign-in link', {
    rateLimited: 'auth',
    body: LoginLinkRequest,
    answer: LinkSent,
  }),
  'POST /api/account/login-token': r('accounts', 'Sign in by link', {
    rateLimited: 'auth',
    body: LoginToken,
    answer: AccountDetails,
  }),
  'GET /api/account/logout': r('accounts', 'Sign out', { answer: AccountDetails }),
  'POST /api/account/forgot-password': r('accounts', 'Forgot password (e-mails a reset link)', {
    rateLimited: 'auth',
    body: ForgotPassword,
    answer: LinkSent,
  }),
  'POST /api/account/reset-password': r('accounts', 'Reset password (also activates a dealer)', {
    rateLimited: 'auth',
    body: ResetPassword,
    answer: AccountDetails,
  }),
  'POST /api/account/change-password': r('accounts', 'Change password', {
    rateLimited: 'auth',
    body: ChangePassword,
    answer: PasswordChanged,
  }),
  'POST /api/account/register': r('accounts', 'Register', {
    rateLimited: 'auth',
    body: Register,
    answer: AccountDetails,
  }),
  'GET /api/account/addresses': r('accounts', 'Address list', { answer: AddressList }),
  'POST /api/account/addresses': r('accounts', 'Create an address', { body: AddressInput, answer: Address }),
  'GET /api/account/addresses/:id': r('accounts', 'Address', { params: AddressIdParam, answer: Address }),
  'PUT /api/account/addresses/:id': r('accounts', 'Update an address', {
    params: AddressIdParam,
    body: AddressInput,
    answer: Address,
  }),
  'DELETE /api/account/addresses/:id': r('accounts', 'Delete an address', { params: AddressIdParam }),

  // catalog
  'GET /api/catalog/collections/menu': r('catalog', 'Collection menu', { answer: CollectionMenu, shared: true }),
  'GET /api/catalog/collections': r('catalog', 'Collections', {
    query: NoQuery,
    answer: CollectionList,
    shared: true,
  }),
  'GET /api/catalog/collections/:id': r('catalog', 'Collection', {
    params: IdParam,
    query: NoQuery,
    answer: CollectionDetail,
    shared: true,
  }),
  'GET /api/catalog/products': r('catalog', 'Products', {
    query: ProductListQuery,
    answer: ProductList,
    shared: true,
  }),
  'GET /api/catalog/products/:id': r('catalog', 'Product (option selection as query c)', {
    params: IdParam,
    query: ProductQuery,
    answer: ProductDetail,
    shared: true,
  }),
  'GET /api/catalog/search/suggest': r('catalog', 'Search suggestions (autocomplete)', {
    query: SuggestQuery,
    answer: SearchSuggestions,
    shared: true,
  }),
  // Dealers only (a guest 401, anyone else 403): never shared, the file by this route alone.
  'GET /api/catalog/downloads': r('catalog', "The dealer downloads page's files in the page's language", {
    query: NoQuery,
    answer: DealerDownloadList,
  }),
  'GET /api/catalog/downloads/:id': r('catalog', 'One dealer download, as a file', { params: UuidParam }),

  // orders: carts, checkout, orders
  'GET /api/orders/status/preorder': r('orders', 'Preorder progress', {
    query: NoQuery,
    answer: PreorderProgress,
  }),
  'GET /api/orders/status/:id': r('orders', 'Guest order status (query t)', {
    params: UuidParam,
    query: OrderTokenQuery,
    answer: OrderAnswer,
  }),
  'GET /api/orders/payment/:id': r('orders', 'Start (or retry) the payment of an order (query t)', {
    params: UuidParam,
    query: OrderTokenQuery,
    answer: OrderPaymentAnswer,
  }),
  ...downloadsApi,
  ...invoiceBuyerApi,
  'GET /api/orders': r('orders', 'Orders', { query: OrderListQuery, answer: listAnswer(OrderSummary) }),
  'POST /api/orders': r('orders', 'Not allowed (405): orders are placed through the checkout'),
  'GET /api/orders/:id': r('orders', 'Order', { params: UuidParam, query: NoQuery, answer: OrderAnswer }),
  'PUT /api/orders/:id': r('orders', "Change a new order's comment or delivery address (409 when stale)", {
    params: UuidParam,
    body: OrderChangeRequest,
    answer: OrderAnswer,
  }),
  'DELETE /api/orders/:id': r('orders', 'Cancel an unpaid order (orders are never deleted)', {
    params: UuidParam,
    query: NoQuery,
    answer: OrderAnswer,
  }),
  'DELETE /api/orders/status/:id': r('orders', 'Cancel an unpaid order through the guest link (query t)', {
    params: UuidParam,
    query: OrderTokenQuery,
    answer: OrderAnswer,
  }),
  'COPY /api/orders/:id': r('orders', 'New order from an old one (a new cart)', {
    params: UuidParam,
    answer: CopyOrderAnswer,
  }),
  // orders: season preorders by link (a dealer signed in as the one the link was sent to)
  'GET /api/preorders': r('orders', "A season's preorder page from the e-mailed link (query t)", {
    query: PreorderLinkQuery,
    answer: PreorderPage,
  }),
  'POST /api/preorders': r('orders', 'Submit the preorder: one PREORDER order, no delivery or payment choice', {
    body: PreorderSubmit,
    answer: PreorderSubmitted,
  }),
  // orders: quote requests and proposals (issue 23)
  ...quotesApi,
  // orders: gift cards (issue 24)
  ...giftCardsApi,
  // cms: insured bikes registered by dealers and staff (issue 25)
  ...insuranceApi,
  ...insuranceShopSalesApi,
  'GET /api/cart': r('orders', 'Cart', { query: NoQuery, answer: Cart }),
  'POST /api/cart': r('orders', 'Update the cart', { body: CartUpdate, answer: Cart }),
  'DELETE /api/cart': r('orders', 'Empty the cart', { answer: Cart }),
  'POST /api/cart/items/bulk': r('orders', 'Add many items', { body: CartBulkAdd, answer: Cart }),
  'GET /api/cart/items': r('orders', 'Cart items', { query: NoQuery, answer: CartItemList }),
  'POST /api/cart/items': r('orders', 'Add an item', { body: CartItemAdd, answer: Cart }),
  'GET /api/cart/items/:id': r('orders', 'Cart item', { params: CartItemIdParam, answer: CartItemAnswer }),
  'PUT /api/cart/items/:id': r('orders', 'Update an item', {
    params: CartItemIdParam,
    body: CartItemUpdate,
    answer: Cart,
  }),
  'DELETE /api/cart/items/:id': r('orders', 'Remove an item', { params: CartItemIdParam, answer: Cart }),
  // Guests may upload (a cart is theirs by session): the forms class bounds what one address can store.
  'POST /api/cart/files': r('orders', 'Upload a file for an option of a cart line (multipart, one file)', {
    upload: true,
    rateLimited: 'forms',
    answer: LineFileAnswer,
  }),
  // Any caller's payload: the orders service holds a retail shopper's to its own rules (checkoutRequestFor).
  'POST /api/cart/checkout': r('orders', 'Checkout', { body: CheckoutPayload, answer: OrderAnswer }),

  // payments
  'GET /api/payments/rates': r('payments', 'Exchange rates to PLN', { answer: ExchangeRates }),
  'POST /api/payments/:provider/notify': r('payments', 'Payment provider notification', { access: 'signature' }),
  'GET /api/payments/:provider/return': r('payments', 'The shopper back from a payment provider', {
    access: 'signature',
  }),
  'POST /api/payments/:provider/return': r('payments', 'The shopper back from a payment provider (form)', {
    access: 'signature',
  }),
  'GET /api/payments/:provider/result/:id': r('payments', 'Where the payment a shopper came back from stands', {
    params: PaymentResultParams,
    query: PaymentResultQuery,
    answer: PaymentResult,
  }),

  // rma
  'GET /api/rma': r('rma', 'Returns and claims', { query: ReturnListQuery, answer: listAnswer(ReturnSummary) }),
  'POST /api/rma': r('rma', 'File a return or claim (multipart: fields, items as JSON, files)', {
    upload: true,
    answer: ReturnDetail,
  }),
  'POST /api/rma/message': r('rma', 'Message on a return (multipart: returnId, text, files)', {
    upload: true,
    answer: ReturnMessage,
  }),
  'GET /api/rma/:id': r('rma', 'Return or claim', { params: UuidParam, answer: ReturnDetail }),
  'GET /api/rma/:id/files/:fileId': r('rma', 'An attachment of a return or claim', { params: ReturnFileParams }),
  'POST /api/files/upload': r('rma', 'Upload files ahead of a return or message (multipart, kept a day)', {
    upload: true,
    answer: UploadedFiles,
  }),

  // cms
  'GET /api/config': r('cms', 'Shop configuration', { answer: ShopConfig }),
  'GET /api/cms/news': r('cms', 'News, newest first', { query: NewsListQuery, answer: NewsList }),
  'GET /api/cms/news/:id': r('cms', 'News post', { params: IdParam, answer: NewsPost }),
  'GET /api/cms/shops': r('cms', 'Shops (store locator)', { query: ShopsQuery, answer: ShopList }),
  // Dealers only (a guest 401, anyone else 403); the contacts only after the dealer accepted the notice.
  'GET /api/cms/b2b-contacts': r('cms', 'B2B contacts (empty until the dealer accepted the notice)', {
    query: NoQuery,
    answer: B2bContactsAnswer,
  }),
  'POST /api/cms/b2b-contacts/accept': r('cms', 'Accept the B2B notice (recorded) and get the contacts', {
    answer: B2bContactsAnswer,
  }),
  // The signed-in dealer's own locator entries (a guest 401, anyone else 403).
  'GET /api/cms/dealer/shops': r('cms', "The dealer's shops in the store locator, with a pending change", {
    query: NoQuery,
    answer: DealerShopList,
  }),
  'POST /api/cms/dealer/shops/:id/change-requests': r('cms', "Ask staff to change the dealer's shop", {
    params: IdParam,
    body: ShopChangeRequestFields,
    answer: ShopChangeRequest,
  }),
  'POST /api/contact/message': r('cms', 'Contact form', {
    rateLimited: 'forms',
    body: ContactMessage,
    answer: ContactMessageAnswer,
  }),
  'POST /api/contact/newsletter': r('cms', 'Newsletter sign-up', {
    rateLimited: 'forms',
    body: NewsletterSignup,
    answer: NewsletterSignupAnswer,
  }),
  'GET /api/insurance/check': r('cms', 'Insurance check (query frameNumber, purchaseDate)', {
    rateLimited: 'forms',
    query: InsuranceCheckQuery,
    answer: InsuranceCheckAnswer,
  }),

  // documents
  'GET /api/documents/service-training': r('documents', "Whether the dealer's training book is offered", {
    query: NoQuery,
    answer: TrainingBookOffer,
  }),
  'GET /api/documents/service-training/:taxId': r('documents', 'Service training document', {
    params: ServiceTrainingParams,
  }),
  'GET /api/documents/catalog/:lang': r('documents', 'Catalogue document', { params: CatalogueDocumentParams }),
  'GET /api/documents/products/:id/card/:lang': r('documents', 'Product spec card document', {
    params: ProductCardDocumentParams,
  }),
  // The signed-in customer's own order (a dealer's; a retail order, another's or a guest's is not found).
  'GET /api/documents/orders/:id/:lang': r('documents', 'Order document (pro-forma) of a dealer’s order', {
    params: OrderDocumentParams,
  }),
  'GET /api/documents/price-lists/retail/:lang': r('documents', 'Retail price list document (gross)', {
    params: PriceListDocumentParams,
  }),
  'GET /api/documents/price-lists/dealer/:lang': r('documents', 'The signed-in dealer’s own price list document', {
    params: PriceListDocumentParams,
  }),
  // the documents page's papers: declarations of conformity, warranty terms, user manual (issue 25)
  ...shopPapersApi,

  // notifications: e-mails written to files in embedded mode (absent in production)
  'GET /api/dev/mail': r('notifications', 'E-mails written by embedded mode'),
  'GET /api/dev/mail/:id': r('notifications', 'One e-mail as .eml'),
  'GET /api/dev/mail/:id/view': r('notifications', 'One e-mail shown as a page: headers, text and HTML'),

  // the back office (DESIGN §9): /api/admin/<area>/…, one file per area under ./admin
  ...adminApi,
  ...downloadsAdminApi,
  // customer reviews (issue 25): the shopper's, the customer's and staff's rows in one file
  ...reviewsApi,
  // the accessibility statement and other pages staff edit; safety reports from the contact form (issue 27)
  ...contentPagesApi,
  ...safetyReportsApi,
  // the consumer's withdrawal function (issue 27)
  ...withdrawalsApi,
} satisfies RouteTable;

export type ShopApi = typeof shopApi;

/** The rows of the public table, in its order. */
export const apiRoutes: ApiRoute[] = routesOf(shopApi);
