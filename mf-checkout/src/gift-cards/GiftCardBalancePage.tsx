import type { GiftCardBalance } from '@shop/contracts';
import { formatMoney } from '@shop/contracts/format';
import { pathFor } from '@shop/platform';
import { Alert, Button, PageFrame, TextField } from '@shop/ui';
import { type FormEvent, useState } from 'react';
import type { ScreenProps } from '../screens/text';
import { useCheckoutText } from '../screens/text';
import { checkBalance } from './gift-card-balance';
import styles from './gift-cards.module.css';

/** "Gift card balance": the shopper types a card's code and sees what is left on it and until when. */
export function GiftCardBalancePage({ lang }: ScreenProps) {
  const t = useCheckoutText(lang);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [balance, setBalance] = useState<GiftCardBalance>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFormError(undefined);
    setError(undefined);
    const outcome = await checkBalance(code, lang);
    setBusy(false);
    if (outcome.ok) {
      setBalance(outcome.balance);
      return;
    }
    setBalance(undefined);
    setError(outcome.fields.code);
    setFormError(outcome.message);
  }

  const title = t('giftCardBalance.title');
  return (
    <PageFrame
      screen="giftCardBalance"
      remote="mf-checkout"
      title={title}
      crumbs={[{ label: t('common:nav.home'), href: pathFor('home', lang) }, { label: title }]}
      breadcrumbsLabel={t('common:nav.breadcrumbs')}
    >
      <p className={styles.lead}>{t('giftCardBalance.lead')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('giftCard.code')}
          name="code"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value)}
        />
        {formError && (
          <Alert tone="danger" announce="assertive">
            {formError}
          </Alert>
        )}
        <Button type="submit" loading={busy} disabled={busy} loadingLabel={t('giftCardBalance.checking')}>
          {t('giftCardBalance.check')}
        </Button>
      </form>
      {balance && <BalanceAnswer balance={balance} lang={lang} />}
    </PageFrame>
  );
}

function BalanceAnswer({ balance, lang }: { balance: GiftCardBalance; lang: ScreenProps['lang'] }) {
  const t = useCheckoutText(lang);
  const until = new Date(balance.expiresAt).toLocaleDateString(lang === 'pl' ? 'pl-PL' : 'en-GB', {
    timeZone: 'Europe/Warsaw',
  });
  return (
    <section className={styles.answer} aria-live="polite" aria-labelledby="gift-card-balance-answer">
      <h2 id="gift-card-balance-answer" className={styles.answer__title}>
        {t('giftCardBalance.card', { tail: balance.codeTail })}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('giftCardBalance.balance')}</dt>
        <dd data-balance="">{formatMoney(balance.balance, lang)}</dd>
        <dt>{t('giftCardBalance.value')}</dt>
        <dd>{formatMoney(balance.value, lang)}</dd>
        <dt>{t('giftCardBalance.validUntil')}</dt>
        <dd>{until}</dd>
      </dl>
      <Alert tone={balance.usable ? 'success' : 'warning'}>{t(`giftCardBalance.state.${balance.state}`)}</Alert>
    </section>
  );
}
