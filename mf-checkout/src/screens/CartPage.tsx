import type { StorefrontLanguage } from '@shop/i18n';
import { formatMoney, pathFor, useSession } from '@shop/platform';
import {
  Alert,
  Button,
  EmptyState,
  LoadFailed,
  NumberInput,
  RadioGroup,
  Skeleton,
  TextField,
  VisuallyHidden,
} from '@shop/ui';
import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type CartChange, cartApi, useCart } from '../api/cart';
import styles from '../cart/cart.module.css';
import { Totals } from '../cart/Totals';
import type { Cart, CartItem, DeliveryMethod } from '../cart/types';
import { CartIcon } from './CartIcon';
import { ebikesPath } from './links';
import { PageFrame } from './PageFrame';
import { type ScreenProps, useCheckoutText } from './text';

/** The most pieces of one product a cart line may hold (SPEC §9). */
export const MAX_LINE_QUANTITY = 999;
/** How long the page waits after the last keystroke in a quantity before sending it. */
export const QUANTITY_DELAY_MS = 400;

/** The cart: its lines, promo code, delivery, totals, and the way on to the checkout. */
export function CartPage({ lang }: ScreenProps) {
  const t = useCheckoutText(lang);
  const { state, reload, change: write } = useCart(lang);
  const linesTitle = useRef<HTMLHeadingElement>(null);
  // Screen readers hear that the cart (and its totals) changed after each accepted write.
  const [said, setSaid] = useState('');
  const change: CartChange = useCallback(
    async (send, field) => {
      const refused = await write(send, field);
      if (!refused)
        setSaid((before) => (before === t('cart.updated') ? `${t('cart.updated')}\u00a0` : t('cart.updated')));
      return refused;
    },
    [write, t],
  );
  return (
    <PageFrame screen="cart" lang={lang} title={t('cart.title')} step="cart">
      <VisuallyHidden role="status">{said}</VisuallyHidden>
      {state.state === 'loading' ? (
        <Skeleton lines={5} label={t('cart.loading')} />
      ) : state.state === 'failed' ? (
        <LoadFailed title={t('cart.loadFailed')} message={state.message} retry={reload} retryLabel={t('retry')} />
      ) : !state.cart || state.cart.items.length === 0 ? (
        <EmptyCart lang={lang} />
      ) : (
        <CartContent
          cart={state.cart}
          lang={lang}
          change={change}
          linesTitle={linesTitle}
          onRemoved={() => linesTitle.current?.focus()}
        />
      )}
    </PageFrame>
  );
}

function CartContent({
  cart,
  lang,
  change,
  linesTitle,
  onRemoved,
}: {
  cart: Cart;
  lang: StorefrontLanguage;
  change: CartChange;
  linesTitle: RefObject<HTMLHeadingElement | null>;
  onRemoved: () => void;
}) {
  const t = useCheckoutText(lang);
  const { user } = useSession();
  const toCheckout = user ? pathFor('checkout', lang) : pathFor('checkoutLogin', lang);
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {cart.partial && (
          <Alert tone="warning" title={t('cart.partialTitle')}>
            {t('cart.partial')}
          </Alert>
        )}
        {cart.type === 'preorder' && <Alert tone="info">{t('cart.preorderNote')}</Alert>}
        <section aria-labelledby="cart-lines-title">
          <h2 id="cart-lines-title" ref={linesTitle} tabIndex={-1} className={styles.panel__title}>
            {t('cart.lines', { count: cart.itemCount })}
          </h2>
          <ul className={styles.lines}>
            {cart.items.map((item) => (
              <CartLine key={item.id} item={item} lang={lang} change={change} onRemoved={onRemoved} />
            ))}
          </ul>
        </section>
      </div>
      <aside className={styles.aside} aria-label={t('cart.summaryLabel')}>
        <PromoCode cart={cart} lang={lang} change={change} />
        {cart.type !== 'preorder' && cart.deliveryMethods.length > 0 && (
          <DeliveryChoice cart={cart} lang={lang} change={change} />
        )}
        <section className={styles.panel} aria-labelledby="cart-totals-title">
          <h2 id="cart-totals-title" className={styles.panel__title}>
            {t('totals.title')}
          </h2>
          <Totals totals={cart.totals} lang={lang} />
          <Button href={toCheckout} fullWidth>
            {t('cart.toCheckout')}
          </Button>
        </section>
      </aside>
    </div>
  );
}

