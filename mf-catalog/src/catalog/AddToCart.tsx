import type { Money, ProductOption } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { FragmentSlot } from '@shop/remote-kit/fragments';
import { Alert, Button, Skeleton } from '@shop/ui';
import { useCatalogText } from '../screens/PageFrame';

/** What mf-checkout's add-to-cart fragment takes (mf-checkout/add-to-cart, DESIGN §7). */
export interface AddToCartFragmentProps {
  productId: number;
  /** The chosen variant; the product's default one when the product has no options. */
  variantId: number;
  quantity: number;
  disabled?: boolean;
  /** The product's options: the fragment draws those that do not make variants and sends them with the line. */
  options?: ProductOption[];
  /** The unit's price on the page, to which the chosen options add. */
  unitPrice?: Money;
}

interface AddToCartProps extends AddToCartFragmentProps {
  lang: StorefrontLanguage;
}

/**
 * The checkout team's add-to-cart button on a catalogue page. If their remote cannot be loaded, the
 * shopper is told so and may try again; the rest of the product page keeps working.
 */
export function AddToCart({ lang, ...props }: AddToCartProps) {
  const t = useCatalogText(lang);
  return (
    <FragmentSlot
      id="mf-checkout/add-to-cart"
      props={props}
      loading={<Skeleton shape="rect" width="12rem" height="2.75rem" label={t('product.cart.loading')} />}
      failed={(retry) => (
        <Alert tone="warning" title={t('product.cart.unavailable')}>
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      )}
    />
  );
}
