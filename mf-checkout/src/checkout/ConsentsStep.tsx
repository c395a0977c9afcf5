import { PASSWORD_MIN_LENGTH } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { Checkbox, TextField } from '@shop/ui';
import { useCheckoutText } from '../screens/text';
import formStyles from './checkout.module.css';
import { ImmediateDeliveryConsent } from './ImmediateDeliveryConsent';
import type { CheckoutForm } from './use-checkout-form';

/**
 * The terms and the privacy policy (required), for a cart with a download the consent to its immediate
 * delivery (required, unticked: docs/decisions/withdrawal-rights.md), the newsletter, and an account made
 * with the order.
 */
export function ConsentsStep({
  form,
  lang,
  downloads = false,
}: {
  form: CheckoutForm;
  lang: StorefrontLanguage;
  /** The cart holds a download a retail buyer must consent to receive at once. */
  downloads?: boolean;
}) {
  const t = useCheckoutText(lang);
  const { values, errors, set } = form;
  const legalLink = (screen: 'terms' | 'privacy', label: string) => (
    <a href={pathFor(screen, lang)} target="_blank" rel="noopener">
      {label}
    </a>
  );
  return (
    <fieldset className={formStyles.group}>
      <legend className={formStyles.legend}>{t('checkout.consentsTitle')}</legend>
      <Checkbox
        name="consents.terms"
        required
        checked={values['consents.terms']}
        onChange={(event) => set('consents.terms', event.target.checked)}
        error={errors['consents.terms']}
        label={
          <>
            {t('consents.termsBefore')}
            {legalLink('terms', t('consents.termsLink'))}
          </>
        }
      />
      <Checkbox
        name="consents.privacy"
        required
        checked={values['consents.privacy']}
        onChange={(event) => set('consents.privacy', event.target.checked)}
        error={errors['consents.privacy']}
        label={
          <>
            {t('consents.privacyBefore')}
            {legalLink('privacy', t('consents.privacyLink'))}
          </>
        }
      />
      {downloads && (
        <ImmediateDeliveryConsent
          lang={lang}
          checked={values['consents.immediateDelivery']}
          onChange={(checked) => set('consents.immediateDelivery', checked)}
          error={errors['consents.immediateDelivery']}
        />
      )}
      <Checkbox
        name="newsletter"
        checked={values.newsletter}
        onChange={(event) => set('newsletter', event.target.checked)}
        label={t('consents.newsletter')}
      />
      {form.mayRegister && (
        <Checkbox
          name="createAccount"
          checked={values.createAccount}
          onChange={(event) => set('createAccount', event.target.checked)}
          label={t('checkout.account.create')}
          hint={t('checkout.account.hint')}
        />
      )}
      {form.mayRegister && values.createAccount && (
        <div className={formStyles.grid}>
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="new-password"
            hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            required
            {...form.text('password')}
          />
          <TextField
            label={t('fields.repeatPassword')}
            type="password"
            autoComplete="new-password"
            required
            {...form.text('repeatPassword')}
          />
        </div>
      )}
    </fieldset>
  );
}
