import type { CheckoutInvoice, FieldErrors, InvoiceAsk, InvoiceView } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, api, describeError, useResource } from '@shop/platform';
import { Alert, Button, RadioGroup, TextField } from '@shop/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useAccountText } from '../text';
import styles from './orders.module.css';

// "Request an invoice" on a retail customer's order (issue 26, docs/decisions/invoices.md "Asked for later"):
// offered while the service says the order may still get one (no invoice or request yet, within the end of
// the third month after payment), as a company's (name and NIP) or a consumer's. The form is checked by the
// contract's schema as the service checks it; after it is sent the invoice list shows the new invoice, or the
// page says it will be issued once the order is paid.

interface Props {
  orderId: string;
  lang: StorefrontLanguage;
  /** Called once the request is stored: the list reads the order's invoices again. */
  onRequested: () => void;
  /** With no invoices listed, the offer stands in its own section under the invoices' title. */
  standalone: boolean;
}

function useInvoiceAsk(orderId: string, lang: StorefrontLanguage) {
  return useResource(
    (signal): Promise<InvoiceAsk> =>
      api.get('/api/orders/:id/invoice-request', { params: { id: orderId } }, { signal }),
    [orderId],
    lang,
  );
}

const requestInvoice = (orderId: string, body: CheckoutInvoice) =>
  api.post('/api/orders/:id/invoice-request', { params: { id: orderId }, body });

const toDay = (iso: string) => iso.split('-').reverse().join('.');

export function AskForInvoice({ orderId, lang, onRequested, standalone }: Props) {
  const t = useAccountText(lang);
  const { resource } = useInvoiceAsk(orderId, lang);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (done)
    return (
      <Frame standalone={standalone} lang={lang}>
        <Alert tone="success" announce="polite">
          {done}
        </Alert>
      </Frame>
    );
  // Not offered (a dealer's order, already asked, too late) or not known: the page goes on without it.
  if (resource.state !== 'ready' || !resource.data.open) return null;
  const { lastDay } = resource.data;
  return (
    <Frame standalone={standalone} lang={lang}>
      <p>
        {lastDay ? t('orderDetails.askInvoice.until', { day: toDay(lastDay) }) : t('orderDetails.askInvoice.whenPaid')}
      </p>
      {open ? (
        <AskForm
          orderId={orderId}
          lang={lang}
          onCancel={() => setOpen(false)}
          onSent={(invoice) => {
            setDone(
              invoice
                ? t('orderDetails.askInvoice.issued', { number: invoice.number })
                : t('orderDetails.askInvoice.stored'),
            );
            onRequested();
          }}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('orderDetails.askInvoice.action')}
          </Button>
        </div>
      )}
    </Frame>
  );
}

function Frame({ standalone, lang, children }: { standalone: boolean; lang: StorefrontLanguage; children: ReactNode }) {
  const t = useAccountText(lang);
  if (!standalone) return <div className={styles.change}>{children}</div>;
  return (
    <section className={styles.order__section} aria-labelledby="order-invoices-title">
      <h2 id="order-invoices-title">{t('orderDetails.invoices.title')}</h2>
      {children}
    </section>
  );
}

function AskForm({
  orderId,
  lang,
  onCancel,
  onSent,
}: {
  orderId: string;
  lang: StorefrontLanguage;
  onCancel: () => void;
  onSent: (invoice: InvoiceView | null) => void;
}) {
  const t = useAccountText(lang);
  const id = useId();
  const [buyer, setBuyer] = useState<'company' | 'consumer'>('company');
  const [companyName, setCompanyName] = useState('');
  const [taxId, setTaxId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const values = buyer === 'company' ? { buyer, companyName, taxId } : { buyer };
    const { CheckoutInvoice, validate } = await import('@shop/contracts');
    const checked = validate(CheckoutInvoice, values, lang);
    if (!checked.ok) {
      setErrors(checked.fields);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await requestInvoice(orderId, checked.data);
      onSent(answer.invoice);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      setFailure(describeError(error, lang));
      setBusy(false);
    }
  };

  return (
    <form className={styles.change} onSubmit={submit} noValidate aria-label={t('orderDetails.askInvoice.formLabel')}>
      {failure && (
        <Alert tone="danger" announce="assertive">
          {failure}
        </Alert>
      )}
      <RadioGroup
        legend={t('orderDetails.askInvoice.buyer')}
        name={`${id}-buyer`}
        value={buyer}
        onChange={(value) => setBuyer(value === 'consumer' ? 'consumer' : 'company')}
        options={[
          { value: 'company', label: t('orderDetails.askInvoice.company') },
          { value: 'consumer', label: t('orderDetails.askInvoice.consumer') },
        ]}
      />
      {buyer === 'company' && (
        <>
          <TextField
            label={t('orderDetails.askInvoice.companyName')}
            value={companyName}
            required
            maxLength={200}
            autoComplete="organization"
            error={errors.companyName}
            onChange={(event) => setCompanyName(event.target.value)}
          />
          <TextField
            label={t('orderDetails.askInvoice.taxId')}
            hint={t('orderDetails.askInvoice.taxIdHint')}
            value={taxId}
            required
            inputMode="numeric"
            error={errors.taxId}
            onChange={(event) => setTaxId(event.target.value)}
          />
        </>
      )}
      <div className={styles.history__actions}>
        <Button type="submit" loading={busy}>
          {t('orderDetails.askInvoice.send')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('orderDetails.askInvoice.cancel')}
        </Button>
      </div>
    </form>
  );
}
