import { z } from 'zod';
import { RevisedShopSettings } from './api/admin/settings';
import { Money } from './api/common';
import { LineOptionText } from './api/line-options';
import { OrderTracking } from './api/orders';
import {
  AdminType,
  ContactTopic,
  CustomerPaymentStatus,
  DeliveryMethod,
  Language,
  OrderStatus,
  OrderType,
  PaymentMethod,
  ReturnStatus,
  TransactionResult,
  TransactionType,
} from './enums';
import type { ServiceName } from './services';

// Events between services (DESIGN §6): subject shop.<service>.<event>, one envelope, zod payloads.

export const EventEnvelope = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  occurredAt: z.iso.datetime(),
  source: z.string().min(1),
  data: z.unknown(),
});
export type EventEnvelope<D = unknown> = Omit<z.infer<typeof EventEnvelope>, 'data'> & { data: D };

export interface EventDefinition<D extends z.ZodType = z.ZodType> {
  source: ServiceName;
  type: string;
  subject: string;
  data: D;
}

export function defineEvent<D extends z.ZodType>(source: ServiceName, type: string, data: D): EventDefinition<D> {
  return { source, type, subject: `shop.${source}.${type}`, data };
}

export type EventData<E extends EventDefinition> = z.infer<E['data']>;

export const NewsletterSubscribed = defineEvent(
  'cms',
  'newsletter-subscribed',
  z.object({ subscriptionId: z.uuid(), email: z.email(), language: Language }),
);

/** An account can be used: a retail customer registered, or a dealer activated theirs (welcome e-mail). */
export const AccountOpened = defineEvent(
  'accounts',
  'account-opened',
  z.object({
    customerId: z.uuid(),
    customerType: z.enum(['retail', 'b2b']),
    email: z.email(),
    firstName: z.string().nullable(),
    language: Language,
    /** The customer's account page in their language (`/pl/konto`). */
    path: z.string().startsWith('/'),
  }),
);

/**
 * An e-mailed account link. `path` is the shop page with its one-time token (`/pl/autoryzuj?token=…`),
 * to be put after the shop's public address; the token works once and until `expiresAt`.
 */
const AccountLink = z.object({
  customerId: z.uuid(),
  email: z.email(),
  firstName: z.string().nullable(),
  language: Language,
  path: z.string().startsWith('/'),
  expiresAt: z.iso.datetime(),
});
export const LoginLinkRequested = defineEvent('accounts', 'login-link-requested', AccountLink);
export const PasswordResetRequested = defineEvent('accounts', 'password-reset-requested', AccountLink);
/** A dealer account was created inactive: the dealer sets a password through the link to activate it. */
export const DealerActivationRequested = defineEvent(
  'accounts',
  'dealer-activation-requested',
  AccountLink.extend({ companyName: z.string() }),
);

/**
 * A staff account was created (or its invitation sent again): the admin welcome e-mail with the
 * data-protection rules (SPEC §1) and the link to set a password, which activates the account.
 * `panelPath` is the admin panel in the member's language (`/pl/admin`).
 */
export const StaffWelcomeRequested = defineEvent(
  'accounts',
  'staff-welcome-requested',
  AccountLink.extend({ lastName: z.string(), adminType: AdminType, panelPath: z.string().startsWith('/') }),
);

/** A contact form message was stored; `department` is the mailbox its topic is routed to. */
export const ContactMessageReceived = defineEvent(
  'cms',
  'contact-message-received',
  z.object({
    messageId: z.uuid(),
    name: z.string(),
    email: z.email(),
    phone: z.string().nullable(),
    topic: ContactTopic,
    message: z.string(),
    language: Language,
    department: z.email(),
  }),
);

/** An order was placed (checkout). `path` is its confirmation page with the guest token (`/pl/zamowienie/<id>/<token>`). */
export const OrderCreated = defineEvent(
  'orders',
  'order-created',
  z.object({
    orderId: z.uuid(),
    number: z.string(),
    token: z.string(),
    customerId: z.uuid().nullable(),
    email: z.email(),
    language: Language,
    type: OrderType,
    status: OrderStatus,
    paymentMethod: PaymentMethod,
    deliveryMethod: DeliveryMethod,
    total: Money,
    /** What a gift card paid of `total` (absent when none did): the rest is what the payment method pays. */
    giftCard: Money.optional(),
    items: z.array(
      z.object({
        name: z.string(),
        quantity: z.number().int(),
        unitPrice: Money,
        /** The catalogue variant's SKU (the warehouse picks it); absent in events written before it was sent. */
        sku: z.string().optional(),
        /** The variant's options ('Rama: M, Kolor: czerwony') and the options chosen beside it, in the order's language. */
        optionsLabel: z.string().optional(),
        options: z.array(LineOptionText).optional(),
        /** SPEC §3 product type: the e-mail says what a service or a download starts once paid (issue 24). */
        type: z.string().optional(),
      }),
    ),
    referralCode: z.string().nullable(),
    path: z.string().startsWith('/'),
  }),
);

