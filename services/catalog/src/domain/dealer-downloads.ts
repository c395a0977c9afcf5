import {
  DEALER_DOWNLOAD_ITEMS,
  type DealerDownload,
  type DealerDownloadList,
  groupOfDownload,
  type StorefrontLanguage,
} from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Executor } from '@shop/service-kit/db';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { mediaFiles } from '../db/schema';
import { defaultDealerItem } from './admin-media';

// The files of the dealers' downloads page (SPEC §2 Downloads; docs/decisions/dealer-area.md): media-library
// files staff marked as dealer downloads, listed by item in the page's language. Callers are checked by the
// route (requireDealer) before anything is read.

type Db = Executor<typeof schema>;
type FileRow = typeof mediaFiles.$inferSelect;

/** Whether a download shows on the page in this language: insurance documents exist in Polish only (SPEC §2). */
export function listedIn(row: Pick<FileRow, 'dealerItem' | 'dealerLanguages' | 'kind'>, lang: StorefrontLanguage) {
  const item = row.dealerItem ?? defaultDealerItem(row.kind);
  if (groupOfDownload(item) === 'insurance' && lang !== 'pl') return false;
  return row.dealerLanguages.includes(lang);
}

/** The downloads in the page's language, in the page's item order, then by title. */
export async function dealerDownloads(db: Db, lang: StorefrontLanguage): Promise<DealerDownloadList> {
  const rows = await db
    .select()
    .from(mediaFiles)
    .where(isNotNull(mediaFiles.dealerNamePl))
    .orderBy(asc(sql`lower(${lang === 'en' ? mediaFiles.dealerNameEn : mediaFiles.dealerNamePl})`), asc(mediaFiles.id));
  const items: DealerDownload[] = rows
    .filter((row) => listedIn(row, lang))
    .map((row) => ({
      id: row.id,
      item: row.dealerItem ?? defaultDealerItem(row.kind),
      title: (lang === 'en' ? row.dealerNameEn : row.dealerNamePl) ?? row.dealerNamePl ?? row.name,
      fileName: row.name,
      mime: row.mime,
      size: row.size,
    }));
  const order = (item: DealerDownload) => DEALER_DOWNLOAD_ITEMS.indexOf(item.item);
  return { items: items.sort((a, b) => order(a) - order(b)) };
}

/** A file marked as a dealer download (404 for any other id: the route tells nothing about the library). */
export async function dealerDownloadFile(db: Db, id: string): Promise<FileRow> {
  const [row] = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, id), isNotNull(mediaFiles.dealerNamePl)));
  if (!row) throw new AppError('not_found');
  return row;
}
