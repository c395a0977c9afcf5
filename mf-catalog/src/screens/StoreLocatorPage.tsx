import { EmptyState } from '@shop/ui';
import { ContentArticle } from './ContentArticle';
import { PageFrame, type ScreenProps, useCatalogText } from './PageFrame';

/** Where to buy: the search and the dealer cards arrive with the catalogue issue. */
export function StoreLocatorPage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  return (
    <PageFrame screen="storeLocator" lang={lang} title={t('storeLocator.title')}>
      <ContentArticle paragraphs={[t('storeLocator.intro')]} />
      <EmptyState title={t('storeLocator.empty')} text={t('storeLocator.emptyHint')} />
    </PageFrame>
  );
}
