import type { PreorderLine, PreorderPage } from '@shop/contracts';
import { formatMoney } from '@shop/contracts/format';
import { translate } from '@shop/contracts/messages';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, describeError, navigate, pathFor } from '@shop/platform';
import { Alert, Button, Card, RadioGroup, TextField } from '@shop/ui';
import { type FormEvent, useState } from 'react';
import { type PriceDisplay, rememberDisplay, rememberedDisplay, submitPreorder } from '../api/preorders';
import styles from './preorders.module.css';
import { useDealerText } from './text';

const MAX = 999;

/** What a quantity field holds as a number, or the message saying what is wrong (an empty field is 0). */
export function quantityOf(text: string, max: number, lang: string): number | string {
  const plain = text.trim();
  if (plain === '') return 0;
  if (/^-/.test(plain)) return translate('field.number_min', lang, { min: 0 });
  if (!/^\d+$/.test(plain)) return translate('field.integer', lang);
  const value = Number(plain);
  if (value > MAX) return translate('field.number_max', lang, { max: MAX });
  if (value > max) return translate('field.max_quantity', lang, { max });
  return value;
}

const money = (amount: number, line: PreorderLine, lang: string) =>
  formatMoney({ amount, currency: line.unitNet.currency }, lang);

/** The season's products with quantities, the chosen price display and the totals; submit places the preorder. */
export function PreorderForm({ lang, token, page }: { lang: StorefrontLanguage; token: string; page: PreorderPage }) {
  const t = useDealerText(lang);
  const [display, setDisplay] = useState<PriceDisplay>(rememberedDisplay);
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const quantities = page.lines.map((line) => quantityOf(texts[line.variantId] ?? '', line.max, lang));
  const counted = page.lines.map((line, i) => ({
    line,
    quantity: typeof quantities[i] === 'number' ? quantities[i] : 0,
  }));
  const net = counted.reduce((sum, { line, quantity }) => sum + line.unitNet.amount * quantity, 0);
  const gross = counted.reduce((sum, { line, quantity }) => sum + line.unitGross.amount * quantity, 0);
  const units = counted.reduce((sum, { quantity }) => sum + quantity, 0);
  const first = page.lines[0];

  const choose = (value: string) => {
    const chosen = value as PriceDisplay;
    setDisplay(chosen);
    rememberDisplay(chosen);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(undefined);
    const wrong: Record<string, string> = {};
    page.lines.forEach((line, i) => {
      if (typeof quantities[i] === 'string') wrong[String(line.variantId)] = quantities[i];
    });
    setErrors(wrong);
    if (Object.keys(wrong).length > 0) return setProblem(t('preorders.form.fixErrors'));
    if (units === 0) return setProblem(translate('error.preorder_empty', lang));
    setBusy(true);
    try {
      const done = await submitPreorder({
        token,
        items: counted.map(({ line, quantity }) => ({
          productId: line.productId,
          variantId: line.variantId,
          quantity,
        })),
      });
      navigate(`${pathFor('preorderConfirmation', lang)}?n=${encodeURIComponent(done.orderNumber)}`);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const byLine: Record<string, string> = {};
        for (const [path, message] of Object.entries(error.fields)) {
          const line = page.lines[Number(path.split('.')[1])];
          if (line) byLine[String(line.variantId)] = message;
        }
        setErrors(byLine);
      }
      setProblem(describeError(error, lang));
      setBusy(false);
    }
  };

  const unit = (line: PreorderLine) =>
    display === 'gross'
      ? money(line.unitGross.amount, line, lang)
      : display === 'net'
        ? money(line.unitNet.amount, line, lang)
        : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-form="preorder">
      <RadioGroup
        legend={t('preorders.priceDisplay.title')}
        hint={t('preorders.priceDisplay.note')}
        orientation="horizontal"
        value={display}
        onChange={choose}
        options={(['gross', 'net', 'hidden'] as const).map((value) => ({
          value,
          label: t(`preorders.priceDisplay.${value}`),
        }))}
      />
      <ul className={styles.lines}>
        {page.lines.map((line, i) => {
          const price = unit(line);
          const quantity = counted[i]?.quantity ?? 0;
          return (
            <li key={line.variantId} className={styles.line} data-line={line.sku}>
              <Card className={styles.line__card}>
                <div className={styles.line__what}>
                  <h3 className={styles.line__name}>{line.name}</h3>
                  <p className={styles.line__meta}>
                    {[line.optionsLabel, `${t('preorders.form.sku')}: ${line.sku}`].filter(Boolean).join(' · ')}
                  </p>
                  {price && (
                    <p className={styles.line__price} data-part="unit-price">
                      {t(`preorders.form.unit.${display}`, { price, rate: line.vatRate })}
                    </p>
                  )}
                </div>
                <TextField
                  label={t('preorders.form.quantity', { name: line.name })}
                  hint={t('preorders.form.max', { max: line.max })}
                  inputMode="numeric"
                  name={`quantity-${line.variantId}`}
                  value={texts[line.variantId] ?? ''}
                  error={errors[String(line.variantId)]}
                  onChange={(event) => {
                    const value = event.target.value;
                    setTexts((current) => ({ ...current, [line.variantId]: value }));
                    setErrors(({ [String(line.variantId)]: _, ...rest }) => rest);
                  }}
                />
                {price && quantity > 0 && (
                  <p className={styles.line__total} data-part="line-total">
                    {money((display === 'gross' ? line.unitGross : line.unitNet).amount * quantity, line, lang)}
                  </p>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      <Card as="section" className={styles.totals} aria-labelledby="preorder-totals" data-part="totals">
        <h2 id="preorder-totals" className={styles.totals__title}>
          {t('preorders.form.totals')}
        </h2>
        <dl className={styles.totals__list}>
          <dt>{t('preorders.form.units')}</dt>
          <dd data-total="units">{units}</dd>
          {first && display !== 'hidden' && (
            <>
              <dt>{t('preorders.form.net')}</dt>
              <dd data-total="net">{money(net, first, lang)}</dd>
              {display === 'gross' && (
                <>
                  <dt>{t('preorders.form.vat')}</dt>
                  <dd data-total="vat">{money(gross - net, first, lang)}</dd>
                  <dt>{t('preorders.form.gross')}</dt>
                  <dd data-total="gross">{money(gross, first, lang)}</dd>
                </>
              )}
            </>
          )}
        </dl>
        <p className={styles.note}>{t('preorders.form.noDelivery')}</p>
      </Card>
      {problem && (
        <Alert tone="danger" announce="assertive">
          {problem}
        </Alert>
      )}
      <div>
        <Button type="submit" loading={busy} disabled={busy}>
          {t('preorders.form.submit')}
        </Button>
      </div>
    </form>
  );
}
