import type { Policy } from '@shop/contracts';
import { formatMoney } from '@shop/contracts/format';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, describeError, pathFor, useSession } from '@shop/platform';
import {
  Alert,
  Badge,
  type BadgeTone,
  Button,
  Card,
  EmptyState,
  LoadFailed,
  Select,
  Skeleton,
  Table,
  TextField,
} from '@shop/ui';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { registerSoldBike, useRegisteredBikes } from '../api/insurance';
import { AccountPageFrame } from './PageFrame';
import pages from './pages.module.css';
import { type ScreenProps, useDealerText } from './text';

/** '2026-11-21' → '21.11.2026', as a Polish shop writes a date. */
const day = (date: string) => date.split('-').reverse().join('.');
const stateTone: Record<Policy['state'], BadgeTone> = { active: 'success', not_started: 'info', expired: 'neutral' };

/**
 * Registering sold bikes with the insurer (issue 25, SPEC §1), under the account beside its menu: the form and
 * the bikes this dealer registered.
 */
export function RegisteredBikesPage({ lang }: ScreenProps) {
  const t = useDealerText(lang);
  const { loaded, user } = useSession();
  const isDealer = user?.customerType === 'b2b';
  const { resource, reload } = useRegisteredBikes(lang, loaded && isDealer);

  let content: ReactNode;
  if (!loaded) content = <Skeleton lines={4} label={t('common:status.loading')} />;
  else if (!user)
    content = (
      <EmptyState
        title={t('common:auth.required')}
        text={t('registeredBikes.signIn')}
        action={<Button href={pathFor('login', lang)}>{t('common:auth.signIn')}</Button>}
      />
    );
  else if (!isDealer) content = <EmptyState title={t('dealerOnly.title')} text={t('dealerOnly.text')} />;
  else
    content = (
      <>
        <RegisterForm lang={lang} onRegistered={reload} />
        <section className={pages.section} aria-labelledby="registered-bikes">
          <h2 id="registered-bikes" className={pages.section__title}>
            {t('registeredBikes.listTitle')}
          </h2>
          {resource.state === 'loading' && <Skeleton lines={3} label={t('common:status.loading')} />}
          {resource.state === 'failed' && (
            <LoadFailed
              title={t('registeredBikes.loadFailed')}
              message={resource.message}
              retry={reload}
              retryLabel={t('common:actions.retry')}
            />
          )}
          {resource.state === 'ready' && (
            <Table
              caption={t('registeredBikes.listTitle')}
              hideCaption
              rows={resource.data.items}
              rowKey={(policy) => policy.id}
              empty={t('registeredBikes.none')}
              columns={[
                { key: 'frame', header: t('registeredBikes.frameNumber'), cell: (p) => p.frameNumber, rowHeader: true },
                { key: 'policy', header: t('registeredBikes.policyNumber'), cell: (p) => p.policyNumber },
                { key: 'bike', header: t('registeredBikes.bike'), cell: (p) => p.productName },
                { key: 'buyer', header: t('registeredBikes.buyer'), cell: (p) => p.buyerName },
                {
                  key: 'cover',
                  header: t('registeredBikes.cover'),
                  cell: (p) => `${day(p.cover.from)} – ${day(p.cover.to)}`,
                },
                {
                  key: 'sum',
                  header: t('registeredBikes.sum'),
                  cell: (p) => formatMoney(p.insuredSum, lang),
                  align: 'end',
                },
                {
                  key: 'state',
                  header: t('registeredBikes.state'),
                  cell: (p) => <Badge tone={stateTone[p.state]}>{t(`registeredBikes.states.${p.state}`)}</Badge>,
                },
              ]}
            />
          )}
        </section>
      </>
    );

  return (
    <AccountPageFrame
      screen="registeredBikes"
      lang={lang}
      title={t('registeredBikes.title')}
      signedIn={loaded && !!user}
    >
      <p className={pages.lead}>{t('registeredBikes.intro')}</p>
      {content}
    </AccountPageFrame>
  );
}

const empty = { frameNumber: '', purchaseDate: '', buyerName: '', buyerEmail: '', saleDocument: '' };

/** The registration form: each refused field says why under it, in the page's language. */
function RegisterForm({ lang, onRegistered }: { lang: StorefrontLanguage; onRegistered: () => void }) {
  const t = useDealerText(lang);
  const [values, setValues] = useState(empty);
  const [buyerLanguage, setBuyerLanguage] = useState<StorefrontLanguage>(lang);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Policy | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof empty) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    setDone(null);
    try {
      setDone(await registerSoldBike({ ...values, buyerLanguage }));
      setValues(empty);
      onRegistered();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(fields);
      setFailure(describeError(error, lang));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card as="section" className={pages.section} aria-labelledby="register-bike">
      <h2 id="register-bike" className={pages.section__title}>
        {t('registeredBikes.formTitle')}
      </h2>
      <form onSubmit={submit} aria-labelledby="register-bike" noValidate>
        <TextField
          label={t('registeredBikes.frameNumber')}
          hint={t('registeredBikes.frameHint')}
          required
          autoComplete="off"
          {...field('frameNumber')}
        />
        <TextField label={t('registeredBikes.purchaseDate')} type="date" required {...field('purchaseDate')} />
        <TextField label={t('registeredBikes.buyerName')} required autoComplete="off" {...field('buyerName')} />
        <TextField
          label={t('registeredBikes.buyerEmail')}
          type="email"
          required
          autoComplete="off"
          {...field('buyerEmail')}
        />
        <Select
          label={t('registeredBikes.buyerLanguage')}
          value={buyerLanguage}
          error={errors.buyerLanguage}
          options={[
            { value: 'pl', label: t('registeredBikes.languages.pl') },
            { value: 'en', label: t('registeredBikes.languages.en') },
          ]}
          onChange={(event) => setBuyerLanguage(event.target.value as StorefrontLanguage)}
        />
        <TextField label={t('registeredBikes.saleDocument')} required {...field('saleDocument')} />
        {failure && <Alert tone="danger">{failure}</Alert>}
        {done && (
          <Alert tone="success" title={t('registeredBikes.registered', { policyNumber: done.policyNumber })}>
            <p className={pages.section__text}>{t('registeredBikes.certificateSent', { email: done.buyerEmail })}</p>
          </Alert>
        )}
        <div>
          <Button type="submit" loading={busy} loadingLabel={t('common:status.sending')}>
            {t('registeredBikes.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
