import type { StorefrontLanguage } from '@shop/i18n';
import { createApiClient } from '@shop/platform';

// GET /api/documents/catalog/:lang answers the catalogue PDF (SPEC §7). The gateway wants the application id
// header, which a plain link cannot send, so the file is fetched and handed to the browser as a download.

export async function downloadCatalogueDocument(lang: StorefrontLanguage): Promise<void> {
  let answer: Response | undefined;
  const client = createApiClient({
    getLanguage: () => lang,
    fetch: async (input, init) => {
      answer = await fetch(input, init);
      return answer.clone();
    },
  });
  await client.get(`/api/documents/catalog/${lang}`);
  if (!answer) throw new Error('No catalogue document');
  const url = URL.createObjectURL(await answer.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: `catalogue-${lang}.pdf` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
