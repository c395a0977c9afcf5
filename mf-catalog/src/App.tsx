import type { ScreenId } from '@shop/i18n';
import { loadNamespaces } from '@shop/platform';
import { Skeleton } from '@shop/ui';
import { type ComponentType, type ReactNode, Suspense, use, useState } from 'react';
import { LoadError } from './content/LoadError';
import { PageFrame, type ScreenProps, useCatalogText } from './screens/PageFrame';

// mf-catalog's screens, each its own chunk: the home page of a first visit does not carry the product
// page, the store locator or the blog. The shell mounts the remote once the current screen's chunk is in
// (lifecycles.tsx, preloadScreen), so the first paint is the screen itself; moving to a screen not seen
// yet shows its frame (breadcrumb, title) with the loading skeleton until its chunk arrives.

type Screen = ComponentType<ScreenProps>;
type Loader = () => Promise<Screen>;

/** An information or service page: its chunk, and its texts (`catalog-pages`), which the shop's screens skip. */
const withPageTexts = (screen: Promise<Screen>): Promise<Screen> =>
  Promise.all([screen, loadNamespaces(['catalog-pages'])]).then(([component]) => component);

/** The screens mf-catalog owns (docs/frontend.md, "Screen ownership"), each loaded on first use. */
export const catalogScreens = {
  // The screens rendered on the server too (server.tsx) are named: the gateway links their files by the name.
  home: () => import(/* webpackChunkName: "screen-home" */ './screens/HomePage').then((module) => module.HomePage),
  product: () =>
    import(/* webpackChunkName: "screen-product" */ './screens/ProductPage').then((module) => module.ProductPage),
  collection: () =>
    import(/* webpackChunkName: "screen-collection" */ './screens/CollectionPage').then(
      (module) => module.CollectionPage,
    ),
  search: () => import('./screens/SearchPage').then((module) => module.SearchPage),
  contact: () => withPageTexts(import('./screens/ContactPage').then((module) => module.ContactPage)),
  blog: () => withPageTexts(import('./screens/BlogPages').then((module) => module.BlogPage)),
  blogPost: () => withPageTexts(import('./screens/BlogPages').then((module) => module.BlogPostPage)),
  terms: () => withPageTexts(import('./screens/InfoPages').then((module) => module.TermsPage)),
  privacy: () => withPageTexts(import('./screens/InfoPages').then((module) => module.PrivacyPage)),
  deliveryPayment: () => withPageTexts(import('./screens/InfoPages').then((module) => module.DeliveryPaymentPage)),
  warrantyReturns: () => withPageTexts(import('./screens/InfoPages').then((module) => module.WarrantyReturnsPage)),
  qualityWarranty: () => withPageTexts(import('./screens/InfoPages').then((module) => module.QualityWarrantyPage)),
  howItWorks: () => withPageTexts(import('./screens/InfoPages').then((module) => module.HowItWorksPage)),
  aboutUs: () => withPageTexts(import('./screens/InfoPages').then((module) => module.AboutUsPage)),
  storeLocator: () => withPageTexts(import('./screens/StoreLocatorPage').then((module) => module.StoreLocatorPage)),
  gpsTracker: () => withPageTexts(import('./screens/GpsTrackerPage').then((module) => module.GpsTrackerPage)),
  customerReviews: () =>
    withPageTexts(import('./screens/CustomerReviewsPage').then((module) => module.CustomerReviewsPage)),
  funding: () => withPageTexts(import('./screens/FundingPage').then((module) => module.FundingPage)),
  insurance: () => withPageTexts(import('./screens/InsurancePage').then((module) => module.InsurancePage)),
  installments: () => withPageTexts(import('./screens/InstallmentsPage').then((module) => module.InstallmentsPage)),
  tech: () => withPageTexts(import('./screens/InfoPages').then((module) => module.TechPage)),
  documents: () => withPageTexts(import('./content/documents/DocumentsPage').then((module) => module.DocumentsPage)),
  services: () => withPageTexts(import('./content/services/ServicesPage').then((module) => module.ServicesPage)),
  b2bOrders: () => withPageTexts(import('./screens/InfoPages').then((module) => module.B2bOrdersPage)),
  b2bRma: () => withPageTexts(import('./screens/InfoPages').then((module) => module.B2bRmaPage)),
  accessibilityStatement: () =>
    withPageTexts(
      import('./content/statement/AccessibilityStatementPage').then((module) => module.AccessibilityStatementPage),
    ),
} satisfies Partial<Record<ScreenId, Loader>>;