/** An order's status or payment status changed (payment, expiry, staff). */
export const OrderUpdated = defineEvent(
  'orders',
  'order-updated',
  z.object({
    orderId: z.uuid(),
    number: z.string(),
    token: z.string(),
    email: z.email(),
    language: Language,
    status: OrderStatus,
    paymentStatus: CustomerPaymentStatus,
    path: z.string().startsWith('/'),
    /** The parcel on its way (issue 17): the carrier, its number and the carrier's tracking page. */
    tracking: OrderTracking.nullable().optional(),
    /**
     * A paid order's downloads (issue 24): each line's signed link (`path`, to be put after the shop's public
     * address), working until `expiresAt` for `uses` downloads.
     */
    downloads: z
      .array(
        z.object({
          name: z.string(),
          path: z.string().startsWith('/'),
          expiresAt: z.iso.datetime(),
          uses: z.number().int(),
        }),
      )
      .optional(),
  }),
);

/**
 * Staff confirmed a dealer's preorder: it is payable by bank transfer. `amountPln` is the amount due,
 * converted on the confirmation day at `rate` (null for a PLN preorder); `transfer` is where it goes (null
 * when payments could not say: the e-mail then points to the order page).
 */
export const PreorderConfirmed = defineEvent(
  'orders',
  'preorder-confirmed',
  z.object({
    orderId: z.uuid(),
    number: z.string(),
    email: z.email(),
    language: Language,
    total: Money,
    amountPln: Money,
    rate: z
      .object({ ratePln: z.string(), source: z.string(), table: z.string().nullable(), effectiveAt: z.iso.datetime() })
      .nullable(),
    transfer: z.object({ account: z.string(), recipient: z.string(), title: z.string() }).nullable(),
    path: z.string().startsWith('/'),
  }),
);

/**
 * Staff changed the shop settings (cms): every service's `shopSettings()` takes them, the highest revision
 * winning, so a redelivered or late event never brings older settings back.
 */
export const ShopSettingsChanged = defineEvent('cms', 'shop-settings-changed', RevisedShopSettings);

/**
 * Staff changed the catalogue (catalog; `productIds`: the products changed): every catalog replica drops its
 * rendered answers, since a name or price shows in lists too, so shoppers see the change on their next read.
 */
export const CatalogueChanged = defineEvent(
  'catalog',
  'catalogue-changed',
  z.object({ productIds: z.array(z.number().int()) }),
);

const PaymentEventMethod = z.enum([
  'online_tpay',
  'card_polcard',
  'installment_eraty',
  'installment_ca',
  'transfer',
  'cash',
]);

/** A payment of an order succeeded (an online payment was paid, an installment credit was granted). */
export const PaymentSucceeded = defineEvent(
  'payments',
  'payment-succeeded',
  z.object({ orderId: z.uuid(), transactionId: z.uuid(), method: PaymentEventMethod, amount: Money }),
);

/**
 * A payment attempt failed. `retryable: false` only for a final installment rejection (orders then cancels
 * and releases the stock); a declined card or a failed online payment may be retried.
 */
export const PaymentFailed = defineEvent(
  'payments',
  'payment-failed',
  z.object({
    orderId: z.uuid(),
    transactionId: z.uuid(),
    method: PaymentEventMethod,
    retryable: z.boolean(),
    reason: z.string(),
  }),
);

/**
 * Money of an order was recorded outside a provider: by staff by hand, or a refund decided on a return
 * (`return`). A refund that would exceed what was paid is recorded as a failure. Orders recomputes the admin
 * payment status from every settled transaction of the order (docs/decisions/payment-status.md).
 */
export const TransactionRecorded = defineEvent(
  'payments',
  'transaction-recorded',
  z.object({
    orderId: z.uuid(),
    transactionId: z.uuid(),
    type: TransactionType,
    result: TransactionResult,
    amount: Money,
    /** The return a `return` transaction refunds (RMA/2026/000123), when it refunds one. */
    returnNumber: z.string().nullable().optional(),
  }),
);

