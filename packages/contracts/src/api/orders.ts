import { z } from 'zod';
import { CustomerPaymentStatus, DeliveryMethod, OrderStatus, OrderType, PaymentMethod } from '../enums';
import { listQuery } from '../list-query';
import { Money } from './common';

export const OrderSummary = z.object({
  id: z.uuid(),
  number: z.string(),
  type: OrderType,
  status: OrderStatus,
  paymentStatus: CustomerPaymentStatus,
  deliveryMethod: DeliveryMethod,
  paymentMethod: PaymentMethod,
  total: Money,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderListQuery = listQuery({
  sort: ['createdAt', 'number', 'total'],
  filters: { status: OrderStatus.optional(), type: OrderType.optional() },
});
