import type { DealerDownloadList, TrainingBookOffer } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { api, useResource } from '@shop/platform';

// The dealer's downloads (SPEC §2; docs/decisions/dealer-area.md): library files staff marked for dealers,
// the printed price lists and, in Polish for trained dealers, the service training book. Every file is fetched
// by the page's client (a plain link carries no application id) and saved under its name.

export interface DownloadsData {
  files: DealerDownloadList['items'];
  trainingBook: TrainingBookOffer;
}

/** The page's files and whether the training book is offered; asked only for a signed-in dealer. */
export function useDownloads(lang: StorefrontLanguage, enabled: boolean) {
  return useResource<DownloadsData>(
    async (signal) => {
      const [files, trainingBook] = await Promise.all([
        api.get('/api/catalog/downloads', {}, { signal }),
        lang === 'pl'
          ? api.get('/api/documents/service-training', {}, { signal })
          : Promise.resolve({ offered: false, taxId: null }),
      ]);
      if (!Array.isArray(files?.items) || typeof trainingBook?.offered !== 'boolean') {
        throw new Error('The downloads are not a list');
      }
      return { files: files.items, trainingBook };
    },
    [],
    lang,
    enabled,
  );
}

/** What a download button fetches: a library file, a printed price list or the training book. */
export type DownloadTarget =
  | { kind: 'file'; id: string; fileName: string }
  | { kind: 'retail-price-list' | 'dealer-price-list'; lang: StorefrontLanguage; fileName: string }
  | { kind: 'training-book'; taxId: string; fileName: string };

/** Fetches one download and hands it to the browser under its name. */
export async function download(target: DownloadTarget): Promise<void> {
  const { fetchDocument, saveFile } = await import('@shop/platform/documents');
  let file: Blob;
  if (target.kind === 'file') file = await fetchDocument('/api/catalog/downloads/:id', { params: { id: target.id } });
  else if (target.kind === 'training-book')
    file = await fetchDocument('/api/documents/service-training/:taxId', { params: { taxId: target.taxId } });
  else if (target.kind === 'retail-price-list')
    file = await fetchDocument('/api/documents/price-lists/retail/:lang', { params: { lang: target.lang } });
  else file = await fetchDocument('/api/documents/price-lists/dealer/:lang', { params: { lang: target.lang } });
  saveFile(file, target.fileName);
}
