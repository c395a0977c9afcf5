import type { CartPromotion, Money } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatMoney } from '@shop/platform';
import { useCheckoutText } from '../screens/text';
import styles from './cart.module.css';
import type { CartTotals } from './types';

interface TotalsProps {
  totals: CartTotals;
  lang: StorefrontLanguage;
  /** The code the discount came from, named beside it ("Discount (code SPRING10)"). */
  promoCode?: string | null;
  /** The list's name for screen readers, where no heading names it. */
  label?: string;
  /** The automatic promotions the cart gets, each named with what it gave (within the discount). */
  promotions?: CartPromotion[];
  /** What a gift card paid of an order's total: shown with what is left to pay. */
  giftCard?: Money;
}

/** The server's totals: items, discount, delivery, net, VAT and the total to pay. */
export function Totals({ totals, lang, promoCode, label, promotions = [], giftCard }: TotalsProps) {
  const t = useCheckoutText(lang);
  const row = (key: keyof CartTotals, money: Money, name = t(`totals.${key}`), negative = false) => (
    <div className={styles.totals__row} data-total={key}>
      <dt>{name}</dt>
      <dd>{negative && money.amount > 0 ? `−${formatMoney(money, lang)}` : formatMoney(money, lang)}</dd>
    </div>
  );
  return (
    <dl className={styles.totals} aria-label={label}>
      {row('items', totals.items)}
      {promotions.map((promotion) => (
        <div key={promotion.id} className={styles.totals__row} data-promotion={promotion.id}>
          <dt>{t('totals.promotion', { name: promotion.name })}</dt>
          <dd>
            {[
              promotion.discount.amount > 0 && `−${formatMoney(promotion.discount, lang)}`,
              promotion.freeDelivery && t('totals.freeDelivery'),
            ]
              .filter(Boolean)
              .join(', ')}
          </dd>
        </div>
      ))}
      {totals.discount.amount !== 0 &&
        row('discount', totals.discount, promoCode ? t('order.promoCode', { code: promoCode }) : undefined, true)}
      {row('delivery', totals.delivery)}
      {row('net', totals.net)}
      {row('vat', totals.vat)}
      <div className={styles.totals__row} data-total="total" data-grand="">
        <dt>{t('totals.total')}</dt>
        <dd>{formatMoney(totals.total, lang)}</dd>
      </div>
      {giftCard && (
        <>
          <div className={styles.totals__row} data-total="giftCard">
            <dt>{t('totals.giftCard')}</dt>
            <dd>−{formatMoney(giftCard, lang)}</dd>
          </div>
          <div className={styles.totals__row} data-total="toPay">
            <dt>{t('totals.toPay')}</dt>
            <dd>{formatMoney({ ...giftCard, amount: totals.total.amount - giftCard.amount }, lang)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
