import { z } from 'zod';
import type { ServiceName } from '../services';
import { Address, DealerCreated, DealerInvitation, GuestSession, ResolveSession, SessionResolution } from './account';
import { CustomerDiscounts } from './admin/discounts';
import { NewsSitemap } from './admin/news';
import { PriceListToPrint } from './admin/price-lists';
import { RevisedShopSettings } from './admin/settings';
import { StockReconcileAnswer, StockReconcileRequest } from './admin/warehouse';
import { CatalogSitemap } from './catalog';
import {
  CartLinesAnswer,
  CartLinesRequest,
  HeldReservations,
  HeldReservationsQuery,
  ReservationIdParam,
  StockReleaseAnswer,
  StockReservationAnswer,
  StockReservationRequest,
} from './catalog-internal';
import {
  CatalogueForPrint,
  DocumentLanguageQuery,
  DocumentProductParams,
  PriceListForPrint,
  PriceListQuery,
  ProductForPrint,
} from './documents';
import { GiftCardForPrint, GiftCardPdf } from './gift-cards';
import { insuranceInternalApi } from './insurance';
import { invoiceInternalApi } from './invoice-documents';
import {
  OrderDocumentQuery,
  OrderForDocument,
  ReturnForReport,
  ReturnIdParam,
  TransferAccount,
} from './order-and-return-documents';
import { OrderFacts, OrderNumberQuery, PaidUnsentOrders } from './orders-internal';
import {
  CaDecisionAnswer,
  CaDecisionRequest,
  EnabledPaymentMethods,
  PaymentStart,
  PaymentStartRequest,
  PaymentsAbandoned,
  PaymentTransactions,
  PlnConversion,
  PlnConversionRequest,
  RevisedExchangeRates,
} from './payments';
import { CustomerContact } from './preorders';
import { reviewsInternalApi } from './reviews';
import type { RouteSpec, RouteTable } from './route';
import { StaffNames, StaffWithPermissionQuery } from './staff-internal';

// The internal API in one table, keyed like the public one: what services (and the gateway, on its own
// behalf) ask each other on /internal routes. The typed service caller of @shop/service-kit takes the target
// and the schemas from here and parses every answer, so a renamed field breaks the caller's compile and a
// wrong answer is caught at the edge. The gateway never routes these from outside.

const internal = <const X extends Partial<Omit<RouteSpec, 'service' | 'summary' | 'access'>> = {}>(
  service: ServiceName,
  summary: string,
  extra?: X,
) => ({ service, summary, access: 'internal', ...extra }) as unknown as Omit<RouteSpec, keyof X> & X;

export const OrderIdParam = z.strictObject({ orderId: z.uuid() });
export const CustomerIdParam = z.strictObject({ customerId: z.uuid() });
export const PriceListIdParam = z.strictObject({ id: z.uuid() });
export const CustomerAddressParams = z.strictObject({ customerId: z.uuid(), addressId: z.uuid() });

