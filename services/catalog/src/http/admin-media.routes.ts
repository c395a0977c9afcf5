import { CATALOGUE_CHANGED_HEADER, shopApi } from '@shop/contracts';
import { type Router, routesOn, type ShopContext, type ShopState, type StaffMember } from '@shop/service-kit';
import type { CatalogContext } from '../context';
import {
  changeFile,
  deleteFile,
  fileHistory,
  fileIdOf,
  listFiles,
  mediaFile,
  uploadFiles,
} from '../domain/admin-media';
import { createFolder, deleteFolder, folderIdOf, listFolders, renameFolder } from '../domain/admin-media-folders';
import { changeProductPictures, productPictures } from '../domain/admin-product-pictures';
import { productIdOf } from '../domain/admin-product-read';
import { catalogueChanged } from './catalogue-cache';

/** The media library and a product's pictures in the back office (routesOn checks each row's permission). */
export function adminMediaRoutes(router: Router<ShopState>, context: CatalogContext): void {
  const route = routesOn(router, shopApi);
  const actor = (ctx: ShopContext) => ctx.state.staff as StaffMember;

  route('GET /api/admin/media/folders', () => listFolders(context.db));

  route('POST /api/admin/media/folders', async ({ body }, ctx) => {
    const folder = await createFolder(context, actor(ctx), body, ctx.state.lang);
    ctx.status = 201;
    return folder;
  });

  route('PATCH /api/admin/media/folders/:id', ({ params, body }, ctx) =>
    renameFolder(context, actor(ctx), folderIdOf(params.id), body, ctx.state.lang),
  );

  route('DELETE /api/admin/media/folders/:id', async ({ params }, ctx) => {
    await deleteFolder(context, actor(ctx), folderIdOf(params.id));
    ctx.status = 204;
  });

  route('GET /api/admin/media/files', ({ query }, ctx) => listFiles(context.db, query, ctx.state.lang));

  route('POST /api/admin/media/files', async (_request, ctx) => {
    const files = await uploadFiles(context, actor(ctx), ctx.req, ctx.state.lang);
    ctx.status = 201;
    return { files };
  });

  route('GET /api/admin/media/files/:id', ({ params }, ctx) =>
    mediaFile(context.db, fileIdOf(params.id), ctx.state.lang),
  );

  route('PATCH /api/admin/media/files/:id', ({ params, body }, ctx) =>
    changeFile(context, actor(ctx), fileIdOf(params.id), body, ctx.state.lang),
  );

  route('DELETE /api/admin/media/files/:id', async ({ params }, ctx) => {
    await deleteFile(context, actor(ctx), fileIdOf(params.id), ctx.state.lang);
    ctx.status = 204;
  });

  route('GET /api/admin/media/files/:id/history', ({ params, query }) =>
    fileHistory(context.db, fileIdOf(params.id), query),
  );

  route('GET /api/admin/products/:id/pictures', ({ params }) => productPictures(context.db, productIdOf(params.id)));

  route('PUT /api/admin/products/:id/pictures', async ({ params, body }, ctx) => {
    const { pictures, changed } = await changeProductPictures(
      context,
      actor(ctx),
      productIdOf(params.id),
      body,
      ctx.state.lang,
    );
    // As for any product edit: this replica's answers and the gateway's shared ones drop at once.
    if (changed) {
      catalogueChanged(context);
      ctx.set(CATALOGUE_CHANGED_HEADER, '1');
    }
    return pictures;
  });
}
