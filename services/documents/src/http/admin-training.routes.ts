import { shopApi } from '@shop/contracts';
import { AppError, createRouter, routesOn, staffOf } from '@shop/service-kit';
import type { DocumentsContext } from '../context';
import {
  addTrainingParticipant,
  listTrainingParticipants,
  removeTrainingParticipant,
} from '../domain/training-participants';

/** Staff maintain the service training participants (routesOn checks each row's permission). */
export function adminTrainingRoutes(context: DocumentsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);
  route('GET /api/admin/training-participants', () => listTrainingParticipants(context.db));
  route('POST /api/admin/training-participants', async ({ body }, ctx) => {
    const added = await addTrainingParticipant(context, staffOf(ctx), body, ctx.state.lang);
    ctx.status = 201;
    return added;
  });
  route('DELETE /api/admin/training-participants/:id', async ({ params }, ctx) => {
    if (!/^[0-9]{10}$/.test(params.id)) throw new AppError('not_found');
    await removeTrainingParticipant(context, staffOf(ctx), params.id);
    ctx.status = 204;
  });
  return router;
}
