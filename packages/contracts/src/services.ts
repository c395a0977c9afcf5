import { z } from 'zod';

export const ServiceName = z.enum([
  'accounts',
  'catalog',
  'orders',
  'payments',
  'rma',
  'cms',
  'documents',
  'notifications',
  'warehouse',
]);
export type ServiceName = z.infer<typeof ServiceName>;
export const serviceNames = ServiceName.options;

/** Default internal ports (DESIGN §1: 81xx); each can be moved with PORT or `<SERVICE>_URL`. */
export const defaultServicePorts: Record<ServiceName, number> = {
  accounts: 8101,
  catalog: 8102,
  orders: 8103,
  payments: 8104,
  rma: 8105,
  cms: 8106,
  documents: 8107,
  notifications: 8108,
  warehouse: 8109,
};
