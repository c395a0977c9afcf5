import { LoadFailed, Skeleton, VisuallyHidden } from '@shop/ui';
import { useCallback, useRef, useState } from 'react';
import { type CartChange, useCart } from '../api/cart';
import { PageFrame } from '../screens/PageFrame';
import { type ScreenProps, useCheckoutText } from '../screens/text';
import { CartContent } from './CartContent';
import { EmptyCart } from './EmptyCart';

/** The cart: its lines, promo code, delivery, totals, and the way on to the checkout. */
export function CartPage({ lang }: ScreenProps) {
  const t = useCheckoutText(lang);
  const { state, reload, change: write } = useCart(lang);
  const linesTitle = useRef<HTMLHeadingElement>(null);
  // Screen readers hear that the cart (and its totals) changed after each accepted write.
  const [said, setSaid] = useState('');
  const change: CartChange = useCallback(
    async (send, field) => {
      const refused = await write(send, field);
      if (!refused)
        setSaid((before) => (before === t('cart.updated') ? `${t('cart.updated')}\u00a0` : t('cart.updated')));
      return refused;
    },
    [write, t],
  );
  return (
    <PageFrame screen="cart" lang={lang} title={t('cart.title')} step="cart">
      <VisuallyHidden role="status">{said}</VisuallyHidden>
      {state.state === 'loading' ? (
        <Skeleton lines={5} label={t('cart.loading')} />
      ) : state.state === 'failed' ? (
        <LoadFailed title={t('cart.loadFailed')} message={state.message} retry={reload} retryLabel={t('retry')} />
      ) : !state.cart || state.cart.items.length === 0 ? (
        <EmptyCart lang={lang} />
      ) : (
        <CartContent
          cart={state.cart}
          lang={lang}
          change={change}
          linesTitle={linesTitle}
          onRemoved={() => linesTitle.current?.focus()}
        />
      )}
    </PageFrame>
  );
}
