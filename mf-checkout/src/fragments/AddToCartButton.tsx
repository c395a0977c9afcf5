import type { Money, ProductOption } from '@shop/contracts';
import { ApiError, formatMoney, NetworkError, useLanguage, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { addToCart } from '../api/cart';
import {
  extraOptionsOf,
  type OptionErrors,
  type OptionValues,
  optionErrorsOfFields,
  priceDeltaOf,
} from '../line-options/option-values';
import styles from './AddToCartButton.module.css';

// Every product page shows this button; few products have options beside the variant. Their fields and the
// rules they are checked by (with the texts of @shop/contracts) load only for such a product (issue 18:
// they were a third of a product page's JavaScript).
const LineOptionFields = lazy(() =>
  import('../line-options/LineOptionFields').then((module) => ({ default: module.LineOptionFields })),
);
type OptionChecks = typeof import('../line-options/option-checks');
const loadOptionChecks = () => import('../line-options/option-checks');

export interface AddToCartButtonProps {
  productId: number;
  /** The chosen variant; left out, the product's default one. */
  variantId?: number;
  /** @default 1 */
  quantity?: number;
  disabled?: boolean;
  /**
   * The product's options (its page's answer): those that do not make variants are drawn above the button
   * and go with the line; a required one left empty keeps the product out of the cart with a clear message.
   */
  options?: ProductOption[];
  /** The unit's price on the page: with options that cost extra, the price with them is shown. */
  unitPrice?: Money;
}

type AddState = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'failed'; message: string };

/** How long 'Added to cart' stays next to the button. */
const confirmationMs = 3000;

/**
 * The add-to-cart button catalogue pages show (exposed as mf-checkout/add-to-cart). It adds through
 * `addToCart`, which announces `checkout:cart-changed`, so the mini-cart fetches the new summary.
 */
export default function AddToCartButton({
  productId,
  variantId,
  quantity = 1,
  disabled,
  options = [],
  unitPrice,
}: AddToCartButtonProps) {
  const lang = useLanguage();
  const { t } = useTranslation('checkout', { lng: lang });
  const [state, setState] = useState<AddState>({ kind: 'idle' });
  const extras = extraOptionsOf(options);
  const [values, setValues] = useState<OptionValues>({});
  const [errors, setErrors] = useState<OptionErrors>({});
  const [checked, setChecked] = useState(false);
  const fields = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const checks = useRef<OptionChecks>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another product starts with nothing chosen
  useEffect(() => {
    setValues({});
    setErrors({});
    setChecked(false);
  }, [productId]);

  function choose(optionId: number, value: OptionValues[number]) {
    const next = { ...values, [optionId]: value };
    setValues(next);
    // Once the shopper tried to add, each field says at once whether it is right now.
    if (checked && checks.current) setErrors(checks.current.optionErrorsOf(extras, next, lang));
  }

  /** Shows the fields' messages and moves focus to the first one; true when all is well. */
  function showErrors(found: OptionErrors): boolean {
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length === 0) return true;
    setState({ kind: 'failed', message: t('lineOptions.blocked') });
    requestAnimationFrame(() => {
      const first = fields.current?.querySelector<HTMLElement>(
        '[data-option-error] input, [data-option-error] textarea, [data-option-error] button, input[data-option-error], textarea[data-option-error]',
      );
      first?.focus();
    });
    return false;
  }

  useEffect(() => {
    if (state.kind !== 'added') return;
    const timer = setTimeout(() => setState({ kind: 'idle' }), confirmationMs);
    return () => clearTimeout(timer);
  }, [state]);

  // A product with such options loads their checks with its fields, so the first press does not wait.
  const hasExtras = extras.length > 0;
  useEffect(() => {
    if (!hasExtras) return;
    loadOptionChecks().then(
      (loaded) => {
        checks.current = loaded;
      },
      () => {}, // the press tries again, and says so if it cannot
    );
  }, [hasExtras]);

  async function add() {
    if (hasExtras) {
      try {
        checks.current ??= await loadOptionChecks();
      } catch (error) {
        // Their chunk did not come (the connection dropped): nothing is added unchecked.
        setState({ kind: 'failed', message: messageOf(error) ?? t('addToCart.error') });
        return;
      }
      if (!showErrors(checks.current.optionErrorsOf(extras, values, lang))) return;
    }
    setState({ kind: 'adding' });
    const chosen = checks.current?.chosenOptionsOf(values) ?? [];
    try {
      await addToCart({
        productId,
        ...(variantId === undefined ? {} : { variantId }),
        quantity,
        ...(chosen.length > 0 ? { options: chosen } : {}),
      });
      setState({ kind: 'added' });
    } catch (error) {
      const refused = error instanceof ApiError ? optionErrorsOfFields(error.fields) : {};
      if (Object.keys(refused).length > 0) showErrors(refused);
      else setState({ kind: 'failed', message: messageOf(error) ?? t('addToCart.error') });
    }
  }

  const delta = priceDeltaOf(extras, values);

  return (
    <div className={styles.addToCart}>
      {extras.length > 0 && (
        <div ref={fields} className={styles.addToCart__options}>
          <Suspense fallback={null}>
            <LineOptionFields
              lang={lang}
              currency={unitPrice?.currency ?? (lang === 'pl' ? 'PLN' : 'EUR')}
              options={extras}
              values={values}
              onChange={choose}
              errors={errors}
              idPrefix={idPrefix}
            />
          </Suspense>
          {unitPrice && delta > 0 && (
            <p className={styles.addToCart__withOptions} aria-live="polite">
              {t('lineOptions.withOptions', {
                price: formatMoney({ ...unitPrice, amount: unitPrice.amount + delta }, lang),
              })}
            </p>
          )}
        </div>
      )}
      <Button onClick={add} disabled={disabled} loading={state.kind === 'adding'} loadingLabel={t('addToCart.adding')}>
        {t('addToCart.button')}
      </Button>
      <span role="status" className={styles.addToCart__added}>
        {state.kind === 'added' ? t('addToCart.added') : ''}
      </span>
      {state.kind === 'failed' && (
        <span role="alert" className={styles.addToCart__error}>
          {state.message}
        </span>
      )}
    </div>
  );
}

/**
 * The server's own words when they help the shopper (not enough stock, too many pieces, no such product,
 * 'Network error'); undefined when only the general add-to-cart error makes sense — a missing endpoint
 * (404) or a server failure.
 */
function messageOf(error: unknown): string | undefined {
  if (error instanceof NetworkError) return error.message;
  if (!(error instanceof ApiError)) return undefined;
  if (error.status >= 500) return undefined;
  // 'You can order max 5 pcs of this product' comes as the quantity field's message.
  const field = Object.values(error.fields)[0];
  if (field) return field;
  if (error.status === 404 && error.code !== 'product_not_found') return undefined;
  return error.message;
}
