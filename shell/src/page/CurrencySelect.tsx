import type { StorefrontCurrency } from '@shop/contracts';
import { currencyOfLanguage } from '@shop/contracts/locale';
import { setCurrency, useCurrency, useOfferedCurrencies, useTranslation } from '@shop/platform';
import styles from './header.module.css';

const languageCurrencies: readonly string[] = Object.values(currencyOfLanguage);

/**
 * The currency prices are shown in, once staff enable one beyond PLN and EUR (SPEC §1); until then the
 * currency follows the language and there is nothing to choose. The choice holds across languages and visits.
 */
export function CurrencySelect() {
  const { t } = useTranslation('shell');
  const offered = useOfferedCurrencies();
  const currency = useCurrency();
  if (offered.every((code) => languageCurrencies.includes(code))) return null;
  return (
    <label className={styles.currency}>
      <span className="shell-visually-hidden">{t('currency.label')}</span>
      <select
        className={styles.currency__select}
        value={currency}
        onChange={(event) => setCurrency(event.target.value as StorefrontCurrency)}
        data-currency-select
      >
        {offered.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </label>
  );
}
