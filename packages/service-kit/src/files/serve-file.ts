import type { ShopContext } from '../http/state';
import type { FileStore } from './file-store';

/**
 * Answers a stored file: its checked type, `nosniff`, and a Content-Disposition that names it safely
 * (ASCII fallback plus the UTF-8 name of RFC 6266). Pictures and PDFs open inline; anything else downloads.
 */
export function sendStoredFile(
  ctx: ShopContext,
  store: FileStore,
  file: { id: string; name: string; mime: string; size: number },
  disposition: 'inline' | 'attachment' = file.mime.startsWith('image/') || file.mime === 'application/pdf'
    ? 'inline'
    : 'attachment',
): void {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  ctx.set('content-type', file.mime);
  ctx.set('content-length', String(file.size));
  ctx.set('x-content-type-options', 'nosniff');
  ctx.set(
    'content-disposition',
    `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
  );
  ctx.set('cache-control', 'private, no-cache');
  ctx.body = store.open(file.id);
}
