import type { StorefrontLanguage } from './languages';

// The route table of SPEC §2: path segments after the language prefix, `:param` for a parameter and
// `{product}` for the brand slug (DESIGN §7, a setting). The shell, the gateway (SEO head) and every remote
// build and read URLs from this one table. Rows of SPEC §2 that name one product or collection
// (`product/1315/:slug`, `collection/59/electric-bikes`, `collection/90/mtb-electric-bikes`) are ordinary
// `product` and `collection` paths, so they have no row of their own.

const table = [
  // Core routes
  { id: 'home', en: '', pl: '' },
  { id: 'login', en: 'login', pl: 'logowanie' },
  { id: 'checkoutLogin', en: 'checkout/login', pl: 'kasa/logowanie' },
  { id: 'authorize', en: 'authorize', pl: 'autoryzuj' },
  { id: 'resetPassword', en: 'reset-password', pl: 'resetuj-haslo' },
  { id: 'product', en: 'product/:id/:slug', pl: 'produkt/:id/:slug' },
  { id: 'collection', en: 'collection/:id/:slug', pl: 'kategoria/:id/:slug' },
  { id: 'cart', en: 'cart', pl: 'koszyk' },
  { id: 'checkout', en: 'checkout', pl: 'kasa' },
  { id: 'orderConfirmation', en: 'order/:id/:token', pl: 'zamowienie/:id/:token' },
  { id: 'paymentSuccess', en: 'payment/:provider/success', pl: 'platnosc/:provider/sukces' },
  { id: 'paymentError', en: 'payment/:provider/error', pl: 'platnosc/:provider/blad' },
  { id: 'giftCardBalance', en: 'gift-card-balance', pl: 'saldo-karty-podarunkowej' },
  { id: 'account', en: 'account', pl: 'konto' },
  { id: 'orders', en: 'account/orders', pl: 'konto/zamowienia' },
  { id: 'orderDetails', en: 'account/orders/:id', pl: 'konto/zamowienia/:id' },
  { id: 'orderRepeat', en: 'account/orders/:id/new', pl: 'konto/zamowienia/:id/nowe' },
  { id: 'addresses', en: 'account/addresses', pl: 'konto/adresy' },
  { id: 'addressCreate', en: 'account/addresses/add', pl: 'konto/adresy/dodaj' },
  { id: 'addressEdit', en: 'account/addresses/:id', pl: 'konto/adresy/:id' },
  { id: 'changePassword', en: 'change-password', pl: 'zmiana-hasla' },
  { id: 'rmaList', en: 'rma', pl: 'reklamacje' },
  { id: 'rmaCreate', en: 'rma/add', pl: 'reklamacje/dodaj' },
  { id: 'rmaDetails', en: 'rma/:id', pl: 'reklamacje/:id' },
  { id: 'search', en: 'search', pl: 'szukaj' },
  { id: 'contact', en: 'contact', pl: 'kontakt' },
  { id: 'blog', en: 'blog', pl: 'blog' },
  { id: 'blogPost', en: 'blog/:id/:slug', pl: 'blog/:id/:slug' },
  { id: 'terms', en: 'info/terms-of-service', pl: 'informacje/regulamin' },
  { id: 'privacy', en: 'info/privacy', pl: 'informacje/prywatnosc' },
  { id: 'deliveryPayment', en: 'info/delivery-payment', pl: 'informacje/platnosc-wysylka' },
  { id: 'warrantyReturns', en: 'info/warranty-returns', pl: 'informacje/zwroty-reklamacje' },
  // Content and dealer routes
  { id: 'storeLocator', en: 'store-locator', pl: 'gdzie-kupic' },
  { id: 'preorders', en: 'preorders', pl: 'preordery' },
  { id: 'preorderConfirmation', en: 'preorders/confirmation', pl: 'preordery/potwierdzenie' },
  { id: 'customerReviews', en: '{product}/customer-reviews', pl: '{product}/{product}-opinie' },
  { id: 'qualityWarranty', en: 'info/quality-warranty', pl: 'informacje/jakosc-gwarancja' },
  {
    id: 'howItWorks',
    en: '{product}/electric-bicycle-how-it-works',
    pl: '{product}/jak-dziala-rower-elektryczny-korzysci',
  },
  { id: 'aboutUs', en: '{product}/about-us', pl: '{product}/o-marce' },
  {
    id: 'funding',
    en: 'my-electric-bike/funding-poland',
    pl: 'moj-rower-elektryczny/dofinansowanie-do-rowerow-elektrycznych-jak-uzyskac-doplate',
    polishOnly: true,
  },
  { id: 'insurance', en: 'ebike-insurance', pl: 'ubezpieczenie' },
  { id: 'installments', en: 'ebike-installments', pl: 'rower-elektryczny-na-raty' },
  {
    id: 'gpsTracker',
    en: '{product}-guard-gps-ebike-tracker',
    pl: '{product}-guard-lokalizator-gps-do-roweru-elektrycznego',
  },
  { id: 'downloads', en: 'account/downloads', pl: 'konto/do-pobrania' },
  { id: 'b2bContact', en: 'b2b-contact', pl: 'kontakt-b2b' },
  { id: 'registeredBikes', en: 'account/registered-bikes', pl: 'konto/rejestracja-rowerow' },
  // Content pages SPEC §2 names without a path (issue 25): tech, documents, services, B2B orders, B2B RMA.
  { id: 'tech', en: 'info/technology', pl: 'informacje/technologia' },
  { id: 'documents', en: 'info/documents', pl: 'informacje/dokumenty' },
  { id: 'services', en: 'service', pl: 'serwis' },
  { id: 'b2bOrders', en: 'b2b-orders', pl: 'zamowienia-b2b' },
  { id: 'b2bRma', en: 'b2b-rma', pl: 'reklamacje-b2b' },
  // The accessibility statement (issue 27): a page staff edit in cms.
  { id: 'accessibilityStatement', en: 'info/accessibility-statement', pl: 'informacje/deklaracja-dostepnosci' },
  // The withdrawal function (issue 27): withdrawing from a purchase without signing in.
  { id: 'withdrawal', en: 'withdraw-from-contract', pl: 'odstapienie-od-umowy' },
] as const;

/** A screen with a URL. */
export type ScreenId = (typeof table)[number]['id'];
/** What the shell can show: every routed screen, plus the 404 page it shows for an unknown path. */
export type ShellScreenId = ScreenId | 'notFound';

export interface ScreenRoute extends Record<StorefrontLanguage, string> {
  id: ScreenId;
  /** The page exists in Polish only (SPEC §2: funding); switching language leads home instead. */
  polishOnly?: boolean;
}

export const screens: readonly ScreenRoute[] = table;

/** The default brand slug that stands for `{product}` (DESIGN §7). */
export const DEFAULT_BRAND_SLUG = 'zefir';
