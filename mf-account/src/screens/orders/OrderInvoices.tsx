import type { InvoiceView } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { describeError, formatMoney } from '@shop/platform';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { downloadInvoice, useOrderInvoices } from '../../api/orders';
import { useAccountText } from '../text';
import { AskForInvoice } from './AskForInvoice';
import styles from './orders.module.css';

// The invoices of the customer's (or dealer's) order (issue 26): each with its number, kind, day, amount and
// KSeF number once KSeF gave one, downloaded as a PDF in the page's language or as its FA(3) XML. An order
// without invoices shows nothing, unless its customer may still ask for one (AskForInvoice); a list that
// cannot be read says so without hiding the order.

export function OrderInvoices({ orderId, lang }: { orderId: string; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const { resource, reload } = useOrderInvoices(orderId, lang);
  if (resource.state === 'loading') return null;
  if (resource.state === 'failed')
    return (
      <section className={styles.order__section} aria-labelledby="order-invoices-title">
        <h2 id="order-invoices-title">{t('orderDetails.invoices.title')}</h2>
        <p>{t('orderDetails.invoices.failed')}</p>
      </section>
    );
  // Asking for an invoice later keeps its place (and its message) when the list it fills appears.
  const ask = (
    <AskForInvoice orderId={orderId} lang={lang} standalone={resource.data.length === 0} onRequested={reload} />
  );
  return (
    <>
      {resource.data.length > 0 && (
        <section className={styles.order__section} aria-labelledby="order-invoices-title">
          <h2 id="order-invoices-title">{t('orderDetails.invoices.title')}</h2>
          <ul className={styles.invoices}>
            {resource.data.map((invoice) => (
              <InvoiceItem key={invoice.id} invoice={invoice} lang={lang} />
            ))}
          </ul>
        </section>
      )}
      {ask}
    </>
  );
}

function InvoiceItem({ invoice, lang }: { invoice: InvoiceView; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const [busy, setBusy] = useState<'pdf' | 'xml' | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const save = async (file: 'pdf' | 'xml') => {
    setBusy(file);
    setFailed(null);
    try {
      await downloadInvoice(invoice, file, lang);
    } catch (error) {
      setFailed(describeError(error, lang));
    } finally {
      setBusy(null);
    }
  };
  return (
    <li>
      <p>
        <strong>
          {t(`orderDetails.invoices.kind.${invoice.kind}`)} {invoice.number}
        </strong>{' '}
        · {invoice.issueDate.split('-').reverse().join('.')} · {formatMoney(invoice.total, lang)}
        {invoice.ksefNumber && (
          <>
            <br />
            {t('orderDetails.invoices.ksef', { number: invoice.ksefNumber })}
          </>
        )}
      </p>
      <div className={styles.history__actions}>
        <Button
          variant="secondary"
          size="sm"
          loading={busy === 'pdf'}
          onClick={() => save('pdf')}
          aria-label={t('orderDetails.invoices.pdfOf', { number: invoice.number })}
        >
          {t('orderDetails.invoices.pdf')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          loading={busy === 'xml'}
          onClick={() => save('xml')}
          aria-label={t('orderDetails.invoices.xmlOf', { number: invoice.number })}
        >
          {t('orderDetails.invoices.xml')}
        </Button>
      </div>
      {failed && <p role="alert">{failed}</p>}
    </li>
  );
}
