import type { CartItem, ProductOption } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, api, describeError, formatMoney, useTranslation } from '@shop/platform';
import { Alert, Button } from '@shop/ui';
import { useId, useState } from 'react';
import { type CartChange, cartOf } from '../api/cart';
import { LineOptionFields } from './LineOptionFields';
import styles from './line-options.module.css';
import { chosenOptionsOf, optionErrorsOf } from './option-checks';
import {
  extraOptionsOf,
  type OptionErrors,
  type OptionValues,
  optionErrorsOfFields,
  valuesOfLine,
} from './option-values';

/**
 * A cart line's chosen options (engraving, fitting, a logo's file name, each with what it costs) and, for a
 * product that has such options, a form to change them: the product's options are read from the catalogue
 * and the line is sent back with all of them (`PUT /api/cart/items/:id`).
 */
export function CartLineOptions({
  item,
  lang,
  change,
}: {
  item: CartItem;
  lang: StorefrontLanguage;
  change: CartChange;
}) {
  const { t } = useTranslation('checkout', { lng: lang });
  const [editing, setEditing] = useState<{ options: ProductOption[]; values: OptionValues } | null>(null);
  const [errors, setErrors] = useState<OptionErrors>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const idPrefix = useId();
  const chosen = item.options ?? [];

  async function open() {
    setBusy(true);
    setMessage(undefined);
    try {
      const product = await api.get('/api/catalog/products/:id', { params: { id: item.productId } });
      setEditing({ options: extraOptionsOf(product.options), values: valuesOfLine(chosen) });
      setErrors({});
    } catch (error) {
      setMessage(describeError(error, lang));
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    if (!editing) return;
    const found = optionErrorsOf(editing.options, editing.values, lang);
    setErrors(found);
    if (Object.keys(found).length > 0) return setMessage(t('lineOptions.blocked'));
    setBusy(true);
    let fields: OptionErrors = {};
    const refused = await change(async () => {
      try {
        const answer = await api.put('/api/cart/items/:id', {
          params: { id: item.id },
          body: { options: chosenOptionsOf(editing.values) },
        });
        return cartOf(answer);
      } catch (error) {
        if (error instanceof ApiError) fields = optionErrorsOfFields(error.fields);
        throw error;
      }
    });
    setBusy(false);
    setErrors(fields);
    setMessage(refused);
    if (!refused) setEditing(null);
  }

  return (
    <div className={styles.lineOptions}>
      {chosen.length > 0 && (
        <ul className={styles.lineOptions__chosen}>
          {chosen.map((option) => (
            <li key={option.optionId}>
              {option.name}: {option.text}
              {option.priceDelta
                ? ` (${t('lineOptions.priceDelta', { price: formatMoney(option.priceDelta, lang) })})`
                : ''}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <form
          aria-label={t('lineOptions.change')}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <LineOptionFields
            lang={lang}
            currency={item.unitPrice.currency}
            options={editing.options}
            values={editing.values}
            onChange={(id, value) => setEditing({ ...editing, values: { ...editing.values, [id]: value } })}
            errors={errors}
            idPrefix={idPrefix}
            fileNames={Object.fromEntries(chosen.flatMap((o) => (o.file ? [[o.optionId, o.file.name]] : [])))}
          />
          <Button type="submit" size="sm" loading={busy}>
            {t('lineOptions.save')}
          </Button>{' '}
          <Button variant="ghost" size="sm" onClick={() => setEditing(null)}>
            {t('lineOptions.cancel')}
          </Button>
        </form>
      ) : (
        item.optionsChangeable && (
          <div>
            <Button variant="secondary" size="sm" onClick={open} loading={busy}>
              {t('lineOptions.change')}
            </Button>
          </div>
        )
      )}
      {item.optionsMissing && !editing && <Alert tone="warning">{t('lineOptions.missing')}</Alert>}
      {message && <Alert tone="danger">{message}</Alert>}
    </div>
  );
}
