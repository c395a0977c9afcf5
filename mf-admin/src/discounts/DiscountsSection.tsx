import type { SectionScreenProps } from '../screens/section-screens';
import {
  IndividualDiscountCreatePage,
  IndividualDiscountPage,
  IndividualDiscountsListPage,
} from './IndividualDiscountPages';
import { PromoCodeCreatePage, PromoCodePage, PromoCodesListPage } from './PromoCodePages';

/**
 * The discounts section (`discounts.*`): `/discounts` the promo codes, `/discounts/new`, `/discounts/:id`;
 * `/discounts/individual` the dealers' and groups' discounts, `/discounts/individual/new`, `…/individual/:id`.
 */
export function DiscountsSection({ path, staff }: SectionScreenProps) {
  const [first, second] = path;
  if (first === 'individual') {
    if (!second) return <IndividualDiscountsListPage staff={staff} />;
    if (second === 'new') return <IndividualDiscountCreatePage />;
    return <IndividualDiscountPage key={second} id={second} staff={staff} />;
  }
  if (!first) return <PromoCodesListPage staff={staff} />;
  if (first === 'new') return <PromoCodeCreatePage />;
  return <PromoCodePage key={first} id={first} staff={staff} />;
}
