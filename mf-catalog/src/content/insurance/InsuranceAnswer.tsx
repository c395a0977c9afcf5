import type { InsuranceCheckAnswer, InsuranceResult } from '@shop/contracts';
import { translate } from '@shop/contracts/messages';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatDate, formatMoney } from '@shop/platform';
import { Alert, type AlertTone, VisuallyHidden } from '@shop/ui';
import { useContentText } from '../../screens/PageFrame';
import styles from './insurance.module.css';

const tones: Record<InsuranceResult, AlertTone> = {
  insured: 'success',
  not_insured: 'warning',
  expired: 'warning',
  error: 'danger',
};

interface InsuranceAnswerProps {
  answer: InsuranceCheckAnswer;
  lang: StorefrontLanguage;
  /** The partner's offer from the shop's settings, for an expired answer that names none. */
  offerUrl?: string;
}

/**
 * What the insurer said, in the words of SPEC §8, with what remains of the insured sum after payouts (SPEC §4);
 * an expired cover leads to the partner's offer.
 */
export function InsuranceAnswer({ answer, lang, offerUrl }: InsuranceAnswerProps) {
  const t = useContentText(lang);
  const { coverage } = answer;
  const period = coverage && { from: formatDate(coverage.from, lang), to: formatDate(coverage.to, lang) };
  const offer = answer.result === 'expired' ? (answer.offerUrl ?? offerUrl) : undefined;
  return (
    <Alert
      tone={tones[answer.result]}
      title={answer.message}
      announce={answer.result === 'error' ? 'assertive' : 'polite'}
      className={styles.answer}
    >
      <div data-insurance-result={answer.result}>
        {period && answer.result === 'insured' && <p>{t('insurance.check.coverage', period)}</p>}
        {answer.remainingSum && answer.result === 'insured' && (
          <p>{translate('insurance.remaining_sum', lang, { amount: formatMoney(answer.remainingSum, lang) })}</p>
        )}
        {period && answer.result === 'expired' && <p>{t('insurance.check.ended', period)}</p>}
        {offer && (
          <p>
            <a href={offer} target="_blank" rel="noopener noreferrer">
              {answer.offerLabel ?? translate('insurance.offer', lang)}
              <VisuallyHidden> {t('common:social.opensInNewTab')}</VisuallyHidden>
            </a>
          </p>
        )}
      </div>
    </Alert>
  );
}
