import type { PriceBlock } from '@shop/contracts';
import { LOWEST_PRICE_DAYS } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatMoney } from '@shop/platform';
import { useCatalogText } from '../screens/PageFrame';
import { classNames } from './class-names';
import styles from './ProductPrice.module.css';

interface ProductPriceProps {
  price: PriceBlock;
  lang: StorefrontLanguage;
  /** 'from' before the amount: variants differ in price and this is the lowest. */
  from?: boolean;
  /** `large` on the product page, `compact` on cards. @default 'compact' */
  size?: 'compact' | 'large';
}

/**
 * What the product costs now. A dealer sees the wholesale net (less their discount, which is named) with the
 * gross and VAT rate below. During a sale: the reduced price, the regular one struck through, and the
 * lowest price of the 30 days before the reduction with the discount counted against it (EU Omnibus rule).
 */
export function ProductPrice({ price, lang, from = false, size = 'compact' }: ProductPriceProps) {
  const t = useCatalogText(lang);
  const money = (amount: number) => formatMoney({ amount, currency: price.currency }, lang);
  const onSale = price.reduced !== undefined && price.kind === 'retail';
  // A dealer buys net (SPEC §1): the net amount leads, marked "netto", the gross and VAT beside it.
  const dealer = price.kind === 'b2b';
  return (
    <div className={classNames(styles.price, styles[`price--${size}`])} data-price="">
      <p className={styles.price__line}>
        {from && <span className={styles.price__from}>{t('product.price.from')} </span>}
        <span className={classNames(styles.price__now, onSale && styles['price__now--sale'])} data-price-now="">
          {onSale && <span className={styles.visuallyHidden}>{t('product.price.reducedLabel')} </span>}
          {money(dealer ? price.net : price.gross)}
        </span>
        {dealer && (
          <span className={styles.price__net} data-price-net="">
            {t('product.price.net')}
          </span>
        )}
        {onSale && price.regular > price.gross && (
          <>
            {' '}
            <s className={styles.price__regular} data-price-regular="">
              <span className={styles.visuallyHidden}>{t('product.price.regularLabel')} </span>
              {money(price.regular)}
            </s>
          </>
        )}
        {onSale && price.percent !== undefined && price.percent > 0 && (
          <>
            {' '}
            <span className={styles.price__percent}>−{price.percent}%</span>
          </>
        )}
      </p>
      {dealer && (
        <p className={styles.price__note} data-price-gross="">
          {t('product.price.b2b', { gross: money(price.gross), vat: price.vatRate })}
        </p>
      )}
      {dealer && price.discountPercent !== undefined && price.listNet !== undefined && (
        <p className={styles.price__note} data-dealer-discount="">
          {t('product.price.dealerDiscount', { percent: price.discountPercent, listNet: money(price.listNet) })}
        </p>
      )}
      {onSale && price.lowestPrior30Days !== undefined && (
        <LowestPriceNote lang={lang} amount={money(price.lowestPrior30Days)} saving={price.saving} money={money} />
      )}
    </div>
  );
}

interface LowestPriceNoteProps {
  lang: StorefrontLanguage;
  amount: string;
  saving: number | undefined;
  money: (amount: number) => string;
}

/** 'Lowest price in the LOWEST_PRICE_DAYS days before the reduction: X' (and what the shopper saves against it). */
export function LowestPriceNote({ lang, amount, saving, money }: LowestPriceNoteProps) {
  const t = useCatalogText(lang);
  return (
    <p className={styles.price__note} data-lowest-price="">
      {t('product.price.lowestBefore', { amount, days: LOWEST_PRICE_DAYS })}
      {saving !== undefined && saving > 0 && <> · {t('product.price.saving', { amount: money(saving) })}</>}
    </p>
  );
}
