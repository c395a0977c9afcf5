import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { askForOffer } from '../api/cart';
import { useCatalogText } from '../screens/PageFrame';

interface AskForOfferProps {
  lang: StorefrontLanguage;
  productId: number;
  variantId: number;
  quantity: number;
  disabled?: boolean;
}

type Step = { state: 'idle' } | { state: 'sending' } | { state: 'added' } | { state: 'failed'; message: string };

/**
 * "Zapytaj o ofertę" beside the add button (issue 23): puts the chosen variant and quantity into the caller's
 * request cart, apart from the standard cart, and says so with a link to the cart's request tab.
 */
export function AskForOffer({ lang, productId, variantId, quantity, disabled }: AskForOfferProps) {
  const t = useCatalogText(lang);
  const [step, setStep] = useState<Step>({ state: 'idle' });
  const ask = async () => {
    setStep({ state: 'sending' });
    try {
      await askForOffer({ productId, variantId, quantity });
      setStep({ state: 'added' });
    } catch (error) {
      setStep({ state: 'failed', message: error instanceof Error ? error.message : t('product.offer.failed') });
    }
  };
  return (
    <div>
      <Button variant="secondary" onClick={ask} disabled={disabled || step.state === 'sending'}>
        {t('product.offer.ask')}
      </Button>
      <p role="status">
        {step.state === 'added' && (
          <>
            {t('product.offer.added')} <a href={`${pathFor('cart', lang)}?tab=request`}>{t('product.offer.view')}</a>
          </>
        )}
        {step.state === 'failed' && step.message}
      </p>
    </div>
  );
}
