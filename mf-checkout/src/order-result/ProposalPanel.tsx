import type { Proposal, ProposalAccept } from '@shop/contracts';
import { isCompanyBuyer, isDownloadLine } from '@shop/contracts/withdrawal-rights';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, formatMoney } from '@shop/platform';
import { Alert, Badge, Button, LoadFailed, RadioGroup, Skeleton, TextField } from '@shop/ui';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { proposalApi } from '../api/proposals';
import { RequiredConsents } from '../cart/RequiredConsents';
import { rightsProblems } from '../checkout/checkout-form';
import { ImmediateDeliveryConsent } from '../checkout/ImmediateDeliveryConsent';
import { type PurchasePurpose, PurchasePurposeStep } from '../checkout/PurchasePurposeStep';
import { useCheckoutText } from '../screens/text';
import styles from './proposal.module.css';

type Load = { state: 'loading' } | { state: 'ready'; proposal: Proposal } | { state: 'failed'; message: string };

const addressFields = ['firstName', 'lastName', 'companyName', 'taxId', 'street', 'zipCode', 'city'] as const;
type AddressField = (typeof addressFields)[number];

/** '31.12.2026' (SPEC §9) for a YYYY-MM-DD day. */
const dayOf = (day: string) => day.split('-').reverse().join('.');

/**
 * A proposal on its order's page (issue 23), for its customer or the link's holder: the agreed prices beside
 * the list prices, the note and the last day; while it is open, the way to accept it (one of the allowed
 * methods, the addresses, the consents) or reject it. Accepting makes the order payable: `onDecided` reloads it.
 * A retail buyer answers checkout's questions of the right of withdrawal (docs/decisions/withdrawal-rights.md):
 * a company buyer the purpose of the purchase, a proposal with a download the consent to its immediate delivery.
 */
