import type { StorefrontLanguage } from '@shop/i18n';
import { useCartSummary } from '@shop/platform';
import { FragmentBoundary } from '@shop/remote-kit/fragments';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
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

export function MiniCartSlot({ lang }: MiniCartProps) {
  const { itemCount } = useCartSummary();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (itemCount > 0) setWanted(true);
  }, [itemCount]);
  return (
    <div data-slot="mini-cart">
      {wanted ? (
        <FragmentBoundary id="mf-checkout/mini-cart" fallback={<MiniCartLink />}>
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