export const internalApi = {
  // accounts: asked by the gateway
  'POST /internal/sessions/resolve': internal('accounts', 'The session of a `sid` cookie', {
    body: ResolveSession,
    answer: SessionResolution,
  }),
  'POST /internal/sessions': internal('accounts', 'A guest session for a caller without a cookie', {
    answer: GuestSession,
  }),
  'POST /internal/dealers': internal('accounts', 'A dealer account, inactive until its password is set', {
    body: DealerInvitation,
    answer: DealerCreated,
  }),
  // accounts: asked by the dealer area (a dealer's own discounts, else their group's)
  'GET /internal/customers/:customerId/discounts': internal('accounts', 'The individual discounts a customer gets', {
    params: CustomerIdParam,
    answer: CustomerDiscounts,
  }),
  // accounts: asked by documents (a saved price list to print, with its group's discounts)
  'GET /internal/price-lists/:id': internal('accounts', 'A saved price list and its group’s discounts', {
    params: PriceListIdParam,
    answer: PriceListToPrint,
  }),
  // accounts: asked by orders (whom to mail a season's preorder link)
  'GET /internal/customers/:customerId': internal('accounts', 'Whom to mail and in which language (preorder links)', {
    params: CustomerIdParam,
    answer: CustomerContact,
  }),
  // accounts: asked by rma (a return's address is one of the customer's own; another's is not found)
  'GET /internal/customers/:customerId/addresses/:addressId': internal('accounts', 'One address of a customer', {
    params: CustomerAddressParams,
    answer: Address,
  }),

  // catalog: asked by orders (and the gateway's sitemap)
  'GET /internal/catalog/sitemap': internal('catalog', 'The addresses /sitemap.xml lists', {
    answer: CatalogSitemap,
  }),
  // catalog: asked by documents (the catalogue PDF and a product's spec card)
  'GET /internal/catalog/documents/catalogue': internal('catalog', 'The public catalogue for print, pictures inline', {
    query: DocumentLanguageQuery,
    answer: CatalogueForPrint,
  }),
  'GET /internal/catalog/documents/products/:id': internal('catalog', 'One visible product for print', {
    params: DocumentProductParams,
    query: DocumentLanguageQuery,
    answer: ProductForPrint,
  }),
  'GET /internal/catalog/documents/price-list': internal('catalog', 'Every visible product’s prices for a price list', {
    query: PriceListQuery,
    answer: PriceListForPrint,
  }),
  'POST /internal/catalog/cart-lines': internal('catalog', 'Cart lines priced for a caller', {
    body: CartLinesRequest,
    answer: CartLinesAnswer,
  }),
  'POST /internal/catalog/stock/reservations': internal('catalog', 'Hold stock for an order, all or nothing', {
    body: StockReservationRequest,
    answer: StockReservationAnswer,
  }),
  'GET /internal/catalog/stock/reservations': internal('catalog', 'Reservations still holding stock', {
    query: HeldReservationsQuery,
    answer: HeldReservations,
  }),
  'DELETE /internal/catalog/stock/reservations/:reservationId': internal('catalog', 'Give held stock back', {
    params: ReservationIdParam,
    answer: StockReleaseAnswer,
  }),
  // catalog: asked by warehouse every sync interval (issue 17)
  'POST /internal/catalog/stock/reconcile': internal('catalog', 'Lower sellable stock no warehouse holds', {
    body: StockReconcileRequest,
    answer: StockReconcileAnswer,
  }),

  'GET /internal/staff': internal('accounts', 'Active staff whose admin type holds a permission', {
    query: StaffWithPermissionQuery,
    answer: StaffNames,
  }),

  // orders: asked by payments (money recorded by hand) and rma (a return linked to its order)
  'GET /internal/orders/:orderId': internal('orders', 'The money side of an order', {
    params: OrderIdParam,
    answer: OrderFacts,
  }),
  // orders: asked by warehouse at start (fulfilments of orders paid before it listened, issue 17)
  'GET /internal/orders/paid/unsent': internal('orders', 'Paid orders not sent yet, with their lines', {
    answer: PaidUnsentOrders,
  }),
  'GET /internal/orders': internal('orders', 'The money side of an order found by its number', {
    query: OrderNumberQuery,
    answer: OrderFacts,
  }),
  // orders: asked by documents (a dealer's order document)
  'GET /internal/orders/:orderId/document': internal('orders', 'A customer’s order with its lines per VAT rate', {
    params: OrderIdParam,
    query: OrderDocumentQuery,
    answer: OrderForDocument,
  }),

  // rma: asked by documents (a return's service report)
  'GET /internal/rma/returns/:returnId/report': internal('rma', 'A return as its service report prints it', {
    params: ReturnIdParam,
    answer: ReturnForReport,
  }),

  // payments: asked by orders (and staff screens, for CA decisions)
  'GET /internal/payments/methods': internal('payments', 'Payment methods that work now', {
    answer: EnabledPaymentMethods,
  }),
  'POST /internal/payments/start': internal('payments', 'Start a payment attempt for an order', {
    body: PaymentStartRequest,
    answer: PaymentStart,
  }),
  'GET /internal/payments/orders/:orderId': internal('payments', 'The transactions of an order', {
    params: OrderIdParam,
    answer: PaymentTransactions,
  }),
  'POST /internal/payments/orders/:orderId/abandon': internal('payments', "Close an order's open attempts (a cancel)", {
    params: OrderIdParam,
    answer: PaymentsAbandoned,
  }),
  'POST /internal/payments/conversions': internal('payments', 'An amount in PLN now, with the rate used', {
    body: PlnConversionRequest,
    answer: PlnConversion,
  }),
  'GET /internal/payments/transfer-account': internal('payments', 'Where bank transfers to the shop go', {
    answer: TransferAccount,
  }),
  'GET /internal/payments/rates': internal('payments', 'Exchange rates to PLN in force now, with their revision', {
    answer: RevisedExchangeRates,
  }),
  'POST /internal/payments/ca/decisions': internal('payments', 'Record a CA Raty credit decision', {
    body: CaDecisionRequest,
    answer: CaDecisionAnswer,
  }),

  // cms: asked by every service at start (then the shop-settings-changed event keeps them current)
  'GET /internal/cms/shop-settings': internal('cms', 'The shop settings staff set, with their revision', {
    answer: RevisedShopSettings,
  }),
  // cms: asked by the gateway's sitemap
  'GET /internal/cms/sitemap': internal('cms', 'The blog posts /sitemap.xml lists', { answer: NewsSitemap }),
  // documents: asked by notifications (the printable gift card e-mailed with it, docs/decisions/gift-cards.md)
  'POST /internal/documents/gift-card': internal('documents', 'A gift card as a printable PDF (pl or en)', {
    body: GiftCardForPrint,
    answer: GiftCardPdf,
  }),
  // orders: asked by documents (an invoice's printable view, issue 26)
  ...invoiceInternalApi,
  // warehouse, catalog: asked by cms (registering an insured bike); documents: by notifications (issue 25)
  ...insuranceInternalApi,
  // orders: asked by cms (who may review what); cms: asked by the gateway (a product page's JSON-LD)
  ...reviewsInternalApi,
} satisfies RouteTable;

export type InternalApi = typeof internalApi;
