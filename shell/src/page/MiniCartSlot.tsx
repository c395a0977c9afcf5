import type { StorefrontLanguage } from '@shop/i18n';
import { useCartSummary } from '@shop/platform';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { loadFederated } from '../federation/federation';
import { MiniCartLink } from './MiniCartLink';

// The data owner owns the fragment (DESIGN §7): the header shows mf-checkout's mini-cart, loaded at run
// time. An empty cart needs no more than a link to the cart, so a first visit does not pay for the
// checkout remote; the fragment is fetched as soon as the cart has something in it. Until it arrives,
// and if it never does or breaks, the plain cart link stands in.

type MiniCartProps = { lang: StorefrontLanguage };

const MiniCart = lazy(() =>
  loadFederated<{ default: ComponentType<MiniCartProps> }>('mf-checkout/mini-cart', () => ({ default: MiniCartLink })),
);

class FragmentBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[shell] the mini-cart failed', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function MiniCartSlot({ lang }: MiniCartProps) {
  const { itemCount } = useCartSummary();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (itemCount > 0) setWanted(true);
  }, [itemCount]);
  return (
    <div data-slot="mini-cart">
      {wanted ? (
        <FragmentBoundary fallback={<MiniCartLink />}>
          <Suspense fallback={<MiniCartLink />}>
            <MiniCart lang={lang} />
          </Suspense>
        </FragmentBoundary>
      ) : (
        <MiniCartLink />
      )}
    </div>
  );
}
