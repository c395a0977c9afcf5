import type {
  FieldErrors,
  WithdrawalCheckAnswer,
  WithdrawalIdentity,
  WithdrawalLine,
  WithdrawalReceipt,
} from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor, takeWithdrawalPrefill } from '@shop/platform';
import { Alert, Button, Checkbox, NumberInput, PageFrame, TextField } from '@shop/ui';
import { type FormEvent, useState } from 'react';
import { type ScreenProps, useAccountText } from '../text';
import styles from './withdrawal.module.css';
import { checkOrder, confirmWithdrawal } from './withdrawal-calls';

// "Withdraw from contract here" (issue 27, docs/decisions/withdrawals.md): no sign-in, no reason asked, no
// offer in between. Step one identifies the order (name, number, e-mail); step two lists its items, all
// chosen, and a separate "Confirm withdrawal" sends the statement; the answer says when it was received.

const dayText = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const instantText = (iso: string, lang: StorefrontLanguage) =>
  new Date(iso).toLocaleString(lang === 'pl' ? 'pl-PL' : 'en-GB', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

export function WithdrawalPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  const [identity, setIdentity] = useState<WithdrawalIdentity>(() => ({
    name: '',
    orderNumber: '',
    email: '',
    ...Object.fromEntries(Object.entries(takeWithdrawalPrefill()).filter(([, value]) => value)),
  }));
  const [order, setOrder] = useState<WithdrawalCheckAnswer>();
  const [receipt, setReceipt] = useState<WithdrawalReceipt>();
  const title = t('withdrawal.title');
  return (
    <PageFrame
      screen="withdrawal"
      remote="mf-account"
      title={title}
      crumbs={[{ label: t('common:nav.home'), href: pathFor('home', lang) }, { label: title }]}
      breadcrumbsLabel={t('common:nav.breadcrumbs')}
    >
      {receipt ? (
        <Receipt receipt={receipt} lang={lang} />
      ) : order ? (
        <ChooseItems
          identity={identity}
          order={order}
          lang={lang}
          onBack={() => setOrder(undefined)}
          onDone={setReceipt}
        />
      ) : (
        <IdentifyOrder identity={identity} lang={lang} onChange={setIdentity} onFound={setOrder} />
      )}
    </PageFrame>
  );
}

