import { translate } from '@shop/contracts/messages';
import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { Alert, Button } from '@shop/ui';
import { useCheckoutText } from '../screens/text';

/** Back from an address no payment provider of the shop sends shoppers to. */
export function UnknownProvider({ lang }: { lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  return (
    <>
      <Alert tone="danger" title={translate('error.payment_provider_unavailable', lang)}>
        {t('paymentResult.invalidProvider')}
      </Alert>
      <div>
        <Button href={pathFor('home', lang)} variant="secondary">
          {t('paymentSuccess.backToShop')}
        </Button>
      </div>
    </>
  );
}
