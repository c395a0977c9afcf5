import { useTranslation } from '@shop/platform';
import styles from './footer.module.css';

const awards = ['bikeOfTheYear', 'consumerLaurel', 'polishProduct', 'designAward'] as const;

/** The awards strip: what the bikes have won. */
export function AwardsStrip() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.awards} aria-labelledby="shell-awards-title">
      <h2 id="shell-awards-title" className={styles.sectionTitle}>
        {t('awards.title')}
      </h2>
      <ul>
        {awards.map((award) => (
          <li key={award} className={styles.award}>
            <span className={styles.awardMark} aria-hidden="true">
              ★
            </span>
            <strong>{t(`awards.${award}`)}</strong>
            <span>{t(`awards.${award}By`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
