import type { StorefrontLanguage } from '@shop/i18n';

// What riders wrote to us about their bikes, chosen by the shop and kept with its other texts; each
// language is its own small module, loaded when the reviews page opens.

export interface CustomerReview {
  author: string;
  city: string;
  /** The model the rider bought, as its name reads in the shop. */
  model: string;
  /** Stars from 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
}

const loaders: Record<StorefrontLanguage, () => Promise<{ default: CustomerReview[] }>> = {
  pl: () => import('./reviews.pl'),
  en: () => import('./reviews.en'),
};

export async function loadReviews(lang: StorefrontLanguage): Promise<CustomerReview[]> {
  return (await loaders[lang]()).default;
}

/** The average of the ratings, to one decimal place. */
export function averageRating(reviews: CustomerReview[]): number {
  if (reviews.length === 0) return 0;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}
