import type { PriceBlock } from '@shop/contracts';
import { ERATY_VERIFICATION_TRANSFER, INSTALLMENT_INTEREST_PERCENT } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatMoney, pathFor } from '@shop/platform';
import { Select } from '@shop/ui';
import { useId, useState } from 'react';
import { useCatalogText } from '../screens/PageFrame';
import styles from './InstallmentCalculator.module.css';
import { type InstallmentOffer, installmentOffers, installmentPlan, installmentsApply } from './installments';

interface InstallmentCalculatorProps {
  lang: StorefrontLanguage;
  /** The price of one piece, in minor units of `currency`. */
  unitPrice: number;
  currency: PriceBlock['currency'];
  quantity: number;
}

/**
 * What the chosen quantity costs a month with each bank's interest-free offer. Shown only where the banks
 * lend: in PLN, from the smallest basket (SPEC §5, §9); elsewhere it draws nothing.
 */
export function InstallmentCalculator({ lang, unitPrice, currency, quantity }: InstallmentCalculatorProps) {
  const t = useCatalogText(lang);
  const titleId = useId();
  const amount = unitPrice * quantity;
  if (!installmentsApply(amount, currency)) return null;
  return (
    <section className={styles.calculator} aria-labelledby={titleId} data-installments="">
      <h2 id={titleId} className={styles.calculator__title}>
        {t('product.installments.title', { interest: INSTALLMENT_INTEREST_PERCENT })}
      </h2>
      <ul className={styles.calculator__offers}>
        {installmentOffers.map((offer) => (
          <OfferRow key={offer.bank} lang={lang} offer={offer} amount={amount} currency={currency} />
        ))}
      </ul>
      <a className={styles.calculator__more} href={pathFor('installments', lang)}>
        {t('product.installments.more')}
      </a>
    </section>
  );
}

interface OfferRowProps {
  lang: StorefrontLanguage;
  offer: InstallmentOffer;
  amount: number;
  currency: PriceBlock['currency'];
}

function OfferRow({ lang, offer, amount, currency }: OfferRowProps) {
  const t = useCatalogText(lang);
  const [count, setCount] = useState(offer.defaultCount);
  const plan = installmentPlan(amount, count);
  const money = (value: number) => formatMoney({ amount: value, currency }, lang);
  const bank = t(`product.installments.banks.${offer.bank}`);
  return (
    <li className={styles.offer} data-bank={offer.bank}>
      <div className={styles.offer__head}>
        <h3 className={styles.offer__bank}>{bank}</h3>
        {offer.counts.length > 1 ? (
          <Select
            label={t('product.installments.count', { bank })}
            value={String(count)}
            onChange={(event) => setCount(Number(event.target.value))}
            options={offer.counts.map((value) => ({
              value: String(value),
              label: t('product.installments.countOption', { n: value, interest: INSTALLMENT_INTEREST_PERCENT }),
            }))}
            className={styles.offer__count}
          />
        ) : (
          <p className={styles.offer__fixed}>
            {t('product.installments.countOption', { n: count, interest: INSTALLMENT_INTEREST_PERCENT })}
          </p>
        )}
      </div>
      <p className={styles.offer__monthly} data-monthly="">
        {t('product.installments.monthly', { count: plan.count, amount: money(plan.installment) })}
      </p>
      {plan.last !== plan.installment && (
        <p className={styles.offer__note}>{t('product.installments.last', { amount: money(plan.last) })}</p>
      )}
      <p className={styles.offer__note}>
        {t('product.installments.total', { amount: money(plan.total) })}
        {offer.bank === 'eraty' && (
          <> {t('product.installments.verification', { amount: formatMoney(ERATY_VERIFICATION_TRANSFER, lang) })}</>
        )}
      </p>
    </li>
  );
}
