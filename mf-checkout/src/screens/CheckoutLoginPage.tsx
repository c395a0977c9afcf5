import { pathFor } from '@shop/platform';
import { Button, Card } from '@shop/ui';
import { PageFrame } from './PageFrame';
import styles from './pages.module.css';
import { type ScreenProps, useCheckoutText } from './text';

/** Before ordering: sign in, or go on as a guest (SPEC §1: guests may check out without an account). */
export function CheckoutLoginPage({ lang }: ScreenProps) {
  const t = useCheckoutText(lang);
  return (
    <PageFrame
      screen="checkoutLogin"
      lang={lang}
      title={t('checkoutLogin.title')}
      step="order"
      trail={[{ label: t('cart.title'), href: pathFor('cart', lang) }]}
    >
      <div className={styles.choices}>
        <Card as="section" className={styles.choice}>
          <h2 className={styles.choice__title}>{t('checkoutLogin.signInTitle')}</h2>
          <p className={styles.choice__text}>{t('checkoutLogin.signInText')}</p>
          <Button href={pathFor('login', lang)}>{t('checkoutLogin.signIn')}</Button>
        </Card>
        <Card as="section" className={styles.choice}>
          <h2 className={styles.choice__title}>{t('checkoutLogin.guestTitle')}</h2>
          <p className={styles.choice__text}>{t('checkoutLogin.guestText')}</p>
          <Button href={pathFor('checkout', lang)} variant="secondary">
            {t('checkoutLogin.guest')}
          </Button>
        </Card>
      </div>
    </PageFrame>
  );
}
