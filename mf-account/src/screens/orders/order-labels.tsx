import type { AccountOrderStatus, CustomerPaymentStatus } from '@shop/contracts';
import { Badge, type BadgeTone } from '@shop/ui';
import type { useAccountText } from '../text';

// How an order's states read in the order history (SPEC §4): the order status (with 'unknown' for one this page
// does not know yet) and the payment status paid / contact us (a warning) / unpaid.

type Text = ReturnType<typeof useAccountText>;

// Written out rather than read from the zod enum, so the page does not pull zod into the browser.
const knownStatuses = new Set<string>([
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
] satisfies AccountOrderStatus[]);

/** The translated order status; a status added later on the server reads 'Unknown' rather than a key. */
export function orderStatusLabel(t: Text, status: string): string {
  return t(`orders.statuses.${knownStatuses.has(status) ? status : 'unknown'}`);
}

const paymentTones: Record<CustomerPaymentStatus, BadgeTone> = {
  paid: 'success',
  contact_us: 'warning',
  unpaid: 'neutral',
};

export function PaymentStatusBadge({ t, status }: { t: Text; status: CustomerPaymentStatus }) {
  return (
    <Badge tone={paymentTones[status] ?? 'neutral'} data-payment-status={status}>
      {t(`orders.paymentStatuses.${status}`)}
    </Badge>
  );
}
