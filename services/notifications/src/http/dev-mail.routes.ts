import { AppError, createRouter } from '@shop/service-kit';
import type { NotificationsContext } from '../context';
import { listMailFiles, readMailFile } from '../mail/transport';

/** GET /api/dev/mail: the e-mails embedded mode wrote to files instead of sending (development only). */
export function devMailRoutes(context: NotificationsContext) {
  const { mailDir, devPageEnabled } = context.settings;
  const router = createRouter();
  if (!devPageEnabled) return router;
  router.get('/api/dev/mail', async (ctx) => {
    const files = await listMailFiles(mailDir);
    ctx.body = { items: files.slice(0, 100).map((name) => ({ id: name })), total: files.length };
  });
  router.get('/api/dev/mail/:id', async (ctx) => {
    const id = ctx.params.id ?? '';
    if (!/^[\w.@-]+\.eml$/.test(id)) throw new AppError('not_found');
    const files = await listMailFiles(mailDir);
    if (!files.includes(id)) throw new AppError('not_found');
    ctx.type = 'message/rfc822';
    ctx.body = await readMailFile(mailDir, id);
  });
  return router;
}
