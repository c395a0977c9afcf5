import { pathFor, useSession } from '@shop/platform';
import { Button, Card, Skeleton } from '@shop/ui';
import { PageFrame } from './PageFrame';
import styles from './pages.module.css';
import { type ScreenProps, useCheckoutText } from './text';

/**
 * Before ordering: sign in, or go on as a guest (SPEC §1: guests may check out without an account).
 * Signing in happens on mf-account's sign-in page, which brings the shopper back to the checkout: one
 * sign-in form in the shop, owned by the team that owns accounts.
 */
export function CheckoutLoginPage({ lang }: ScreenProps) {
  const t = useCheckoutText(lang);
  const { loaded, user } = useSession();
  const checkout = pathFor('checkout', lang);
  return (
    <PageFrame
      screen="checkoutLogin"
      lang={lang}
      title={t('checkoutLogin.title')}
      step="order"
      trail={[{ label: t('cart.title'), href: pathFor('cart', lang) }]}
    >
      {!loaded ? (
        <Skeleton lines={3} label={t('common:status.loading')} />
      ) : user ? (
        <Card as="section" className={styles.choice}>
          <h2 className={styles.choice__title}>
            {t('checkoutLogin.signedIn', { name: user.firstName || user.email || '' })}
          </h2>
          <p className={styles.choice__text}>{t('checkoutLogin.signedInText')}</p>
          <Button href={checkout}>{t('checkoutLogin.continue')}</Button>
        </Card>
      ) : (
        <div className={styles.choices}>
          <Card as="section" className={styles.choice}>
            <h2 className={styles.choice__title}>{t('checkoutLogin.signInTitle')}</h2>
            <p className={styles.choice__text}>{t('checkoutLogin.signInText')}</p>
            <Button href={`${pathFor('login', lang)}?return=${encodeURIComponent(checkout)}`}>
              {t('checkoutLogin.signIn')}
            </Button>
          </Card>
          <Card as="section" className={styles.choice}>
            <h2 className={styles.choice__title}>{t('checkoutLogin.guestTitle')}</h2>
            <p className={styles.choice__text}>{t('checkoutLogin.guestText')}</p>
            <Button href={checkout} variant="secondary">
              {t('checkoutLogin.guest')}
            </Button>
          </Card>
        </div>
      )}
    </PageFrame>
  );
}
