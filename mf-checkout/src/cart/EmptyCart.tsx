import type { StorefrontLanguage } from '@shop/i18n';
import { Button, EmptyState } from '@shop/ui';
import { CartIcon } from '../screens/CartIcon';
import { ebikesPath } from '../screens/links';
import { useCheckoutText } from '../screens/text';

/** Nothing in the cart yet: the way to the e-bikes. */
export function EmptyCart({ lang }: { lang: StorefrontLanguage }) {
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
