import { useSession } from '@shop/platform';
import { FragmentSlot } from '@shop/remote-kit/fragments';
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
      <DealerShops lang={lang} />
    </PageFrame>
  );
}

/** What mf-dealer's dealer-shops fragment takes (mf-dealer/dealer-shops). */
export interface DealerShopsProps {
  lang: ScreenProps['lang'];
}

/**
 * The dealer team's "my shops" (SPEC §1 dealer store locator) under the locator, only for a signed-in dealer:
 * its own entries and a change asked of staff. If their remote cannot be loaded, the locator works on.
 */
function DealerShops({ lang }: DealerShopsProps) {
  const t = useContentText(lang);
  const { user } = useSession();
  if (user?.customerType !== 'b2b') return null;
  return (
    <FragmentSlot
      id="mf-dealer/dealer-shops"
      props={{ lang }}
      loading={<Skeleton lines={3} label={t('common:status.loading')} />}
      failed={() => null}
    />
  );
}
