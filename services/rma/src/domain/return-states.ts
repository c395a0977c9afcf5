import type { ReturnStatus } from '@shop/contracts';

// Where a return's status may move (docs/decisions/returns.md; SPEC §4 lists the statuses, not the moves).
export const returnTransitions: Record<ReturnStatus, readonly ReturnStatus[]> = {
  new: ['in_progress', 'on_hold', 'rejected', 'closed'],
  in_progress: ['on_hold', 'rejected', 'ready_to_send', 'ready_to_pick', 'closed'],
  on_hold: ['in_progress', 'rejected', 'closed'],
  rejected: ['in_progress', 'ready_to_send', 'ready_to_pick', 'closed'],
  ready_to_send: ['in_progress', 'sent'],
  ready_to_pick: ['in_progress', 'closed'],
  sent: ['closed'],
  closed: [],
};

export const mayMove = (from: ReturnStatus, to: ReturnStatus) => returnTransitions[from].includes(to);
