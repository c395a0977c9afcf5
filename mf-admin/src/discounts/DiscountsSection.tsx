import type { SectionScreenProps } from '../screens/section-screens';
import {
  IndividualDiscountCreatePage,
  IndividualDiscountPage,
  IndividualDiscountsListPage,
} from './IndividualDiscountPages';
import { PromoCodeCreatePage, PromoCodePage, PromoCodesListPage } from './PromoCodePages';
import { PromotionCreatePage, PromotionPage, PromotionsListPage } from './PromotionPages';

/**
 * The discounts section (`discounts.*`): `/discounts` the promo codes, `/discounts/new`, `/discounts/:id`;
 * `/discounts/individual` the dealers' and groups' discounts, `/discounts/individual/new`, `…/individual/:id`;
 * `/discounts/promotions` the automatic promotions, `/discounts/promotions/new`, `…/promotions/:id`.
 */
export function DiscountsSection({ path, staff }: SectionScreenProps) {
  const [first, second] = path;
  if (first === 'individual') {
    if (!second) return <IndividualDiscountsListPage staff={staff} />;
    if (second === 'new') return <IndividualDiscountCreatePage />;
    return <IndividualDiscountPage key={second} id={second} staff={staff} />;
  }
  if (first === 'promotions') {
    if (!second) return <PromotionsListPage staff={staff} />;
    if (second === 'new') return <PromotionCreatePage staff={staff} />;
    return <PromotionPage key={second} id={second} staff={staff} />;
  }
  if (!first) return <PromoCodesListPage staff={staff} />;
  if (first === 'new') return <PromoCodeCreatePage />;
  return <PromoCodePage key={first} id={first} staff={staff} />;
}
