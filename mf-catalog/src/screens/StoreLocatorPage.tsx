import { Skeleton } from '@shop/ui';
import { lazy, Suspense } from 'react';
import { ContentArticle } from './ContentArticle';
import { PageFrame, type ScreenProps, useContentText } from './PageFrame';

// The locator (search, cards, maps) is its own chunk: only shoppers who open this page download it.
const StoreLocator = lazy(() => import('../content/locator/StoreLocator'));

/** Where to buy: dealers and showrooms by place and kind, as a list and on a map. */
export function StoreLocatorPage({ lang }: ScreenProps) {
  const t = useContentText(lang);
  return (
    <PageFrame screen="storeLocator" lang={lang} title={t('storeLocator.title')}>
      <ContentArticle paragraphs={[t('storeLocator.intro')]} />
      <Suspense fallback={<Skeleton shape="rect" height="24rem" label={t('storeLocator.loading')} />}>
        <StoreLocator lang={lang} />
      </Suspense>
    </PageFrame>
  );
}
