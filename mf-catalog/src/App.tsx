import type { ScreenId } from '@shop/i18n';
import type { ComponentType } from 'react';
import { BlogPage, BlogPostPage } from './screens/BlogPages';
import { CollectionPage } from './screens/CollectionPage';
import { ContactPage } from './screens/ContactPage';
import { CustomerReviewsPage } from './screens/CustomerReviewsPage';
import { FundingPage } from './screens/FundingPage';
import { GpsTrackerPage } from './screens/GpsTrackerPage';
import { HomePage } from './screens/HomePage';
import {
  AboutUsPage,
  DeliveryPaymentPage,
  HowItWorksPage,
  PrivacyPage,
  QualityWarrantyPage,
  TermsPage,
  WarrantyReturnsPage,
} from './screens/InfoPages';
import { InstallmentsPage } from './screens/InstallmentsPage';
import { InsurancePage } from './screens/InsurancePage';
import type { ScreenProps } from './screens/PageFrame';
import { ProductPage } from './screens/ProductPage';
import { SearchPage } from './screens/SearchPage';
import { StoreLocatorPage } from './screens/StoreLocatorPage';

/** The screens mf-catalog owns (docs/frontend.md, "Screen ownership"). */
export const catalogScreens = {
  home: HomePage,
  product: ProductPage,
  collection: CollectionPage,
  search: SearchPage,
  contact: ContactPage,
  blog: BlogPage,
  blogPost: BlogPostPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  deliveryPayment: DeliveryPaymentPage,
  warrantyReturns: WarrantyReturnsPage,
  qualityWarranty: QualityWarrantyPage,
  howItWorks: HowItWorksPage,
  aboutUs: AboutUsPage,
  storeLocator: StoreLocatorPage,
  gpsTracker: GpsTrackerPage,
  customerReviews: CustomerReviewsPage,
  funding: FundingPage,
  insurance: InsurancePage,
  installments: InstallmentsPage,
} satisfies Partial<Record<ScreenId, ComponentType<ScreenProps>>>;

export interface AppProps {
  screen: ScreenId;
  lang: 'pl' | 'en';
  params: Record<string, string>;
}

/** mf-catalog's screens; the shell mounts it only on them, so another screen draws nothing. */
export default function App({ screen, lang, params }: AppProps) {
  const Screen: ComponentType<ScreenProps> | undefined = catalogScreens[screen as keyof typeof catalogScreens];
  return Screen ? <Screen lang={lang} params={params} /> : null;
}
