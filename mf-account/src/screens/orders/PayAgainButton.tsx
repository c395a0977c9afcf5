import type { StorefrontLanguage } from '@shop/i18n';
import { describeError } from '@shop/platform';
import { Alert, Button, type ButtonSize } from '@shop/ui';
import { useState } from 'react';
import { useAccountText } from '../text';
import { payAgain } from './pay-order';

interface PayAgainButtonProps {
  order: { id: string; number: string };
  lang: StorefrontLanguage;
  size?: ButtonSize;
}

/** "Pay again": starts a new payment of the order and takes the customer to the provider. */
export function PayAgainButton({ order, lang, size = 'md' }: PayAgainButtonProps) {
  const t = useAccountText(lang);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function pay() {
    setBusy(true);
    setError(undefined);
    try {
      await payAgain(order.id);
      // The page is being left for the provider; the button stays busy until it is.
    } catch (failure) {
      setError(describeError(failure, lang));
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        size={size}
        onClick={pay}
        loading={busy}
        loadingLabel={t('orders.paying')}
        aria-label={t('orders.payAgainNamed', { number: order.number })}
        data-pay-again={order.number}
      >
        {t('orders.payAgain')}
      </Button>
      {error && (
        <Alert tone="danger" announce="assertive">
          {t('orders.payFailed', { message: error })}
        </Alert>
      )}
    </>
  );
}
