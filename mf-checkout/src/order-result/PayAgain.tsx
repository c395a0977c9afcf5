import type { StorefrontLanguage } from '@shop/i18n';
import { describeError } from '@shop/platform';
import { Alert, Button } from '@shop/ui';
import { useState } from 'react';
import { payOrder } from '../payment/payment';
import { useCheckoutText } from '../screens/text';
import orderStyles from './order.module.css';

/** "Pay now": starts a new payment attempt through the order's payment route. */
export function PayAgain({
  order,
  token,
  lang,
  again = false,
}: {
  order: { id: string };
  token?: string;
  lang: StorefrontLanguage;
  again?: boolean;
}) {
  const t = useCheckoutText(lang);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function pay() {
    setBusy(true);
    setError(undefined);
    try {
      await payOrder(lang, { id: order.id, token });
    } catch (failure) {
      setError(describeError(failure, lang));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={orderStyles.pay}>
      <Button onClick={pay} loading={busy} loadingLabel={t('payAgain.starting')}>
        {again ? t('payAgain.retry') : t('payAgain.button')}
      </Button>
      {error && (
        <Alert tone="danger" announce="assertive">
          {error}
        </Alert>
      )}
    </div>
  );
}
