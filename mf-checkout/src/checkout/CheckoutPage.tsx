import { pathFor } from '@shop/platform';
import { Button, EmptyState, LoadFailed, Skeleton } from '@shop/ui';
import { useCart } from '../api/cart';
import { ebikesPath } from '../screens/links';
import { PageFrame } from '../screens/PageFrame';
import { type ScreenProps, useCheckoutText } from '../screens/text';
import { CheckoutForm } from './CheckoutForm';

/** The checkout: who orders, where it goes, how it is delivered and paid, the consents; then payment. */
export function CheckoutPage({ lang }: ScreenProps) {
  const t = useCheckoutText(lang);
  const { state, reload, change } = useCart(lang);
  return (
    <PageFrame
      screen="checkout"
      lang={lang}
      title={t('checkout.title')}
      step="order"
      trail={[{ label: t('cart.title'), href: pathFor('cart', lang) }]}
    >
      {state.state === 'loading' ? (
        <Skeleton lines={6} label={t('checkout.loading')} />
      ) : state.state === 'failed' ? (
        <LoadFailed title={t('cart.loadFailed')} message={state.message} retry={reload} retryLabel={t('retry')} />
      ) : !state.cart || state.cart.items.length === 0 ? (
        <EmptyState
          title={t('checkout.empty')}
          text={t('checkout.emptyHint')}
          action={<Button href={ebikesPath(lang)}>{t('checkout.browse')}</Button>}
        />
      ) : (
        <CheckoutForm cart={state.cart} lang={lang} change={change} />
      )}
    </PageFrame>
  );
}
