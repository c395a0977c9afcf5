import type { AdminRefund } from '@shop/contracts';
import { Badge, type BadgeTone } from '@shop/ui';
import { useText } from '../screens/text';

// A refund's state as the refunds list and a refund's page show it.

export const refundTone: Record<AdminRefund['status'], BadgeTone> = {
  requested: 'info',
  sent: 'info',
  completed: 'success',
  failed: 'danger',
  awaiting_transfer: 'warning',
  awaiting_notice: 'warning',
};

/** The refund's state as a badge, in the panel's words. */
export function RefundStatusBadge({ status }: { status: AdminRefund['status'] }) {
  const t = useText();
  return <Badge tone={refundTone[status]}>{t(`refunds.status.${status}`)}</Badge>;
}
