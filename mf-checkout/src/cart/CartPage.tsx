import { Button, LoadFailed, Skeleton, Tabs, VisuallyHidden } from '@shop/ui';
import { useCallback, useRef, useState } from 'react';
import { type CartChange, useCart } from '../api/cart';
import { requestCartApi } from '../api/request-cart';
import { PageFrame } from '../screens/PageFrame';
import { type ScreenProps, useCheckoutText } from '../screens/text';
import { CartContent } from './CartContent';
import { EmptyCart } from './EmptyCart';
import { RequestCartPanel } from './RequestCartPanel';
import requestStyles from './request.module.css';

/**
 * The cart: its lines, promo code, delivery, totals, and the way on to the checkout; beside it, in a second
 * tab, the request cart (issue 23: asking for an offer), which `?tab=request` opens.
 */
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
  const [tab, setTab] = useState(() =>
    new URLSearchParams(globalThis.location?.search ?? '').get('tab') === 'request' ? 'request' : 'standard',
  );
  const [requestKey, setRequestKey] = useState(0);
  const chooseTab = (id: string) => {
    setTab(id);
    const url = new URL(globalThis.location.href);
    if (id === 'request') url.searchParams.set('tab', 'request');
    else url.searchParams.delete('tab');
    globalThis.history.replaceState(globalThis.history.state, '', url);
  };
  const moveToRequest = async () => {
    await requestCartApi.moveFromCart();
    await reload();
    setRequestKey((key) => key + 1);
    chooseTab('request');
  };
  return (
    <PageFrame screen="cart" lang={lang} title={t('cart.title')} step="cart">
      <VisuallyHidden role="status">{said}</VisuallyHidden>
      <Tabs
        label={t('request.tabsLabel')}
        selectedId={tab}
        onChange={chooseTab}
        tabs={[
          {
            id: 'standard',
            label: t('request.standardTab'),
            content: (
              <>
                {state.state === 'loading' ? (
                  <Skeleton lines={5} label={t('cart.loading')} />
                ) : state.state === 'failed' ? (
                  <LoadFailed
                    title={t('cart.loadFailed')}
                    message={state.message}
                    retry={reload}
                    retryLabel={t('retry')}
                  />
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
                {state.state === 'ready' && state.cart && state.cart.items.length > 0 && (
                  <div className={requestStyles.tabs__move}>
                    <Button variant="secondary" onClick={moveToRequest}>
                      {t('request.moveAll')}
                    </Button>
                  </div>
                )}
              </>
            ),
          },
          { id: 'request', label: t('request.tab'), content: <RequestCartPanel key={requestKey} lang={lang} /> },
        ]}
      />
    </PageFrame>
  );
}