function IdentifyOrder({
  identity,
  lang,
  onChange,
  onFound,
}: {
  identity: WithdrawalIdentity;
  lang: StorefrontLanguage;
  onChange: (identity: WithdrawalIdentity) => void;
  onFound: (order: WithdrawalCheckAnswer) => void;
}) {
  const t = useAccountText(lang);
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(undefined);
    const outcome = await checkOrder(identity, lang);
    setBusy(false);
    if (outcome.ok) return onFound(outcome.answer);
    setFields(outcome.fields);
    setMessage(outcome.message);
  }
  const field = (name: keyof WithdrawalIdentity) => ({
    name,
    value: identity[name],
    error: fields[name],
    required: true,
    onChange: (event: { target: { value: string } }) => onChange({ ...identity, [name]: event.target.value }),
  });
  return (
    <>
      <p className={styles.lead}>{t('withdrawal.lead')}</p>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="withdrawal-identify">
        <h2 id="withdrawal-identify" className={styles.step}>
          {t('withdrawal.identify')}
        </h2>
        <TextField label={t('withdrawal.name')} autoComplete="name" maxLength={200} {...field('name')} />
        <TextField
          label={t('withdrawal.orderNumber')}
          hint={t('withdrawal.orderNumberHint')}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          {...field('orderNumber')}
        />
        <TextField
          label={t('withdrawal.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          {...field('email')}
        />
        {message && (
          <Alert tone="danger" announce="assertive">
            {message}
          </Alert>
        )}
        <Button type="submit" loading={busy} disabled={busy} loadingLabel={t('withdrawal.checking')}>
          {t('withdrawal.next')}
        </Button>
      </form>
    </>
  );
}

const lineName = (line: Pick<WithdrawalLine, 'name' | 'optionsLabel'>) =>
  line.optionsLabel ? `${line.name} (${line.optionsLabel})` : line.name;

function ChooseItems({
  identity,
  order,
  lang,
  onBack,
  onDone,
}: {
  identity: WithdrawalIdentity;
  order: WithdrawalCheckAnswer;
  lang: StorefrontLanguage;
  onBack: () => void;
  onDone: (receipt: WithdrawalReceipt) => void;
}) {
  const t = useAccountText(lang);
  const open = order.lines.filter((line) => line.available > 0);
  // Every item that can be withdrawn from is chosen, all its pieces: the buyer takes out what they keep.
  const [chosen, setChosen] = useState<Record<string, number>>(() =>
    Object.fromEntries(open.map((line) => [line.itemId, line.available])),
  );
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  const items = Object.entries(chosen)
    .filter(([, quantity]) => quantity > 0)
    .map(([itemId, quantity]) => ({ itemId, quantity }));
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (items.length === 0) return setMessage(t('withdrawal.pickOne'));
    setBusy(true);
    setMessage(undefined);
    const outcome = await confirmWithdrawal(identity, items, lang);
    setBusy(false);
    if (outcome.ok) return onDone(outcome.answer);
    setFields(outcome.fields);
    setMessage(outcome.message ?? Object.values(outcome.fields)[0]);
  }
  const problemOf = (itemId: string) => {
    const i = items.findIndex((item) => item.itemId === itemId);
    return i < 0 ? undefined : (fields[`items.${i}`] ?? fields[`items.${i}.quantity`] ?? fields[`items.${i}.itemId`]);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="withdrawal-choose">
      <h2 id="withdrawal-choose" className={styles.step}>
        {t('withdrawal.choose')}
      </h2>
      <p>
        {order.periodEndsOn
          ? t('withdrawal.until', { date: dayText(order.periodEndsOn) })
          : t('withdrawal.beforeDelivery')}
      </p>
      <fieldset className={styles.items}>
        <legend>{t('withdrawal.items')}</legend>
        {open.length > 0 && <p className={styles.hint}>{t('withdrawal.itemsHint')}</p>}
        {order.lines.map((line) =>
          line.available > 0 ? (
            <div key={line.itemId} className={styles.item} data-item={line.itemId}>
              <Checkbox
                label={`${lineName(line)} – ${t('withdrawal.ordered', { count: line.quantity })}`}
                hint={line.withdrawn > 0 ? t('withdrawal.alreadyWithdrawn', { count: line.withdrawn }) : undefined}
                error={problemOf(line.itemId)}
                checked={(chosen[line.itemId] ?? 0) > 0}
                onChange={(event) => setChosen({ ...chosen, [line.itemId]: event.target.checked ? line.available : 0 })}
              />
              {line.available > 1 && (chosen[line.itemId] ?? 0) > 0 && (
                <NumberInput
                  label={t('withdrawal.quantity', { name: line.name })}
                  min={1}
                  max={line.available}
                  value={chosen[line.itemId]}
                  onChange={(quantity) => setChosen({ ...chosen, [line.itemId]: quantity })}
                  decrementLabel={t('withdrawal.fewer')}
                  incrementLabel={t('withdrawal.more')}
                />
              )}
            </div>
          ) : (
            <div key={line.itemId} className={styles.item} data-item={line.itemId} data-excluded="">
              <p className={styles.itemName}>{lineName(line)}</p>
              <p className={styles.hint}>
                {line.exclusion
                  ? t(`withdrawal.excluded.${line.exclusion}`)
                  : t('withdrawal.alreadyWithdrawn', { count: line.withdrawn })}
              </p>
            </div>
          ),
        )}
      </fieldset>
      {open.length === 0 && <Alert tone="warning">{t('withdrawal.nothingLeft')}</Alert>}
      {message && (
        <Alert tone="danger" announce="assertive">
          {message}
        </Alert>
      )}
      <div className={styles.actions}>
        {open.length > 0 && (
          <Button type="submit" loading={busy} disabled={busy} loadingLabel={t('withdrawal.confirming')}>
            {t('withdrawal.confirm')}
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={onBack} disabled={busy}>
          {t('withdrawal.back')}
        </Button>
      </div>
    </form>
  );
}

function Receipt({ receipt, lang }: { receipt: WithdrawalReceipt; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  return (
    <section className={styles.receipt} aria-labelledby="withdrawal-done">
      <Alert tone="success" announce="polite">
        <strong id="withdrawal-done">{t('withdrawal.doneTitle')}</strong>
      </Alert>
      <p data-received-at={receipt.receivedAt}>
        {t('withdrawal.doneAt', { at: instantText(receipt.receivedAt, lang) })}
      </p>
      <p>{t('withdrawal.doneMail', { number: receipt.orderNumber })}</p>
      <h2 className={styles.step}>{t('withdrawal.doneItems')}</h2>
      <ul>
        {receipt.lines.map((line) => (
          <li key={line.itemId}>
            {lineName(line)} – {t('withdrawal.ordered', { count: line.quantity })}
          </li>
        ))}
      </ul>
    </section>
  );
}
