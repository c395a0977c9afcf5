import { AdminPaymentStatus, type AdminTransaction, OrderStatus, PaymentStartMethod } from '@shop/contracts';
import type { SelectOption } from '@shop/ui';
import type { useText } from '../screens/text';

type T = ReturnType<typeof useText>;

export const orderStatusLabel = (t: T, status: string) =>
  t(`dashboard.orderStatus.${status}`, { defaultValue: status });
export const paymentStatusLabel = (t: T, status: string) =>
  t(`orders.paymentStatus.${status}`, { defaultValue: status });
export const paymentMethodLabel = (t: T, method: string) =>
  t(`settings.fields.paymentMethods.${method}`, { defaultValue: method });

export const orderStatusOptions = (t: T): SelectOption[] =>
  OrderStatus.options.map((value) => ({ value, label: orderStatusLabel(t, value) }));
export const paymentStatusOptions = (t: T): SelectOption[] =>
  AdminPaymentStatus.options.map((value) => ({ value, label: paymentStatusLabel(t, value) }));
export const paymentMethodOptions = (t: T): SelectOption[] =>
  PaymentStartMethod.options.map((value) => ({ value, label: paymentMethodLabel(t, value) }));

/** Who recorded a transaction by hand, the return it refunds, why it failed or staff's note. */
export const transactionRemarks = (item: AdminTransaction) =>
  [item.recordedBy, item.returnNumber, item.reason ?? item.note].filter(Boolean).join(' · ');
