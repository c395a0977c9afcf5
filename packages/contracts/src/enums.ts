import { z } from 'zod';
import { countryCodes, regionCodes } from './choices';

// The vocabulary of SPEC §1, §3 and §4, as zod enums so the same list validates payloads and feeds types.

export const Language = z.enum([
  'pl',
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'dk',
  'se',
  'no',
  'cz',
  'sk',
  'hu',
  'lt',
]);
export type Language = z.infer<typeof Language>;
/** The languages the storefront is offered in; the others exist only as text resources. */
export const StorefrontLanguage = z.enum(['pl', 'en']);
export type StorefrontLanguage = z.infer<typeof StorefrontLanguage>;

export const Currency = z.enum(['PLN', 'USD', 'EUR', 'CHF', 'GBP']);
export type Currency = z.infer<typeof Currency>;
/**
 * A currency the storefront may price in: PLN and EUR always (prices of their own), USD, CHF and GBP once staff
 * enable them in the settings (converted from PLN at the rate in force; docs/decisions/currencies.md).
 */
export const StorefrontCurrency = Currency;
export type StorefrontCurrency = Currency;
/** The currencies products, the courier and promo codes have prices of their own in; always enabled. */
export const PricedCurrency = z.enum(['PLN', 'EUR']);
export type PricedCurrency = z.infer<typeof PricedCurrency>;
/** The known currencies staff may enable (SPEC §1): priced from PLN at the rate in force. */
export const ConvertedCurrency = z.enum(['USD', 'CHF', 'GBP']);
export type ConvertedCurrency = z.infer<typeof ConvertedCurrency>;
export const isConvertedCurrency = (currency: string): currency is ConvertedCurrency =>
  (ConvertedCurrency.options as readonly string[]).includes(currency);
export { CURRENCY_COOKIE, currencyOfLanguage } from './locale';

export const CustomerType = z.enum(['retail', 'b2b']);
export type CustomerType = z.infer<typeof CustomerType>;
export const Role = z.enum(['CUSTOMER', 'ADMIN', 'GUEST']);
export type Role = z.infer<typeof Role>;
export const CustomerFormType = z.enum(['person', 'company']);
export type CustomerFormType = z.infer<typeof CustomerFormType>;

export const Region = z.enum(regionCodes);
export type Region = z.infer<typeof Region>;

/** European countries a customer form accepts (ISO 3166-1 alpha-2). */
export const Country = z.enum(countryCodes);
export type Country = z.infer<typeof Country>;

export const OrderType = z.enum(['STANDARD', 'REQUEST', 'PREORDER', 'PROPOSAL']);
export type OrderType = z.infer<typeof OrderType>;
export const CartType = z.enum(['standard', 'request', 'preorder', 'proposal']);
export type CartType = z.infer<typeof CartType>;
/**
 * SPEC §3's three, and NONE: an order of only services, downloads and gift cards ships nothing (issue 24,
 * docs/decisions/downloads.md), so it has no delivery method and no delivery address.
 */