export function ProposalPanel({
  id,
  token,
  lang,
  onDecided,
}: {
  id: string;
  token?: string;
  lang: StorefrontLanguage;
  onDecided: () => void;
}) {
  const t = useCheckoutText(lang);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const read = useCallback(() => {
    setLoad({ state: 'loading' });
    proposalApi.get(id, token).then(
      ({ proposal }) => setLoad({ state: 'ready', proposal }),
      (error: Error) => setLoad({ state: 'failed', message: error.message }),
    );
  }, [id, token]);
  useEffect(read, [read]);

  if (load.state === 'loading') return <Skeleton lines={3} label={t('proposal.loading')} />;
  if (load.state === 'failed')
    return <LoadFailed title={t('proposal.loadFailed')} message={load.message} retry={read} retryLabel={t('retry')} />;
  const { proposal } = load;
  return (
    <section className={styles.proposal} aria-labelledby="proposal-title">
      <h2 id="proposal-title">
        {t('proposal.title', { number: proposal.number })}{' '}
        <Badge tone={proposal.state === 'accepted' ? 'success' : proposal.state === 'sent' ? 'info' : 'neutral'}>
          {t(`proposal.state.${proposal.state}`)}
        </Badge>
      </h2>
      {proposal.validUntil && <p>{t('proposal.validUntil', { day: dayOf(proposal.validUntil) })}</p>}
      {proposal.note && <p className={styles.proposal__note}>{proposal.note}</p>}
      <table className={styles.proposal__table}>
        <caption>{t('proposal.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('proposal.product')}</th>
            <th scope="col">{t('proposal.quantity')}</th>
            <th scope="col">{t('proposal.listPrice')}</th>
            <th scope="col">{t('proposal.agreedPrice')}</th>
            <th scope="col">{t('proposal.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {proposal.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {line.name}
                {line.optionsLabel && <small> ({line.optionsLabel})</small>}
              </th>
              <td>{line.quantity}</td>
              <td>{formatMoney(line.listPrice, lang)}</td>
              <td>{formatMoney(line.agreedPrice, lang)}</td>
              <td>{formatMoney(line.lineTotal, lang)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {t('proposal.total')}
            </th>
            <td>{formatMoney(proposal.total, lang)}</td>
          </tr>
        </tfoot>
      </table>
      {proposal.state === 'expired' && (
        <Alert tone="warning">{t('proposal.expired', { day: dayOf(proposal.validUntil ?? '') })}</Alert>
      )}
      {proposal.state === 'sent' && (
        <AnswerForm
          proposal={proposal}
          token={token}
          lang={lang}
          onAnswered={() => {
            read();
            onDecided();
          }}
        />
      )}
    </section>
  );
}

function AnswerForm({
  proposal,
  token,
  lang,
  onAnswered,
}: {
  proposal: Proposal;
  token?: string;
  lang: StorefrontLanguage;
  onAnswered: () => void;
}) {
  const t = useCheckoutText(lang);
  const [values, setValues] = useState<Record<AddressField, string>>(() => ({
    firstName: proposal.firstName,
    lastName: proposal.lastName,
    companyName: proposal.companyName ?? '',
    taxId: '',
    street: '',
    zipCode: '',
    city: '',
  }));
  const [deliveryMethod, setDeliveryMethod] = useState<string>(proposal.deliveryMethods[0] ?? 'COURIER');
  const [paymentMethod, setPaymentMethod] = useState<string>(proposal.paymentMethods[0] ?? 'transfer');
  const [consents, setConsents] = useState({ terms: false, privacy: false });
  const [purpose, setPurpose] = useState<PurchasePurpose>('');
  const [immediateDelivery, setImmediateDelivery] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);

  const failed = (error: unknown) => {
    if (error instanceof ApiError) {
      setErrors(error.fields);
      setProblem(error.message);
    } else setProblem(String(error));
  };
  const retail = proposal.customerType === 'retail';
  const billingType = values.companyName.trim() ? 'company' : 'person';
  const asksPurpose = retail && isCompanyBuyer({ billing: { type: billingType } });
  const asksConsent = retail && proposal.lines.some(isDownloadLine);
  const accept = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setProblem('');
    const filled = Object.fromEntries(addressFields.filter((f) => values[f].trim()).map((f) => [f, values[f]]));
    const body: ProposalAccept = {
      billing: { type: billingType, country: 'PL', ...filled } as never,
      deliveryMethod: deliveryMethod as 'COURIER',
      paymentMethod: paymentMethod as 'transfer',
      // The answers go only while the form asks them (a left-over one after the company name is cleared does not).
      ...(asksPurpose && purpose ? { professionalPurchase: purpose === 'yes' } : {}),
      consents: {
        ...(consents as { terms: true; privacy: true }),
        ...(asksConsent && immediateDelivery ? { immediateDelivery: true } : {}),
      },
    };
    const unanswered = rightsProblems(body, { items: proposal.lines }, proposal.customerType, lang);
    if (Object.keys(unanswered).length > 0) {
      setErrors(unanswered);
      setProblem(t('common:form.fixErrors'));
      return;
    }
    setSending(true);
    try {
      await proposalApi.accept(proposal.orderId, token, body);
      onAnswered();
    } catch (error) {
      failed(error);
    } finally {
      setSending(false);
    }
  };
  const reject = async () => {
    setSending(true);
    try {
      await proposalApi.reject(proposal.orderId, token);
      onAnswered();
    } catch (error) {
      failed(error);
    } finally {
      setSending(false);
    }
  };
  const field = (name: AddressField, label: string, autoComplete?: string, required = true) => (
    <TextField
      name={`billing.${name}`}
      label={label}
      required={required}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((before) => ({ ...before, [name]: event.target.value }))}
      error={errors[`billing.${name}`]}
    />
  );
  return (
    <form onSubmit={accept} noValidate className={styles.proposal__form}>
      <h3>{t('proposal.acceptTitle')}</h3>
      <RadioGroup
        legend={t('delivery.title')}
        name="deliveryMethod"
        value={deliveryMethod}
        onChange={setDeliveryMethod}
        error={errors.deliveryMethod}
        options={proposal.deliveryMethods.map((method) => ({ value: method, label: t(`delivery.${method}`) }))}
      />
      <RadioGroup
        legend={t('payment.title')}
        name="paymentMethod"
        value={paymentMethod}
        onChange={setPaymentMethod}
        error={errors.paymentMethod}
        options={proposal.paymentMethods.map((method) => ({ value: method, label: t(`payment.${method}`) }))}
      />
      <fieldset className={styles.proposal__address}>
        <legend>{t('proposal.address')}</legend>
        {field('firstName', t('request.firstName'), 'given-name')}
        {field('lastName', t('request.lastName'), 'family-name')}
        {field('companyName', t('request.companyName'), 'organization', false)}
        {field('taxId', t('request.taxId'), undefined, false)}
        {field('street', t('proposal.street'), 'street-address')}
        {field('zipCode', t('proposal.zipCode'), 'postal-code')}
        {field('city', t('proposal.city'), 'address-level2')}
      </fieldset>
      {asksPurpose && (
        <PurchasePurposeStep lang={lang} value={purpose} onChange={setPurpose} error={errors.professionalPurchase} />
      )}
      <RequiredConsents lang={lang} value={consents} onChange={setConsents} errors={errors} />
      {asksConsent && (
        <ImmediateDeliveryConsent
          lang={lang}
          checked={immediateDelivery}
          onChange={setImmediateDelivery}
          error={errors['consents.immediateDelivery']}
        />
      )}
      {problem && (
        <Alert tone="danger" announce="assertive">
          {problem}
        </Alert>
      )}
      <div className={styles.proposal__actions}>
        <Button type="submit" disabled={sending}>
          {t('proposal.accept')}
        </Button>
        <Button type="button" variant="secondary" disabled={sending} onClick={reject}>
          {t('proposal.reject')}
        </Button>
      </div>
    </form>
  );
}
