import type { StorefrontLanguage } from '@shop/i18n';
import { leaveWithdrawalPrefill, pathFor, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import type { OrderDetail } from '../cart/types';
import styles from './order-view.module.css';

// The order's "Withdraw from contract" (issue 27), part of the order's view, so the guest's order page and the
// account's (through mf-checkout/order-view) show the same: while the period runs, a button to the withdrawal
// form (mf-account) with the order filled in; for an order whose goods are excluded (engraved, a consented
// download), or after the period, why there is none. A dealer's order and a cancelled one say nothing.

const dayText = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

export function WithdrawalOffer({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const { t } = useTranslation('common', { lng: lang });
  const offer = order.withdrawal;
  if (!offer) return null;
  if (!offer.available && (!offer.reason || offer.reason === 'b2b' || offer.reason === 'order_closed')) return null;
  const date = offer.periodEndsOn ? dayText(offer.periodEndsOn) : '';
  const titleId = `withdrawal-offer-${order.id}`;
  const name = [order.billing.firstName, order.billing.lastName].filter(Boolean).join(' ');
  return (
    <section className={styles.withdrawalOffer} aria-labelledby={titleId} data-withdrawal-offer="">
      <h2 id={titleId}>{t('withdrawalOffer.title')}</h2>
      {offer.available ? (
        <>
          <p>{offer.periodEndsOn ? t('withdrawalOffer.until', { date }) : t('withdrawalOffer.beforeDelivery')}</p>
          <Button
            href={pathFor('withdrawal', lang)}
            variant="secondary"
            onClick={() => leaveWithdrawalPrefill({ name, orderNumber: order.number, email: order.email })}
          >
            {t('withdrawalOffer.button')}
          </Button>
        </>
      ) : (
        <p data-withdrawal-reason={offer.reason}>{t(`withdrawalOffer.none.${offer.reason}`, { date })}</p>
      )}
    </section>
  );
}
