import type { Money } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatMoney } from '@shop/platform';
import { useCheckoutText } from '../screens/text';
import styles from './cart.module.css';
import type { CartTotals } from './types';

/** The server's totals: items, discount, delivery, net, VAT and the total to pay (what is given of them). */
export function Totals({ totals, lang }: { totals: Partial<CartTotals>; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  const row = (key: keyof CartTotals, money: Money | undefined, negative = false) =>
    money && (
      <div className={styles.totals__row} data-total={key}>
        <dt>{t(`totals.${key}`)}</dt>
        <dd>{negative && money.amount > 0 ? `−${formatMoney(money, lang)}` : formatMoney(money, lang)}</dd>
      </div>
    );
  return (
    <dl className={styles.totals}>
      {row('items', totals.items)}
      {totals.discount && totals.discount.amount !== 0 && row('discount', totals.discount, true)}
      {row('delivery', totals.delivery)}
      {row('net', totals.net)}
      {row('vat', totals.vat)}
      {totals.total && (
        <div className={styles.totals__row} data-total="total" data-grand="">
          <dt>{t('totals.total')}</dt>
          <dd>{formatMoney(totals.total, lang)}</dd>
        </div>
      )}
    </dl>
  );
}
