import { MAX_SELLING_QUANTITY } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatMoney, pathFor, useSession } from '@shop/platform';
import { Alert, Button, NumberInput, VisuallyHidden } from '@shop/ui';
import { useEffect, useState } from 'react';
import { type CartChange, cartApi } from '../api/cart';
import { CartLineOptions } from '../line-options/CartLineOptions';
import { useCheckoutText } from '../screens/text';
import styles from './cart.module.css';
import type { CartItem } from './types';

/** How long the page waits after the last keystroke in a quantity before sending it. */
export const QUANTITY_DELAY_MS = 400;

/** One line of the cart: picture, name, options, prices, the quantity (sent as it changes) and removal. */
export function CartLine({
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
  // A dealer buys net: the unit price shows net first, the gross and VAT rate beside it.
  const dealer = useSession().user?.customerType === 'b2b';
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
        {item.problem !== 'not_found' && <CartLineOptions item={item} lang={lang} change={change} />}
        {item.problem !== 'not_found' && (
          <p className={styles.line__meta}>
            {dealer
              ? t('cart.unitPriceNet', {
                  net: formatMoney(item.unitNet, lang),
                  gross: formatMoney(item.unitPrice, lang),
                  vat: item.vatRate,
                })
              : t('cart.unitPrice', { price: formatMoney(item.unitPrice, lang) })}
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
        max={MAX_SELLING_QUANTITY}
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
