import type { InsuranceCheckAnswer } from '@shop/contracts';
import { translate } from '@shop/contracts/messages';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, formatIsoDate, NetworkError } from '@shop/platform';
import { Alert, Button, Card, TextField } from '@shop/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { askInsurer } from '../../api/content';
import { fetchShopConfig } from '../../api/settings';
import { useContentText } from '../../screens/PageFrame';
import { InsuranceAnswer } from './InsuranceAnswer';
import styles from './insurance.module.css';
import { checkInsuranceQuery } from './insurance-check';

type Outcome =
  | { kind: 'none' }
  | { kind: 'answer'; answer: InsuranceCheckAnswer }
  | { kind: 'failed'; message: string };

/** Frame number and purchase date in, the insurer's answer out (SPEC §3 insurance check, §8 texts). */
export function InsuranceCheck({ lang }: { lang: StorefrontLanguage }) {
  const t = useContentText(lang);
  const id = useId();
  const [frameNumber, setFrameNumber] = useState('');
  const [purchaseDate, setPurchaseDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [offerUrl, setOfferUrl] = useState<string>();
  const busy = useRef(false);

  useEffect(() => {
    fetchShopConfig().then(
      (config) => setOfferUrl(config.insuranceOfferUrl),
      () => undefined, // the answer itself carries the offer; the settings are only a fallback
    );
  }, []);

  function showErrors(fields: Record<string, string>) {
    setErrors(fields);
    const first = fields.frameNumber ? 'frameNumber' : fields.purchaseDate ? 'purchaseDate' : undefined;
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    setOutcome({ kind: 'none' });
    try {
      const checked = await checkInsuranceQuery({ frameNumber, purchaseDate }, lang);
      if (!checked.ok) return showErrors(checked.fields);
      setErrors({});
      setOutcome({ kind: 'answer', answer: await askInsurer(checked.data) });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) showErrors(error.fields);
      // Our own network failing, or the shop refusing (too many checks), is not the insurer's verdict.
      else if (error instanceof NetworkError || (error instanceof ApiError && error.status < 500))
        setOutcome({ kind: 'failed', message: error.message });
      else setOutcome({ kind: 'failed', message: translate('insurance.error', lang) });
    } finally {
      busy.current = false;
      setChecking(false);
    }
  }

  return (
    <Card as="section" padding="lg" className={styles.check} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.check__title}>
        {t('insurance.check.title')}
      </h2>
      <p className={styles.check__text}>{t('insurance.check.text')}</p>
      <form className={styles.check__form} onSubmit={check} noValidate>
        <TextField
          id={`${id}-frameNumber`}
          name="frameNumber"
          label={t('insurance.check.frameNumber')}
          hint={t('insurance.check.frameNumberHint')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          required
          value={frameNumber}
          onChange={(event) => setFrameNumber(event.target.value)}
          error={errors.frameNumber}
        />
        <TextField
          id={`${id}-purchaseDate`}
          name="purchaseDate"
          type="date"
          label={t('insurance.check.purchaseDate')}
          max={formatIsoDate(new Date())}
          required
          value={purchaseDate}
          onChange={(event) => setPurchaseDate(event.target.value)}
          error={errors.purchaseDate}
        />
        <div>
          <Button type="submit" loading={checking} loadingLabel={t('insurance.check.checking')}>
            {t('insurance.check.submit')}
          </Button>
        </div>
      </form>
      {outcome.kind === 'answer' && <InsuranceAnswer answer={outcome.answer} lang={lang} offerUrl={offerUrl} />}
      {outcome.kind === 'failed' && (
        <Alert tone="danger" title={outcome.message} announce="assertive" className={styles.answer} />
      )}
    </Card>
  );
}
