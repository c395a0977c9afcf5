import type { ScreenId, StorefrontLanguage } from '@shop/i18n';
import type { LimitTexts } from '../../catalog/limits';

// The long texts of the information pages. They live in one module per page and language, loaded when the
// page is opened, so a first visit to the shop does not carry every page's prose. The numbers they quote
// (free delivery, warranty, opening hours…) come in as `limits`, never written out.

/** A link to another page of the shop, written into a section's text. */
export interface ArticleLink {
  screen: ScreenId;
  label: string;
}

export interface ArticleSection {
  heading?: string;
  paragraphs?: string[];
  /** Points of a list, read in order. */
  points?: string[];
  links?: ArticleLink[];
}

export interface Article {
  /** The first thing a shopper reads, under the title. */
  lead: string;
  sections: ArticleSection[];
}

/** An article written with the shop's limits and settings of the moment. */
export type ArticleWriter = (limits: LimitTexts) => Article;

export type ArticleId =
  | 'terms'
  | 'privacy'
  | 'deliveryPayment'
  | 'warrantyReturns'
  | 'qualityWarranty'
  | 'howItWorks'
  | 'aboutUs'
  | 'tech'
  | 'services'
  | 'b2bOrders'
  | 'b2bRma';

type Loader = () => Promise<{ default: ArticleWriter }>;

// Literal paths, so the bundler makes one small chunk of each.
const loaders: Record<ArticleId, Record<StorefrontLanguage, Loader>> = {
  terms: { pl: () => import('./pl/terms'), en: () => import('./en/terms') },
  privacy: { pl: () => import('./pl/privacy'), en: () => import('./en/privacy') },
  deliveryPayment: { pl: () => import('./pl/delivery-payment'), en: () => import('./en/delivery-payment') },
  warrantyReturns: { pl: () => import('./pl/warranty-returns'), en: () => import('./en/warranty-returns') },
  qualityWarranty: { pl: () => import('./pl/quality-warranty'), en: () => import('./en/quality-warranty') },
  howItWorks: { pl: () => import('./pl/how-it-works'), en: () => import('./en/how-it-works') },
  aboutUs: { pl: () => import('./pl/about-us'), en: () => import('./en/about-us') },
  tech: { pl: () => import('./pl/tech'), en: () => import('./en/tech') },
  services: { pl: () => import('./pl/services'), en: () => import('./en/services') },
  b2bOrders: { pl: () => import('./pl/b2b-orders'), en: () => import('./en/b2b-orders') },
  b2bRma: { pl: () => import('./pl/b2b-rma'), en: () => import('./en/b2b-rma') },
};

export async function loadArticle(id: ArticleId, lang: StorefrontLanguage): Promise<ArticleWriter> {
  return (await loaders[id][lang]()).default;
}
