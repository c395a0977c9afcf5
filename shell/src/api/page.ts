import type { NewsletterSignup } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { api, refreshSession } from '@shop/platform';

// The page shell's calls to the gateway (SPEC §7), typed from the route table of @shop/contracts: the
// newsletter block, the sign-out after inactivity and the catalogue download of the banner tiles.

export async function subscribeToNewsletter(signup: NewsletterSignup): Promise<void> {
  await api.post('/api/contact/newsletter', { body: signup });
}

/** Signs out after a stretch of inactivity; the session store then reports it as automatic. */
export async function signOutForInactivity(): Promise<void> {
  await api.get('/api/account/logout').catch(() => undefined);
  await refreshSession();
}

/** The bike catalogue as a PDF in the page's language, saved as a download. */
export async function downloadCatalogue(lang: StorefrontLanguage): Promise<void> {
  // Fetched with the first click: no first visit carries the download code.
  const { fetchDocument, saveFile } = await import('@shop/platform/documents');
  const file = await fetchDocument('/api/documents/catalog/:lang', { params: { lang } });
  saveFile(file, `zefir-catalogue-${lang}.pdf`);
}
