import type { StorefrontLanguage } from '@shop/i18n';
import styles from './CheckoutSteps.module.css';
import { useCheckoutText } from './text';

export const checkoutSteps = ['cart', 'order', 'done'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** The three steps of checkout (cart, order, done), the current one marked. */
export function CheckoutSteps({ lang, current }: { lang: StorefrontLanguage; current: CheckoutStep }) {
  const t = useCheckoutText(lang);
  const currentIndex = checkoutSteps.indexOf(current);
  return (
    <ol className={styles.steps} aria-label={t('steps.label')}>
      {checkoutSteps.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
        return (
          <li
            key={step}
            className={styles.steps__step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.steps__number} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className={styles.steps__name}>{t(`steps.${step}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
