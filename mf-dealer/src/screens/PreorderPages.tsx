import { PREORDER_PRICE_GUARANTEE_UNTIL } from '@shop/contracts/limits';
import { formatDate, pathFor } from '@shop/platform';
import { Alert, Card } from '@shop/ui';
import { PageFrame } from './PageFrame';
import styles from './pages.module.css';
import { type ScreenProps, useDealerText } from './text';

const priceDisplays = ['gross', 'net', 'hidden'] as const;

/** Season preorders for dealers; the form, opened from the e-mailed link, arrives with the dealer issue. */
export function PreordersPage({ lang }: ScreenProps) {
  const t = useDealerText(lang);
  return (
    <PageFrame screen="preorders" lang={lang} title={t('preorders.title')}>
      <p className={styles.lead}>{t('preorders.intro', { date: formatDate(PREORDER_PRICE_GUARANTEE_UNTIL, lang) })}</p>
      <Alert tone="info">{t('preorders.formFromLink')}</Alert>
      <PriceDisplayNote lang={lang} />
      <p className={styles.note}>{t('preorders.paymentNote')}</p>
    </PageFrame>
  );
}

/** The price display choice of SPEC §2: gross, net or hidden. */
function PriceDisplayNote({ lang }: Pick<ScreenProps, 'lang'>) {
  const t = useDealerText(lang);
  return (
    <Card as="section" className={styles.section}>
      <h2 className={styles.section__title}>{t('preorders.priceDisplay.title')}</h2>
      <p className={styles.section__text}>{t('preorders.priceDisplay.note')}</p>
      <ul className={styles.choices}>
        {priceDisplays.map((display) => (
          <li key={display} className={styles.choices__item}>
            {t(`preorders.priceDisplay.${display}`)}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** After the preorder is submitted: changes go through the dealer's contact (SPEC §4). */
export function PreorderConfirmationPage({ lang }: ScreenProps) {
  const t = useDealerText(lang);
  return (
    <PageFrame
      screen="preorderConfirmation"
      lang={lang}
      title={t('preorderConfirmation.title')}
      trail={[{ label: t('preorders.title'), href: pathFor('preorders', lang) }]}
    >
      <Alert tone="success">{t('preorderConfirmation.text')}</Alert>
      <p className={styles.links}>
        <a href={pathFor('b2bContact', lang)}>{t('preorderConfirmation.b2bLink')}</a>
      </p>
    </PageFrame>
  );
}
