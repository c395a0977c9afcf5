import type { ProductCard, ProductList, ShopPaper } from '@shop/contracts';
import { MAX_PAGE_SIZE } from '@shop/contracts/list-params';
import type { StorefrontLanguage } from '@shop/i18n';
import { fetchProducts } from '../../api/catalog';

// The documents page's files (issue 25), all PDFs printed by the documents service when asked: the warranty
// terms and the user manual, a bike's declaration of conformity and spec card, the catalogue and the retail
// price list. Nothing here is a stored link: each is fetched with the page's client and saved as a download.

/** The bikes a declaration can be printed for: every bike the catalogue shows but the speed pedelecs. */
export async function fetchDeclaredBikes(signal?: AbortSignal): Promise<ProductCard[]> {
  const bikes: ProductList = await fetchProducts(
    { category: 'bike', sort: 'name', dir: 'asc', limit: MAX_PAGE_SIZE },
    signal,
  );
  return bikes.items.filter((bike) => !bike.tags.includes('s-pedelec'));
}

export type ShopFile =
  | { kind: 'paper'; paper: ShopPaper }
  | { kind: 'declaration' | 'card'; bike: { id: number; slug: string } }
  | { kind: 'catalogue' | 'priceList' };

const names: Record<StorefrontLanguage, Record<ShopPaper | 'catalogue' | 'priceList', string>> = {
  pl: {
    'warranty-terms': 'warunki-gwarancji',
    'user-manual': 'instrukcja-obslugi',
    catalogue: 'katalog',
    priceList: 'cennik',
  },
  en: {
    'warranty-terms': 'warranty-terms',
    'user-manual': 'user-manual',
    catalogue: 'catalogue',
    priceList: 'price-list',
  },
};

/** Fetches one of the page's files in `lang` and hands it to the browser as a download. */
export async function downloadShopFile(file: ShopFile, lang: StorefrontLanguage): Promise<void> {
  const { fetchDocument, saveFile } = await import('@shop/platform/documents');
  switch (file.kind) {
    case 'paper':
      return saveFile(
        await fetchDocument('/api/documents/papers/:paper/:lang', { params: { paper: file.paper, lang } }),
        `${names[lang][file.paper]}.pdf`,
      );
    case 'declaration':
      return saveFile(
        await fetchDocument('/api/documents/products/:id/declaration/:lang', { params: { id: file.bike.id, lang } }),
        `${file.bike.slug}-${lang === 'pl' ? 'deklaracja-zgodnosci' : 'declaration-of-conformity'}.pdf`,
      );
    case 'card':
      return saveFile(
        await fetchDocument('/api/documents/products/:id/card/:lang', { params: { id: file.bike.id, lang } }),
        `${file.bike.slug}-${lang}.pdf`,
      );
    case 'catalogue':
      return saveFile(
        await fetchDocument('/api/documents/catalog/:lang', { params: { lang } }),
        `${names[lang].catalogue}.pdf`,
      );
    case 'priceList':
      return saveFile(
        await fetchDocument('/api/documents/price-lists/retail/:lang', { params: { lang } }),
        `${names[lang].priceList}.pdf`,
      );
  }
}
