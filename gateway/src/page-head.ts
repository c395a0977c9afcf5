import { formatMoney } from '@shop/contracts/format';
import { defaultShopSettings, INSTALLMENT_INTEREST_PERCENT, STANDARD_WARRANTY_YEARS } from '@shop/contracts/limits';
import { resources, type ScreenId, type StorefrontLanguage, screens } from '@shop/i18n';
import { matchPath, switchLanguage } from '@shop/platform/routes';

// What a search engine or a link preview reads before any JavaScript runs (DESIGN §7): the page's title
// and description in its language, the canonical address, and the same page in the other language.

/** Pages about one shopper's account, cart or dealer business: nothing for a search engine. */
export const privateScreens = new Set<ScreenId>([
  'login',
  'checkoutLogin',
  'authorize',
  'resetPassword',
  'cart',
  'checkout',
  'orderConfirmation',
  'paymentSuccess',
  'paymentError',
  'giftCardBalance',
  'account',
  'orders',
  'orderDetails',
  'orderRepeat',
  'addresses',
  'addressCreate',
  'addressEdit',
  'changePassword',
  'rmaList',
  'rmaCreate',
  'rmaDetails',
  'preorders',
  'preorderConfirmation',
  'downloads',
  'b2bContact',
  'registeredBikes',
]);
const polishOnly = new Set(screens.filter((screen) => screen.polishOnly).map((screen) => screen.id));

export interface PageHead {
  lang: StorefrontLanguage;
  /** Whether the path is a page of the shop at all (the shell shows its 404 page otherwise). */
  found: boolean;
  html: string;
}

/** What a product or collection page's head says, from the catalogue (catalog-pages.ts). */
export interface CatalogPageFacts {
  title: string;
  description: string;
  /** The page's own path in each language (its canonical address, whatever slug was asked for). */
  paths: Record<StorefrontLanguage, string>;
  image?: string;
  /** schema.org JSON-LD, already serialized. */
  jsonLd?: string;
}

/** The shop's description in `lang`, with the SPEC §9 limits it quotes filled in (never written out). */
function descriptionOf(lang: StorefrontLanguage): string {
  const values: Record<string, string> = {
    freeDeliveryFrom: formatMoney(defaultShopSettings.freeCourierThreshold, lang),
    warrantyYears: String(STANDARD_WARRANTY_YEARS),
    interest: String(INSTALLMENT_INTEREST_PERCENT),
  };
  const text = (resources[lang].shell as Record<string, string>).metaDescription!;
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
}

export const escapeAttribute = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function titleOf(screen: ScreenId | 'admin' | 'notFound', lang: StorefrontLanguage): string {
  const { shell, common } = resources[lang] as { shell: Record<string, string>; common: Record<string, unknown> };
  if (screen === 'home') return shell.homeTitle!;
  const names = common.screens as Record<string, string>;
  const notFound = common.notFound as Record<string, string>;
  const page = screen === 'admin' ? shell.adminTitle! : screen === 'notFound' ? notFound.title! : names[screen]!;
  return shell.documentTitle!.replace('{{page}}', page);
}

/** The head of the storefront page at `pathname`, for a shop reached at `origin` (e.g. https://zefir.pl). */
export function pageHead(pathname: string, origin: string): PageHead {
  const lang: StorefrontLanguage = /^\/en(\/|$)/.test(pathname) ? 'en' : 'pl';
  const description = descriptionOf(lang);
  if (/^\/(pl|en)\/admin(\/|$)/.test(pathname)) {
    return { lang, found: true, html: head(titleOf('admin', lang), description, ['noindex']) };
  }
  const match = matchPath(pathname);
  if (!match) return { lang, found: false, html: head(titleOf('notFound', lang), description, ['noindex']) };
  const title = titleOf(match.screen, lang);
  if (privateScreens.has(match.screen)) return { lang, found: true, html: head(title, description, ['noindex']) };

  const links = [`<link rel="canonical" href="${escapeAttribute(origin + pathname)}">`];
  if (!polishOnly.has(match.screen)) {
    const polish = origin + switchLanguage(pathname, 'pl');
    links.push(
      `<link rel="alternate" hreflang="pl" href="${escapeAttribute(polish)}">`,
      `<link rel="alternate" hreflang="en" href="${escapeAttribute(origin + switchLanguage(pathname, 'en'))}">`,
      `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(polish)}">`,
    );
  }
  return { lang, found: true, html: head(title, description, [], links) };
}

/** The head of a product or collection page, with the catalogue's facts (undefined facts: not found). */
export function catalogPageHead(
  lang: StorefrontLanguage,
  origin: string,
  facts: CatalogPageFacts | undefined,
): PageHead {
  const description = descriptionOf(lang);
  if (!facts) return { lang, found: false, html: head(titleOf('notFound', lang), description, ['noindex']) };
  const documentTitle = (resources[lang].shell as Record<string, string>).documentTitle!;
  const links = [
    `<link rel="canonical" href="${escapeAttribute(origin + facts.paths[lang])}">`,
    `<link rel="alternate" hreflang="pl" href="${escapeAttribute(origin + facts.paths.pl)}">`,
    `<link rel="alternate" hreflang="en" href="${escapeAttribute(origin + facts.paths.en)}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(origin + facts.paths.pl)}">`,
  ];
  if (facts.image) links.push(`<meta property="og:image" content="${escapeAttribute(origin + facts.image)}">`);
  if (facts.jsonLd) links.push(`<script type="application/ld+json">${facts.jsonLd}</script>`);
  return {
    lang,
    found: true,
    html: head(documentTitle.replace('{{page}}', facts.title), facts.description || description, [], links),
  };
}

function head(title: string, description: string, robots: string[], links: string[] = []): string {
  return [
    `<title>${escapeAttribute(title)}</title>`,
    `<meta name="description" content="${escapeAttribute(description)}">`,
    ...(robots.length ? [`<meta name="robots" content="${robots.join(', ')}">`] : []),
    `<meta property="og:title" content="${escapeAttribute(title)}">`,
    `<meta property="og:description" content="${escapeAttribute(description)}">`,
    ...links,
  ].join('\n    ');
}
