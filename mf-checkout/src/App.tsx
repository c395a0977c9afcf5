import type { ScreenId } from '@shop/i18n';
import type { ComponentType } from 'react';
import { CartPage } from './cart/CartPage';
import { CheckoutPage } from './checkout/CheckoutPage';
import { GiftCardBalancePage } from './gift-cards/GiftCardBalancePage';
import { OrderConfirmationPage } from './order-result/OrderConfirmationPage';
import { PaymentErrorPage } from './order-result/PaymentErrorPage';
import { PaymentSuccessPage } from './order-result/PaymentSuccessPage';
import { CheckoutLoginPage } from './screens/CheckoutLoginPage';
import type { ScreenProps } from './screens/text';

/** The screens mf-checkout owns (docs/frontend.md, "Screen ownership"). */
export const checkoutScreens = {
  cart: CartPage,
  checkout: CheckoutPage,
  checkoutLogin: CheckoutLoginPage,
  orderConfirmation: OrderConfirmationPage,
  paymentSuccess: PaymentSuccessPage,
  paymentError: PaymentErrorPage,
  giftCardBalance: GiftCardBalancePage,
} satisfies Partial<Record<ScreenId, ComponentType<ScreenProps>>>;

export interface AppProps {
  screen: ScreenId;
  lang: 'pl' | 'en';
  params: Record<string, string>;
}

/** mf-checkout's screens; the shell mounts it only on them, so another screen draws nothing. */
export default function App({ screen, lang, params }: AppProps) {
  const Screen: ComponentType<ScreenProps> | undefined = checkoutScreens[screen as keyof typeof checkoutScreens];
  return Screen ? <Screen lang={lang} params={params} /> : null;
}