export const DeliveryMethod = z.enum(['PREORDER', 'COURIER', 'PICKUP', 'NONE']);
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;
export const PaymentMethod = z.enum([
  'preorder',
  'online_tpay',
  'card_polcard',
  'transfer',
  'cash',
  'installment_eraty',
  'installment_ca',
]);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const OrderStatus = z.enum([
  'new',
  'in_progress',
  'sent',
  'on_hold',
  'scheduled',
  'returned',
  'cancelled',
  'completed',
  'ready_to_pick',
  'ready_to_pay',
  'rejected',
  'preorder',
  'reserved',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;
/** What the account view shows; 'unknown' covers a status the view does not know yet. */
export const AccountOrderStatus = z.enum([...OrderStatus.options, 'unknown']);
export type AccountOrderStatus = z.infer<typeof AccountOrderStatus>;
/** Payment status as a customer sees it ('contact_us' is shown as a warning). */
export const CustomerPaymentStatus = z.enum(['paid', 'contact_us', 'unpaid']);
export type CustomerPaymentStatus = z.infer<typeof CustomerPaymentStatus>;
export const AdminPaymentStatus = z.enum([
  'paid',
  'partially_paid',
  'unpaid',
  'on_hold',
  'fraud',
  'returned',
  'chargeback',
  'error',
]);
export type AdminPaymentStatus = z.infer<typeof AdminPaymentStatus>;

export const ReturnStatus = z.enum([
  'new',
  'in_progress',
  'on_hold',
  'rejected',
  'ready_to_send',
  'ready_to_pick',
  'sent',
  'closed',
]);
export type ReturnStatus = z.infer<typeof ReturnStatus>;
export const ReturnStage = z.enum(['warranty', 'presales', 'post_warranty']);
export type ReturnStage = z.infer<typeof ReturnStage>;
export const ReturnAction = z.enum(['repair', 'exchange', 'refund', 'other']);
export type ReturnAction = z.infer<typeof ReturnAction>;
export const ReturnItemStatus = z.enum(['request', 'refunded', 'repaired', 'replaced', 'rejected', 'other']);
export type ReturnItemStatus = z.infer<typeof ReturnItemStatus>;

export const ProductCategory = z.enum([
  'bike',
  'battery',
  'motor',
  'conversion_set',
  'charger',
  'display',
  'trunk',
  'controller',
  'connectivity',
  'accessory',
  'other',
]);
export type ProductCategory = z.infer<typeof ProductCategory>;
export const ProductType = z.enum(['physical', 'service', 'download', 'gift_card']);
export type ProductType = z.infer<typeof ProductType>;
export const RelationType = z.enum(['accessory', 'set', 'complementary', 'upselling', 'service', 'other']);
export type RelationType = z.infer<typeof RelationType>;
export const Condition = z.enum(['new', 'used', 'test', 'display', 'open_box', 'refurbished', 'damaged']);
export type Condition = z.infer<typeof Condition>;
export const Availability = z.enum([
  'hidden',
  'available',
  'unavailable',
  'unavailable_online',
  'available_from',
  'available_on_request',
  'preorder',
]);
export type Availability = z.infer<typeof Availability>;
export { isOrderable, orderableAvailabilities } from './choices';
export const Unit = z.enum(['pc', 'set', 'srv', 'h', 'kg', 'l', 'cm', 'm', 'm2', 'm3']);
export type Unit = z.infer<typeof Unit>;
export const ProcessingTime = z.enum(['24h', '48h', '3_working_days', '5_working_days', '1_week', '2_weeks', 'tbc']);
export type ProcessingTime = z.infer<typeof ProcessingTime>;
export const OptionKind = z.enum(['SELECT', 'SELECT_MULTIPLE', 'BOOLEAN', 'CUSTOM', 'FILE']);
export type OptionKind = z.infer<typeof OptionKind>;
export const OptionDisplay = z.enum([
  'dropdown',
  'radio',
  'images',
  'colors',
  'checkbox',
  'buttons',
  'switch',
  'text',
  'textarea',
  'number',
  'email',
  'url',
  'date',
  'time',
  'file',
]);
export type OptionDisplay = z.infer<typeof OptionDisplay>;
export const FileType = z.enum(['image', 'video', 'document', 'other']);
export type FileType = z.infer<typeof FileType>;

export const ShopTag = z.enum(['shop', 'branch', 'premium', 'test', 'service', 'rental']);
export type ShopTag = z.infer<typeof ShopTag>;
/** Tags an admin sets on a shop; '{product}' stands for the brand slug. */
export const AdminShopTag = z.enum(['service', 'test', 'rental', '{product}']);
export type AdminShopTag = z.infer<typeof AdminShopTag>;

export const PreorderStatus = z.enum(['none', 'link_sent', 'opened', 'submitted']);
export type PreorderStatus = z.infer<typeof PreorderStatus>;
/** SPEC §3's contact topics, and `accessibility` (issue 27): a problem using the shop, for its accessibility statement. */
export const ContactTopic = z.enum([
  'service',
  'retail',
  'wholesale',
  'marketing',
  'admin',
  'danger',
  'general',
  'accessibility',
]);
export type ContactTopic = z.infer<typeof ContactTopic>;
export const InsuranceResult = z.enum(['insured', 'not_insured', 'expired', 'error']);
export type InsuranceResult = z.infer<typeof InsuranceResult>;

export const TransactionType = z.enum([
  'online',
  'card',
  'transfer',
  'cash',
  'installment',
  'return',
  'chargeback',
  'discount',
  'other',
]);
export type TransactionType = z.infer<typeof TransactionType>;
export const TransactionResult = z.enum(['success', 'failure', 'pending']);
export type TransactionResult = z.infer<typeof TransactionResult>;

export const EntityState = z.enum(['draft', 'pending', 'active', 'read_only', 'inactive', 'archived']);
export type EntityState = z.infer<typeof EntityState>;
export const ShipmentStatus = z.enum(['created', 'shipped', 'in_transit', 'delivered', 'cancelled']);
export type ShipmentStatus = z.infer<typeof ShipmentStatus>;
export const FulfillmentStatus = z.enum([
  'pending',
  'scheduled',
  'on_hold',
  'partially_fulfilled',
  'fulfilled',
  'released',
  'cancelled',
]);
export type FulfillmentStatus = z.infer<typeof FulfillmentStatus>;
export const AssemblyStage = z.enum([
  'preparation',
  'frame_equipment',
  'production_line',
  'quality_control',
  'fix_repair',
  'packaging',
  'completed',
]);
export type AssemblyStage = z.infer<typeof AssemblyStage>;

export const AdminType = z.enum([
  'super_admin',
  'admin',
  'sales_manager',
  'sales_employee',
  'marketing_manager',
  'marketing_employee',
  'service_manager',
  'service_employee',
  'factory_manager',
  'factory_employee',
  'warehouse_manager',
  'warehouse_employee',
]);
export type AdminType = z.infer<typeof AdminType>;
