import type { StorefrontLanguage } from '@shop/i18n';
import { formatMoney } from '@shop/platform';
import { Alert, Button, TextField } from '@shop/ui';
import { type FormEvent, useRef, useState } from 'react';
import { type CartChange, cartApi } from '../api/cart';
import { useCheckoutText } from '../screens/text';
import styles from './cart.module.css';
import type { Cart } from './types';

/** The promo code: apply one, see the discount or why a kept code does not apply now, remove it. */
export function PromoCode({ cart, lang, change }: { cart: Cart; lang: StorefrontLanguage; change: CartChange }) {
  const t = useCheckoutText(lang);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  async function apply(event: FormEvent) {
    event.preventDefault();
    const wanted = code.trim();
    if (!wanted) {
      setError(t('cart.promo.missing'));
      field.current?.focus();
      return;
    }
    setBusy(true);
    const refused = await change(() => cartApi.update({ promoCode: wanted }), 'promoCode');
    setBusy(false);
    setError(refused);
    if (refused) field.current?.focus();
    else setCode('');
  }

  async function remove() {
    setBusy(true);
    const refused = await change(() => cartApi.update({ promoCode: null }), 'promoCode');
    setBusy(false);
    setError(refused);
  }

  return (
    <section className={styles.panel} aria-labelledby="cart-promo-title">
      <h2 id="cart-promo-title" className={styles.panel__title}>
        {t('cart.promo.title')}
      </h2>
      {cart.promoCodeProblem && !cart.promoCode && (
        <div className={styles.promo__applied} data-promo-problem="">
          <Alert tone="warning">
            {t('cart.promo.problem', { code: cart.promoCodeProblem.code, message: cart.promoCodeProblem.message })}
          </Alert>
          <Button variant="secondary" size="sm" onClick={remove} loading={busy}>
            {t('cart.promo.remove')}
          </Button>
        </div>
      )}
      {cart.promoCode ? (
        <div className={styles.promo__applied}>
          <span role="status">
            {t('cart.promo.applied', {
              code: cart.promoCode.code,
              discount: formatMoney(cart.promoCode.discount, lang),
            })}
          </span>
          <Button variant="secondary" size="sm" onClick={remove} loading={busy}>
            {t('cart.promo.remove')}
          </Button>
        </div>
      ) : (
        <form className={styles.promo} onSubmit={apply} noValidate>
          <TextField
            ref={field}
            className={styles.promo__field}
            label={t('cart.promo.label')}
            name="promoCode"
            autoComplete="off"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <Button type="submit" variant="secondary" loading={busy} loadingLabel={t('cart.promo.applying')}>
            {t('cart.promo.apply')}
          </Button>
        </form>
      )}
      {cart.promoCode && error && (
        <p role="alert" className={styles.hint}>
          {error}
        </p>
      )}
    </section>
  );
}
