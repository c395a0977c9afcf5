import type { ScreenId, StorefrontLanguage } from '@shop/i18n';
import { matchPath } from '@shop/platform';
import { languageOfPath } from '@shop/remote-kit/route';

// Which front end draws the main area for a URL (docs/frontend.md, "Screen ownership"). The shell asks
// this for every URL single-spa sees: exactly one application is active at a time.

export const remoteNames = ['mf-catalog', 'mf-checkout', 'mf-account', 'mf-dealer', 'mf-admin'] as const;
export type RemoteName = (typeof remoteNames)[number];
export type StorefrontRemote = Exclude<RemoteName, 'mf-admin'>;

/** The shell's own application: the 404 page. */
export const notFoundApp = 'shell-not-found';
export type PageApp = RemoteName | typeof notFoundApp;

/** The owner of every screen of SPEC §2; TypeScript fails here when the route table gains a screen. */
export const screenOwners: Record<ScreenId, StorefrontRemote> = {
  home: 'mf-catalog',
  product: 'mf-catalog',
  collection: 'mf-catalog',
  search: 'mf-catalog',
  contact: 'mf-catalog',
  blog: 'mf-catalog',
  blogPost: 'mf-catalog',
  terms: 'mf-catalog',
  privacy: 'mf-catalog',
  deliveryPayment: 'mf-catalog',
  warrantyReturns: 'mf-catalog',
  qualityWarranty: 'mf-catalog',
  howItWorks: 'mf-catalog',
  aboutUs: 'mf-catalog',
  storeLocator: 'mf-catalog',
  gpsTracker: 'mf-catalog',
  customerReviews: 'mf-catalog',
  funding: 'mf-catalog',
  insurance: 'mf-catalog',
  installments: 'mf-catalog',
  tech: 'mf-catalog',
  documents: 'mf-catalog',
  services: 'mf-catalog',
  b2bOrders: 'mf-catalog',
  b2bRma: 'mf-catalog',
  accessibilityStatement: 'mf-catalog',
  cart: 'mf-checkout',
  checkout: 'mf-checkout',
  checkoutLogin: 'mf-checkout',
  orderConfirmation: 'mf-checkout',
  paymentSuccess: 'mf-checkout',
  paymentError: 'mf-checkout',
  giftCardBalance: 'mf-checkout',
  login: 'mf-account',
  authorize: 'mf-account',
  resetPassword: 'mf-account',
  account: 'mf-account',
  orders: 'mf-account',
  orderDetails: 'mf-account',
  orderRepeat: 'mf-account',
  addresses: 'mf-account',
  addressCreate: 'mf-account',
  addressEdit: 'mf-account',
  changePassword: 'mf-account',
  rmaList: 'mf-account',
  rmaCreate: 'mf-account',
  rmaDetails: 'mf-account',
  withdrawal: 'mf-account',
  preorders: 'mf-dealer',
  preorderConfirmation: 'mf-dealer',
  downloads: 'mf-dealer',
  b2bContact: 'mf-dealer',
  registeredBikes: 'mf-dealer',
};

export interface Page {
  app: PageApp;
  lang: StorefrontLanguage;
  /** The storefront screen; 'admin' for the admin panel, 'notFound' for the 404 page. */
  screen: ScreenId | 'admin' | 'notFound';
  params: Record<string, string>;
}

const adminPath = /^\/(pl|en)\/admin(\/|$)/;

/** What a URL shows: its screen and the application that draws it. */
export function pageOfPath(pathname: string): Page {
  const lang = languageOfPath(pathname);
  if (adminPath.test(pathname)) return { app: 'mf-admin', lang, screen: 'admin', params: {} };
  const match = matchPath(pathname);
  if (!match) return { app: notFoundApp, lang, screen: 'notFound', params: {} };
  return { app: screenOwners[match.screen], lang: match.lang, screen: match.screen, params: match.params };
}

/** The single-spa activity function of one application. */
export const isActiveOn = (app: PageApp) => (location: Location | URL) => pageOfPath(location.pathname).app === app;
