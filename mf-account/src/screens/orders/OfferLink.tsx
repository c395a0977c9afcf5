import type { OrderDetail } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { Button } from '@shop/ui';
import { useAccountText } from '../text';

/**
 * A proposal among the customer's orders (issue 23): its page, where the agreed prices are shown and the offer
 * is accepted or rejected, is the order's own page (the link the e-mail carries).
 */
export function OfferLink({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  if (order.type !== 'PROPOSAL') return null;
  return (
    <Button href={pathFor('orderConfirmation', lang, { id: order.id, token: order.token })}>
      {t('orderDetails.offer')}
    </Button>
  );
}
