import type { StorefrontLanguage } from '@shop/i18n';
import { lazyFragment } from '@shop/remote-kit/fragments';
import { Alert, Button, Skeleton } from '@shop/ui';
import { Component, type ComponentType, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useCatalogText } from '../screens/PageFrame';

/** What mf-checkout's add-to-cart fragment takes (mf-checkout/add-to-cart, DESIGN §7). */
export interface AddToCartFragmentProps {
  productId: number;
  /** The chosen variant; the product's default one when the product has no options. */
  variantId: number;
  quantity: number;
  disabled?: boolean;
}

let fragment: ComponentType<AddToCartFragmentProps> | undefined;
/** The fragment, loaded once per page; `fresh` starts again after a failure. */
function addToCartFragment(fresh: boolean): ComponentType<AddToCartFragmentProps> {
  if (!fragment || fresh) fragment = lazyFragment<AddToCartFragmentProps>('mf-checkout/add-to-cart');
  return fragment;
}

interface AddToCartProps extends AddToCartFragmentProps {
  lang: StorefrontLanguage;
}

/**
 * The checkout team's add-to-cart button on a catalogue page. If their remote cannot be loaded, the
 * shopper is told so and may try again; the rest of the product page keeps working.
 */
export function AddToCart({ lang, ...props }: AddToCartProps) {
  const t = useCatalogText(lang);
  const [attempt, setAttempt] = useState(0);
  const Fragment = useMemo(() => addToCartFragment(attempt > 0), [attempt]);
  return (
    <FragmentBoundary
      key={attempt}
      fallback={
        <Alert tone="warning" title={t('product.cart.unavailable')}>
          <Button variant="secondary" size="sm" onClick={() => setAttempt((count) => count + 1)}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      }
    >
      <Suspense fallback={<Skeleton shape="rect" width="12rem" height="2.75rem" label={t('product.cart.loading')} />}>
        <Fragment {...props} />
      </Suspense>
    </FragmentBoundary>
  );
}

class FragmentBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[mf-catalog] the add-to-cart button failed', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
