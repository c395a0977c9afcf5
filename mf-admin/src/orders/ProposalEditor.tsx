import type { AdminOrderDetail, Proposal, ProposalInput } from '@shop/contracts';
import { ApiError, describeError, formatMoney } from '@shop/platform';
import { Alert, Badge, Button, CheckboxGroup, NumberInput, Skeleton, TextArea, TextField } from '@shop/ui';
import { type FormEvent, useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import { createProposal, getProposal, sendProposal, updateProposal } from '../api/proposals';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { useAdminLanguage, useText } from '../screens/text';
import { ProductSearch } from './ProductSearch';
import styles from './proposals.module.css';

// The staff's answer to a request, on the request's own order page (issue 23): the lines with the list price,
// an agreed price and the difference, the delivery and payment methods allowed (a dealer pays by transfer
// only), the last day and a note. Saved as a draft, then sent: the customer gets the order's link by e-mail.

const deliveryOptions = ['COURIER', 'PICKUP'] as const;
const paymentOptions = [
  'online_tpay',
  'card_polcard',
  'transfer',
  'cash',
  'installment_eraty',
  'installment_ca',
] as const;

interface Line {
  productId: number;
  /** Unknown for a product just added from the search: the server takes its default variant. */
  variantId?: number;
  name: string;
  listPrice: number;
  quantity: number;
  /** The agreed unit price as typed, in złoty ("4500,00"). */
  price: string;
}

const toMinor = (text: string) => Math.round(Number(text.replace(/\s/g, '').replace(',', '.')) * 100);
const toText = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function ProposalEditor({ order, mayWrite }: { order: AdminOrderDetail; mayWrite: boolean }) {
  if (order.type !== 'REQUEST' && order.type !== 'PROPOSAL') return null;
  return <LoadedEditor order={order} mayWrite={mayWrite} />;
}

function LoadedEditor({ order, mayWrite }: { order: AdminOrderDetail; mayWrite: boolean }) {
  const t = useText();
  const { loaded, replace } = useLoad((signal) => getProposal(order.id, signal), [order.id, order.updatedAt]);
  if (loaded.state !== 'ready') return <Skeleton lines={3} label={t('proposals.loading')} />;
  return (
    <Editor key={loaded.data.proposal.state} proposal={loaded.data.proposal} mayWrite={mayWrite} onSaved={replace} />
  );
}

/** Whom an offer written from scratch is for (NewProposalPage); absent when it answers a request. */
export interface Recipient {
  email: string;
  language: 'pl' | 'en';
}

export function Editor({
  proposal,
  mayWrite,
  onSaved,
  recipient,
}: {
  proposal: Proposal;
  mayWrite: boolean;
  onSaved: (answer: { proposal: Proposal }) => void;
  recipient?: Recipient;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const editable = mayWrite && (proposal.state === 'requested' || proposal.state === 'draft');
  const [lines, setLines] = useState<Line[]>(() =>
    proposal.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      name: line.optionsLabel ? `${line.name} (${line.optionsLabel})` : line.name,
      listPrice: line.listPrice.amount,
      quantity: line.quantity,
      price: toText(line.agreedPrice.amount),
    })),
  );
  const [deliveryMethods, setDeliveryMethods] = useState<string[]>(
    proposal.deliveryMethods.length > 0 && proposal.state !== 'requested' ? proposal.deliveryMethods : ['COURIER'],
  );
  const [paymentMethods, setPaymentMethods] = useState<string[]>(
    proposal.paymentMethods.length > 0 && proposal.state !== 'requested' ? proposal.paymentMethods : ['transfer'],
  );
  const [validUntil, setValidUntil] = useState(proposal.validUntil ?? inDays(14));
  const [note, setNote] = useState(proposal.note);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const currency = proposal.total.currency;

  const run = async (work: () => Promise<{ proposal: Proposal }>, done: string) => {
    setBusy(true);
    setErrors({});
    setProblem('');
    try {
      onSaved(await work());
      toast(done);
    } catch (error) {
      if (reportAccess(error)) return;
      if (error instanceof ApiError) setErrors(error.fields);
      setProblem(describeError(error, lang));
    } finally {
      setBusy(false);
    }
  };
  const body = (): ProposalInput => ({
    ...(recipient ? { email: recipient.email, language: recipient.language } : {}),
    ...(proposal.state === 'requested' && !recipient ? { requestId: proposal.orderId } : {}),
    lines: lines.map((line) => ({
      productId: line.productId,
      ...(line.variantId ? { variantId: line.variantId } : {}),
      quantity: line.quantity,
      unitPrice: toMinor(line.price),
    })),
    deliveryMethods: deliveryMethods as ProposalInput['deliveryMethods'],
    paymentMethods: paymentMethods as ProposalInput['paymentMethods'],
    validUntil,
    ...(note.trim() ? { note } : {}),
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => (proposal.state === 'requested' ? createProposal(body()) : updateProposal(proposal.orderId, body())),
      t('proposals.saved'),
    );
  };
  const total = lines.reduce((sum, line) => sum + (toMinor(line.price) || 0) * line.quantity, 0);
  const change = (index: number, patch: Partial<Line>) =>
    setLines((before) => before.map((line, i) => (i === index ? { ...line, ...patch } : line)));

  return (
    <section className={styles.editor} aria-labelledby="proposal-editor-title">
      <h2 id="proposal-editor-title">
        {t('proposals.title')} <Badge tone="info">{t(`proposals.state.${proposal.state}`)}</Badge>
      </h2>
      {proposal.comments && (
        <p>
          <strong>{t('proposals.customerComment')}</strong> {proposal.comments}
        </p>
      )}
      <form onSubmit={save} noValidate className={styles.editor__form}>
        <table className={styles.editor__lines}>
          <caption>{t('proposals.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('proposals.product')}</th>
              <th scope="col">{t('proposals.listPrice')}</th>
              <th scope="col">{t('proposals.quantity')}</th>
              <th scope="col">{t('proposals.agreedPrice')}</th>
              <th scope="col">{t('proposals.difference')}</th>
              {editable && <th scope="col">{t('proposals.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => {
              const difference = (toMinor(line.price) || 0) - line.listPrice;
              return (
                <tr key={`${line.productId}-${line.variantId ?? index}`}>
                  <th scope="row">{line.name}</th>
                  <td>{line.variantId ? formatMoney({ amount: line.listPrice, currency }, lang) : '—'}</td>
                  <td>
                    <NumberInput
                      label={t('proposals.quantityOf', { name: line.name })}
                      hideLabel
                      value={line.quantity}
                      min={1}
                      max={999}
                      disabled={!editable}
                      onChange={(quantity) => change(index, { quantity })}
                      decrementLabel={t('proposals.fewer')}
                      incrementLabel={t('proposals.more')}
                      error={errors[`lines.${index}.quantity`]}
                    />
                  </td>
                  <td>
                    <TextField
                      label={t('proposals.priceOf', { name: line.name })}
                      hideLabel
                      inputMode="decimal"
                      value={line.price}
                      disabled={!editable}
                      onChange={(event) => change(index, { price: event.target.value })}
                      error={errors[`lines.${index}.unitPrice`] ?? errors[`lines.${index}.variantId`]}
                    />
                  </td>
                  <td>{line.variantId ? formatMoney({ amount: difference, currency }, lang) : '—'}</td>
                  {editable && (
                    <td>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={lines.length === 1}
                        onClick={() => setLines((before) => before.filter((_, i) => i !== index))}
                      >
                        {t('proposals.remove', { name: line.name })}
                      </Button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('proposals.total')}
              </th>
              <td colSpan={editable ? 3 : 2}>{formatMoney({ amount: total, currency }, lang)}</td>
            </tr>
          </tfoot>
        </table>
        {editable && (
          <ProductSearch
            onAdd={(hit) =>
              setLines((before) => [
                ...before,
                { productId: hit.id, name: hit.name[lang], listPrice: 0, quantity: 1, price: '' },
              ])
            }
          />
        )}
        <CheckboxGroup
          legend={t('proposals.deliveryMethods')}
          name="deliveryMethods"
          value={deliveryMethods}
          onChange={setDeliveryMethods}
          disabled={!editable}
          error={errors.deliveryMethods}
          options={deliveryOptions.map((method) => ({ value: method, label: t(`proposals.delivery.${method}`) }))}
        />
        <CheckboxGroup
          legend={t('proposals.paymentMethods')}
          name="paymentMethods"
          value={paymentMethods}
          onChange={setPaymentMethods}
          disabled={!editable}
          error={errors.paymentMethods}
          options={paymentOptions.map((method) => ({ value: method, label: t(`proposals.payment.${method}`) }))}
        />
        <TextField
          type="date"
          name="validUntil"
          label={t('proposals.validUntil')}
          value={validUntil}
          disabled={!editable}
          onChange={(event) => setValidUntil(event.target.value)}
          error={errors.validUntil}
        />
        <TextArea
          name="note"
          label={t('proposals.note')}
          value={note}
          disabled={!editable}
          onChange={(event) => setNote(event.target.value)}
          error={errors.note}
        />
        {problem && (
          <Alert tone="danger" announce="assertive">
            {problem}
          </Alert>
        )}
        {editable && (
          <div className={styles.editor__actions}>
            <Button type="submit" disabled={busy}>
              {t('proposals.save')}
            </Button>
            {proposal.state === 'draft' && (
              <Button
                type="button"
                variant="secondary"
                disabled={busy}
                onClick={() => run(() => sendProposal(proposal.orderId), t('proposals.sentToast'))}
              >
                {t('proposals.send')}
              </Button>
            )}
          </div>
        )}
      </form>
    </section>
  );
}
