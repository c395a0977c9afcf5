import type { StorefrontLanguage } from '@shop/i18n';
import { describeError } from '@shop/platform';
import { Alert, Button, type ButtonSize } from '@shop/ui';
import { useState } from 'react';
import { payOrder } from '../payment/payment';
import { useCheckoutText } from '../screens/text';

interface PayAgainButtonProps {
  order: { id: string; number?: string };
  /** The order's guest token, for a shopper who is not signed in. */
  token?: string;
  lang: StorefrontLanguage;
  /** After a failed payment: "Retry the payment". */
  again?: boolean;
  /** In a list of orders: the button names its order for screen readers. */
  named?: boolean;
  size?: ButtonSize;
}

/** "Pay now": a new payment attempt of the order (SPEC §4: the goods stay reserved), and off to the provider. */
export function PayAgainButton({ order, token, lang, again = false, named = false, size }: PayAgainButtonProps) {
  const t = useCheckoutText(lang);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function pay() {
    setBusy(true);
    setError(undefined);
    try {
      const { payment } = await payOrder(lang, { id: order.id, token });
      // A provider's page is being opened: the button stays busy until the shop is left.
      if (payment.action.kind === 'none') setBusy(false);
    } catch (failure) {
      setError(t('payAgain.failed', { message: describeError(failure, lang) }));
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        size={size}
        onClick={pay}
        loading={busy}
        loadingLabel={t('payAgain.starting')}
        aria-label={named && order.number ? t('payAgain.named', { number: order.number }) : undefined}
        data-pay-again={order.number ?? order.id}
      >
        {again ? t('payAgain.retry') : t('payAgain.button')}
      </Button>
      {error && (
        <Alert tone="danger" announce="assertive">
          {error}
        </Alert>
      )}
    </>
  );
}
