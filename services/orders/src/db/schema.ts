export { auditLog, inbox, outbox } from '@shop/service-kit/db';
export * from './cart.schema';
export * from './downloads.schema';
export * from './gift-cards.schema';
export * from './invoices.schema';
export * from './orders.schema';
export * from './preorders.schema';
export * from './promotions.schema';
export * from './quotes.schema';
