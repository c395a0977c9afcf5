export { auditLog, inbox, outbox } from '@shop/service-kit/db';
export * from './cart.schema';
export * from './orders.schema';
