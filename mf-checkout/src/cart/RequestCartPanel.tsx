import type { QuoteRequestSubmitted, RequestCart } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, formatMoney, pathFor } from '@shop/platform';
import { Alert, Button, EmptyState, LoadFailed, NumberInput, Skeleton, TextArea, TextField } from '@shop/ui';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { requestCartApi } from '../api/request-cart';
import { useCheckoutText } from '../screens/text';
import { RequiredConsents } from './RequiredConsents';
import styles from './request.module.css';

type Load = { state: 'loading' } | { state: 'ready'; cart: RequestCart } | { state: 'failed'; message: string };

const fields = ['email', 'phone', 'firstName', 'lastName', 'companyName', 'taxId', 'comments'] as const;
type Field = (typeof fields)[number];

/**
 * The request cart's tab (issue 23): its lines at today's list prices (for orientation; the offer sets the
 * price), and the request's form — contact details, an optional company and tax id, a comment, the consents.
 * Submitting makes a request for an offer: nothing is paid and nothing reserved.
 */
export function RequestCartPanel({ lang }: { lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [values, setValues] = useState<Record<Field, string>>(
    () => Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>,
  );
  const [consents, setConsents] = useState({ terms: false, privacy: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const [submitted, setSubmitted] = useState<QuoteRequestSubmitted | null>(null);

  const reload = useCallback(() => {
    setLoad({ state: 'loading' });
    requestCartApi.get().then(
      (cart) => setLoad({ state: 'ready', cart }),
      (error: Error) => setLoad({ state: 'failed', message: error.message }),
    );
  }, []);
  useEffect(reload, [reload]);

  const write = async (call: () => Promise<RequestCart>) => {
    try {
      setLoad({ state: 'ready', cart: await call() });
      setProblem('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    setProblem('');
    try {
      const body = Object.fromEntries(fields.filter((field) => values[field].trim()).map((f) => [f, values[f]]));
      setSubmitted(
        await requestCartApi.submit({
          ...(body as { email: string; firstName: string; lastName: string }),
          consents: consents as { terms: true; privacy: true },
        }),
      );
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fields);
        setProblem(error.message);
      } else setProblem(String(error));
    } finally {
      setSending(false);
    }
  };

  if (submitted)
    return (
      <Alert tone="success" title={t('request.sentTitle', { number: submitted.orderNumber })} announce="assertive">
        {t('request.sentText')}
      </Alert>
    );
  if (load.state === 'loading') return <Skeleton lines={3} label={t('request.loading')} />;
  if (load.state === 'failed')
    return <LoadFailed title={t('request.loadFailed')} message={load.message} retry={reload} retryLabel={t('retry')} />;
  const { cart } = load;
  if (cart.items.length === 0)
    return (
      <EmptyState
        title={t('request.empty')}
        text={t('request.emptyHint')}
        action={<Button href={pathFor('home', lang)}>{t('cart.browse')}</Button>}
      />
    );

  const field = (name: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      onChange={(event) => setValues((before) => ({ ...before, [name]: event.target.value }))}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <div className={styles.request}>
      <p>{t('request.intro')}</p>
      <ul className={styles.request__lines} aria-label={t('request.linesLabel')}>
        {cart.items.map((item) => (
          <li key={item.id} className={styles.request__line}>
            <span>
              <strong>{item.name}</strong>
              {item.optionsLabel && <span> ({item.optionsLabel})</span>}
              <br />
              <small>{t('request.listPrice', { price: formatMoney(item.unitPrice, lang) })}</small>
            </span>
            <NumberInput
              label={t('request.quantity', { name: item.name })}
              value={item.quantity}
              min={1}
              max={999}
              onChange={(quantity) => write(() => requestCartApi.setQuantity(item.id, quantity))}
              decrementLabel={t('request.fewer')}
              incrementLabel={t('request.more')}
            />
            <Button variant="secondary" size="sm" onClick={() => write(() => requestCartApi.remove(item.id))}>
              {t('request.remove', { name: item.name })}
            </Button>
          </li>
        ))}
      </ul>
      <p>{t('request.listTotal', { total: formatMoney(cart.total, lang) })}</p>
      <form onSubmit={submit} noValidate className={styles.request__form}>
        <h2>{t('request.formTitle')}</h2>
        {field('email', t('request.email'), { type: 'email', required: true, autoComplete: 'email' })}
        {field('phone', t('request.phone'), { type: 'tel', autoComplete: 'tel' })}
        {field('firstName', t('request.firstName'), { required: true, autoComplete: 'given-name' })}
        {field('lastName', t('request.lastName'), { required: true, autoComplete: 'family-name' })}
        {field('companyName', t('request.companyName'), { autoComplete: 'organization' })}
        {field('taxId', t('request.taxId'))}
        <TextArea
          name="comments"
          label={t('request.comments')}
          value={values.comments}
          onChange={(event) => setValues((before) => ({ ...before, comments: event.target.value }))}
          error={errors.comments}
        />
        <RequiredConsents lang={lang} value={consents} onChange={setConsents} errors={errors} />
        {problem && (
          <Alert tone="danger" announce="assertive">
            {problem}
          </Alert>
        )}
        <Button type="submit" disabled={sending}>
          {t('request.submit')}
        </Button>
      </form>
    </div>
  );
}
