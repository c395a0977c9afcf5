import { ApiError, NetworkError, useLanguage } from '@shop/platform';
import { Button } from '@shop/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addToCart } from '../api/cart';
import styles from './AddToCartButton.module.css';

export interface AddToCartButtonProps {
  productId: number;
  /** The chosen variant; left out, the product's default one. */
  variantId?: number;
  /** @default 1 */
  quantity?: number;
  disabled?: boolean;
}

type AddState = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'failed'; message: string };

/** How long 'Added to cart' stays next to the button. */
const confirmationMs = 3000;

/**
 * The add-to-cart button catalogue pages show (exposed as mf-checkout/add-to-cart). It adds through
 * `addToCart`, which announces `checkout:cart-changed`, so the mini-cart fetches the new summary.
 */
export default function AddToCartButton({ productId, variantId, quantity = 1, disabled }: AddToCartButtonProps) {
  const lang = useLanguage();
  const { t } = useTranslation('checkout', { lng: lang });
  const [state, setState] = useState<AddState>({ kind: 'idle' });

  useEffect(() => {
    if (state.kind !== 'added') return;
    const timer = setTimeout(() => setState({ kind: 'idle' }), confirmationMs);
    return () => clearTimeout(timer);
  }, [state]);

  async function add() {
    setState({ kind: 'adding' });
    try {
      await addToCart(variantId === undefined ? { productId, quantity } : { productId, variantId, quantity });
      setState({ kind: 'added' });
    } catch (error) {
      setState({ kind: 'failed', message: messageOf(error) ?? t('addToCart.error') });
    }
  }

  return (
    <div className={styles.addToCart}>
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
