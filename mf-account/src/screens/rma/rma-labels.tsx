import type { ReturnStatus } from '@shop/contracts';
import { Badge, type BadgeTone } from '@shop/ui';
import type { useAccountText } from '../text';

// How a return's states read (SPEC §4 return statuses, §3 stage and requested action).

type Text = ReturnType<typeof useAccountText>;

// Written out rather than read from the zod enum, so the page does not pull zod into the browser.
const tones: Record<ReturnStatus, BadgeTone> = {
  new: 'info',
  in_progress: 'brand',
  on_hold: 'warning',
  rejected: 'danger',
  ready_to_send: 'accent',
  ready_to_pick: 'accent',
  sent: 'success',
  closed: 'neutral',
};

export function ReturnStatusBadge({ t, status }: { t: Text; status: ReturnStatus }) {
  const known = status in tones;
  return (
    <Badge tone={known ? tones[status] : 'neutral'} data-return-status={status}>
      {t(`rmaList.statuses.${known ? status : 'unknown'}`)}
    </Badge>
  );
}