/** Every event the shop publishes, so tooling (docs, stream set-up) can list them. */
export const eventCatalogue: EventDefinition[] = [
  NewsletterSubscribed,
  AccountOpened,
  LoginLinkRequested,
  PasswordResetRequested,
  DealerActivationRequested,
  StaffWelcomeRequested,
  ContactMessageReceived,
  ShopSettingsChanged,
  CatalogueChanged,
  OrderCreated,
  OrderUpdated,
  PaymentSucceeded,
  PaymentFailed,
  TransactionRecorded,
];

// ---- rma ------------------------------------------------------------------------------------------------

const ReturnEventBase = z.object({
  returnId: z.uuid(),
  number: z.string(),
  customerId: z.uuid(),
  /** The contact e-mail given on the return. */
  email: z.email(),
  /** The language the customer filed the return in (their e-mails are in it). */
  language: Language,
  status: ReturnStatus,
  /** The return's page in the customer's account (`/pl/reklamacje/<id>`). */
  path: z.string().startsWith('/'),
});

/** A customer or dealer filed a return or claim. */
export const ReturnCreated = defineEvent('rma', 'return-created', ReturnEventBase);

/** Staff changed a return's status or the action on one of its items. */
export const ReturnUpdated = defineEvent(
  'rma',
  'return-updated',
  ReturnEventBase.extend({ change: z.enum(['status', 'item']) }),
);

/** Someone wrote in a return's thread: the customer (staff are told) or staff (the customer is told). */
export const ReturnMessagePosted = defineEvent(
  'rma',
  'return-message-posted',
  ReturnEventBase.extend({ author: z.enum(['customer', 'staff']), text: z.string() }),
);

/**
 * Staff decided to refund an item of a return linked to an order (item action `refunded` with an amount in
 * the order's currency): payments records the `return` transaction, orders moves the payment status.
 */
export const ReturnRefundDecided = defineEvent(
  'rma',
  'return-refund-decided',
  z.object({
    returnId: z.uuid(),
    returnNumber: z.string(),
    itemId: z.uuid(),
    orderId: z.uuid(),
    amount: Money,
    /** The staff member who decided it. */
    staffName: z.string(),
  }),
);

/**
 * Staff sent a dealer a season's preorder link. `path` is the preorder page with the link's token
 * (`/pl/preordery?t=…`); the link works for `validDays` days, until `expiresAt`.
 */
export const PreorderLinkSent = defineEvent(
  'orders',
  'preorder-link-sent',
  z.object({
    seasonId: z.number().int(),
    customerId: z.uuid(),
    email: z.email(),
    firstName: z.string().nullable(),
    dealerName: z.string(),
    language: Language,
    seasonName: z.string(),
    priceGuaranteeUntil: z.iso.date(),
    validDays: z.number().int(),
    expiresAt: z.iso.datetime(),
    path: z.string().startsWith('/'),
  }),
);

/**
 * Physical stock of a catalogue variant changed in a way the shop may sell (issue 17, DESIGN §9): a receipt,
 * an assembly's output, a customer's return or a count raise it; a count or a consumption lowers it. The
 * catalogue adds `change` to the variant with this SKU once per event. `sequence` is the warehouse's
 * operation number: the reconciliation leaves a SKU alone until its latest one has been applied.
 */
export const SellableStockChanged = defineEvent(
  'warehouse',
  'sellable-stock-changed',
  z.object({
    operationId: z.uuid(),
    sequence: z.number().int().positive(),
    sku: z.string().min(1),
    change: z.number().int(),
  }),
);

/**
 * A shipment of an order moved (issue 17, docs/decisions/factory.md): orders moves the order to sent when a
 * parcel leaves and to completed when everything ordered was delivered, and keeps the tracking link for the
 * customer. `delivered`: every ordered piece is in delivered shipments.
 */
export const ShipmentUpdated = defineEvent(
  'warehouse',
  'shipment-updated',
  z.object({
    shipmentId: z.uuid(),
    orderId: z.uuid(),
    status: z.enum(['created', 'shipped', 'in_transit', 'delivered', 'cancelled']),
    carrier: z.string(),
    trackingNumber: z.string(),
    trackingUrl: z.string().nullable(),
    delivered: z.boolean(),
  }),
);
