import type { StorefrontLanguage } from '@shop/i18n';
import { createApiClient } from '@shop/platform';

// GET /api/documents/catalog/:lang answers a PDF (SPEC §7). The platform client parses answers as JSON or
// text, so this one keeps hold of the raw response to save the file; headers, errors and the application
// id stay the platform's business.

export async function downloadCatalogue(lang: StorefrontLanguage): Promise<void> {
  let answer: Response | undefined;
  const client = createApiClient({
    getLanguage: () => lang,
    fetch: async (input, init) => {
      answer = await fetch(input, init);
      return answer.clone();
    },
  });
  await client.get(`/api/documents/catalog/${lang}`);
  const blob = await answer!.blob();
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: `zefir-catalogue-${lang}.pdf` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
