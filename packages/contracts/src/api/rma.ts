import { z } from 'zod';
import { ReturnAction, ReturnStage, ReturnStatus } from '../enums';
import { listQuery } from '../list-query';

export const ReturnSummary = z.object({
  id: z.uuid(),
  number: z.string(),
  stage: ReturnStage,
  status: ReturnStatus,
  requestedAction: ReturnAction,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ReturnSummary = z.infer<typeof ReturnSummary>;

export const ReturnListQuery = listQuery({
  sort: ['createdAt', 'number', 'status'],
  filters: { status: ReturnStatus.optional() },
});
