import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, type ServiceContext, type ShopContext, type StaffMember } from '@shop/service-kit';
import { sendStoredFile } from '@shop/service-kit/files';
import type * as schema from '../db/schema';
import { adminAttachment, adminReturnDetail, listAdminReturns, returnHistory } from '../domain/admin-return-reads';
import {
  addInternalNote,
  assignReturn,
  changeItemStatus,
  changeReturnStage,
  changeReturnStatus,
  linkReturnOrder,
  returnAssignees,
} from '../domain/admin-returns';
import { postStaffMessage } from '../domain/thread';

/** The back office's returns section (staff holding `returns.*`; the kit checks the row's permission). */
export function adminReturnRoutes(context: ServiceContext<typeof schema>) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  const actor = (ctx: ShopContext) => ctx.state.staff as StaffMember;
  route('GET /api/admin/returns', ({ query }) => listAdminReturns(context.db, query));
  // Before `/:id`, which would take `assignees` for an id.
  route('GET /api/admin/returns/assignees', () => returnAssignees(context));
  route('GET /api/admin/returns/:id', ({ params }) => adminReturnDetail(context.db, params.id));
  route('POST /api/admin/returns/:id/status', ({ params, body }, ctx) =>
    changeReturnStatus(context, actor(ctx), params.id, body),
  );
  route('POST /api/admin/returns/:id/stage', ({ params, body }, ctx) =>
    changeReturnStage(context, actor(ctx), params.id, body),
  );
  route('POST /api/admin/returns/:id/items/:itemId/status', ({ params, body }, ctx) =>
    changeItemStatus(context, actor(ctx), params.id, params.itemId, body, ctx.state.lang),
  );
  route('POST /api/admin/returns/:id/order', ({ params, body }, ctx) =>
    linkReturnOrder(context, actor(ctx), params.id, body.number, ctx.state.lang),
  );
  route('POST /api/admin/returns/:id/notes', ({ params, body }, ctx) =>
    addInternalNote(context, actor(ctx), params.id, body.text),
  );
  route('POST /api/admin/returns/:id/messages', async ({ params, body }, ctx) => {
    const message = await postStaffMessage(context, actor(ctx), params.id, body.text);
    ctx.status = 201;
    return message;
  });
  route('POST /api/admin/returns/:id/assignee', ({ params, body }, ctx) =>
    assignReturn(context, actor(ctx), params.id, body.assignee, ctx.state.lang),
  );
  route('GET /api/admin/returns/:id/files/:fileId', async ({ params }, ctx) => {
    sendStoredFile(ctx, context.files, await adminAttachment(context.db, params.id, params.fileId));
  });
  route('GET /api/admin/returns/:id/history', ({ params, query }) => returnHistory(context.db, params.id, query));
  return router;
}