export type CatalogScreenId = keyof typeof catalogScreens;

const isCatalogScreen = (screen: string): screen is CatalogScreenId => Object.hasOwn(catalogScreens, screen);

/** What fetching a screen gives: the component, or why it could not be fetched (shown with "try again"). */
type ScreenResult = { component: Screen; error?: undefined } | { component?: undefined; error: unknown };

/** A screen's fetch, marked with its outcome so `use` reads a fetched screen without suspending. */
type ScreenFetch = Promise<ScreenResult> & { status?: 'pending' | 'fulfilled'; value?: ScreenResult };

const fetches = new Map<CatalogScreenId, ScreenFetch>();

/** The screen's component, fetched once: one promise per screen for every caller. It never rejects. */
function fetchScreen(screen: CatalogScreenId): ScreenFetch {
  let fetch = fetches.get(screen);
  if (!fetch) {
    const started: ScreenFetch = catalogScreens[screen]().then(
      (component): ScreenResult => ({ component }),
      (error: unknown): ScreenResult => ({ error }),
    );
    started.status = 'pending';
    void started.then((result) => {
      started.status = 'fulfilled';
      started.value = result;
    });
    fetches.set(screen, started);
    fetch = started;
  }
  return fetch;
}

/** Fetches a catalogue screen ahead of its render (the lifecycles do, before mounting); others: nothing. */
export async function preloadScreen(screen: ScreenId): Promise<Screen | undefined> {
  return isCatalogScreen(screen) ? (await fetchScreen(screen)).component : undefined;
}

export interface AppProps {
  screen: ScreenId;
  lang: 'pl' | 'en';
  params: Record<string, string>;
}

function LoadedScreen({ screen, lang, params }: AppProps & { screen: CatalogScreenId }) {
  const [, setAttempts] = useState(0);
  // A screen already fetched renders at once (use reads the marked outcome); otherwise this suspends
  // until its chunk is in.
  const result = use(fetchScreen(screen) as Promise<ScreenResult>);
  if (!result.component) {
    const retry = () => {
      // Forget the failed fetch; the render that follows fetches the chunk anew, showing the loading state.
      fetches.delete(screen);
      setAttempts((attempts) => attempts + 1);
    };
    return (
      <ScreenFrame screen={screen} lang={lang}>
        <LoadError lang={lang} error={result.error} onRetry={retry} />
      </ScreenFrame>
    );
  }
  const Screen = result.component;
  return <Screen lang={lang} params={params} />;
}

/** A screen's frame and title before the screen itself is in. */
function ScreenFrame({
  screen,
  lang,
  children,
}: {
  screen: CatalogScreenId;
  lang: AppProps['lang'];
  children: ReactNode;
}) {
  const t = useCatalogText(lang);
  return (
    <PageFrame screen={screen} lang={lang} title={t(`${screen}.title`)}>
      {children}
    </PageFrame>
  );
}

/** What a screen shows while its chunk loads: its frame and title, the body as the loading skeleton. */
function ScreenLoading({ screen, lang }: { screen: CatalogScreenId; lang: AppProps['lang'] }) {
  const t = useCatalogText(lang);
  return (
    <ScreenFrame screen={screen} lang={lang}>
      <Skeleton lines={8} label={t('common:status.loading')} />
    </ScreenFrame>
  );
}

/** mf-catalog's screens; the shell mounts it only on them, so another screen draws nothing. */
export default function App({ screen, lang, params }: AppProps) {
  if (!isCatalogScreen(screen)) return null;
  // A screen whose chunk is in renders without a boundary: a page rendered on the server hydrates as one
  // piece with the mount, so a press on it is never lost to a part still waiting to hydrate.
  if (fetches.get(screen)?.status === 'fulfilled')
    return <LoadedScreen key={screen} screen={screen} lang={lang} params={params} />;
  // One boundary per screen: the screen being left goes at once instead of staying, hidden, beside the
  // loading state of the next one.
  return (
    <Suspense key={screen} fallback={<ScreenLoading screen={screen} lang={lang} />}>
      <LoadedScreen screen={screen} lang={lang} params={params} />
    </Suspense>
  );
}
