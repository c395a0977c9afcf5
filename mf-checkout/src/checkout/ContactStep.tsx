import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { TextField } from '@shop/ui';
import styles from '../cart/cart.module.css';
import { useCheckoutText } from '../screens/text';
import formStyles from './checkout.module.css';
import type { CheckoutForm } from './use-checkout-form';

/** How the shop reaches the shopper: e-mail and phone; a guest is offered to sign in first. */
export function ContactStep({ form, lang }: { form: CheckoutForm; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  return (
    <>
      {!form.signedIn && (
        <p className={styles.hint}>
          {t('checkout.haveAccount')}{' '}
          <a href={`${pathFor('login', lang)}?return=${encodeURIComponent(pathFor('checkout', lang))}`}>
            {t('checkout.signIn')}
          </a>
        </p>
      )}
      <fieldset className={formStyles.group}>
        <legend className={formStyles.legend}>{t('checkout.contact')}</legend>
        <div className={formStyles.grid}>
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...form.text('email')}
          />
          <TextField label={t('fields.phone')} type="tel" autoComplete="tel" inputMode="tel" {...form.text('phone')} />
        </div>
      </fieldset>
    </>
  );
}