function CartLine({
  item,
  lang,
  change,
  onRemoved,
}: {
  item: CartItem;
  lang: StorefrontLanguage;
  change: CartChange;
  onRemoved: () => void;
}) {
  const t = useCheckoutText(lang);
  const [quantity, setQuantity] = useState(item.quantity);
  const [error, setError] = useState<string>();
  const [removing, setRemoving] = useState(false);

  // The server's quantity wins whenever it answers a new one.
  useEffect(() => setQuantity(item.quantity), [item.quantity]);

  useEffect(() => {
    if (quantity === item.quantity || quantity < 1) return;
    const timer = setTimeout(async () => {
      const refused = await change(() => cartApi.setQuantity(item.id, quantity), 'quantity');
      setError(refused);
    }, QUANTITY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [quantity, item.quantity, item.id, change]);

  async function remove() {
    setRemoving(true);
    const refused = await change(() => cartApi.remove(item.id));
    if (refused) {
      setRemoving(false);
      setError(refused);
    } else onRemoved();
  }

  const href = pathFor('product', lang, { id: item.productId, slug: item.slug || String(item.productId) });
  const name = item.name || t('cart.missingProduct');
  return (
    <li className={styles.line} data-cart-line={item.id}>
      {item.image ? (
        <img className={styles.line__picture} src={item.image} alt="" loading="lazy" width={88} height={88} />
      ) : (
        <span className={styles.line__picture} aria-hidden="true" />
      )}
      <div className={styles.line__about}>
        <h3 className={styles.line__name}>{item.problem === 'not_found' ? name : <a href={href}>{name}</a>}</h3>
        {item.optionsLabel && <p className={styles.line__meta}>{item.optionsLabel}</p>}
        {item.problem !== 'not_found' && (
          <p className={styles.line__meta}>
            {t('cart.unitPrice', { price: formatMoney(item.unitPrice, lang) })}
            {' · '}
            {t('cart.sku', { sku: item.sku })}
          </p>
        )}
      </div>
      <p className={styles.line__total}>
        <VisuallyHidden>{t('cart.lineTotal')} </VisuallyHidden>
        {formatMoney(item.lineTotal, lang)}
      </p>
      <NumberInput
        className={styles.line__quantity}
        label={t('cart.quantity')}
        value={quantity}
        onChange={(value) => {
          setError(undefined);
          setQuantity(value);
        }}
        min={1}
        max={MAX_LINE_QUANTITY}
        decrementLabel={t('cart.fewer', { name })}
        incrementLabel={t('cart.more', { name })}
        error={error}
        disabled={removing}
      />
      <div className={styles.line__actions}>
        <Button
          variant="ghost"
          size="sm"
          onClick={remove}
          loading={removing}
          aria-label={t('cart.removeLabel', { name })}
        >
          {t('cart.remove')}
        </Button>
      </div>
      {item.problem && (
        <div className={styles.line__problem}>
          <Alert tone={item.problem === 'insufficient' ? 'warning' : 'danger'}>
            {item.problem === 'insufficient'
              ? t('cart.problem.insufficient', { count: item.availableQuantity ?? 0 })
              : t(`cart.problem.${item.problem}`)}
          </Alert>
        </div>
      )}
    </li>
  );
}

function PromoCode({ cart, lang, change }: { cart: Cart; lang: StorefrontLanguage; change: CartChange }) {
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

function DeliveryChoice({ cart, lang, change }: { cart: Cart; lang: StorefrontLanguage; change: CartChange }) {
  const t = useCheckoutText(lang);
  const [error, setError] = useState<string>();
  const courier = cart.deliveryMethods.some((option) => option.method === 'COURIER');
  return (
    <section className={styles.panel}>
      <RadioGroup
        legend={t('delivery.title')}
        name="cartDelivery"
        value={cart.deliveryMethod ?? ''}
        onChange={async (method) => {
          setError(await change(() => cartApi.update({ deliveryMethod: method as DeliveryMethod }), 'deliveryMethod'));
        }}
        options={cart.deliveryMethods.map(({ method, price }) => ({
          value: method,
          label: t(`delivery.${method}`),
          hint: price.amount === 0 ? t('delivery.free') : formatMoney(price, lang),
        }))}
        error={error}
      />
      {courier && <p className={styles.hint}>{t('cart.freeDelivery')}</p>}
    </section>
  );
}

function EmptyCart({ lang }: { lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  return (
    <EmptyState
      icon={<CartIcon size={48} />}
      title={t('cart.empty')}
      text={t('cart.emptyHint')}
      action={<Button href={ebikesPath(lang)}>{t('cart.browse')}</Button>}
    />
  );
}
