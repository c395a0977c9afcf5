import { AdminInvoiceBuyerFix, AdminInvoiceCorrectionInput, Country, type InvoiceDetail } from '@shop/contracts';
import { Select, TextField } from '@shop/ui';
import { useState } from 'react';
import styles from '../admins/admins.module.css';
import { correctInvoice, fixInvoiceBuyer } from '../api/invoices';
import { FormPage } from '../kit/FormPage';
import { goTo } from '../kit/navigation';
import { toast } from '../kit/toast';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { minorUnits } from '../transactions/RecordPaymentPage';

// The invoice page's two forms (docs/decisions/invoices.md): fixing a rejected invoice's buyer before it is sent
// again, and a correction for money given back, once per opening of the form however often it is submitted.

interface BuyerFixValues extends Record<string, unknown> {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  taxId: string;
}

/**
 * A rejected invoice's buyer as KSeF may have refused it (name, address, NIP), fixed and sent again under the
 * same number. Not offered for an invoice issued offline: its content already went to the buyer, and KSeF
 * takes it again only unchanged. The NIP field is there when the invoice names its buyer by NIP. The buyer and KSeF's reason the
 * page shows go with the fix: someone else's change in the meantime answers 409.
 */
export function BuyerFixForm({
  invoice,
  onFixed,
}: {
  invoice: InvoiceDetail;
  onFixed: (fixed: InvoiceDetail) => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const { buyer } = invoice;
  const byNip = buyer.taxId !== null;
  const countryName = new Intl.DisplayNames([lang], { type: 'region' });
  return (
    <section aria-labelledby="invoice-fix">
      <h2 id="invoice-fix">{t('invoices.fixTitle')}</h2>
      <p>{t('invoices.fixLead')}</p>
      <FormPage
        name="invoice-buyer-fix"
        schema={AdminInvoiceBuyerFix}
        initial={
          {
            name: buyer.name,
            street: buyer.street,
            zipCode: buyer.zipCode,
            city: buyer.city,
            country: buyer.country,
            taxId: buyer.taxId ?? '',
          } as BuyerFixValues
        }
        prepare={(values) => ({
          name: values.name,
          street: values.street,
          zipCode: values.zipCode.trim(),
          city: values.city,
          country: values.country,
          taxId: byNip ? values.taxId : undefined,
          seen: { buyer, ksefRejection: invoice.ksefRejection },
        })}
        submitLabel={t('invoices.fixSubmit')}
        onSubmit={async (body) => {
          const fixed = await fixInvoiceBuyer(invoice.id, body);
          toast(t('invoices.fixed', { number: fixed.number }));
          onFixed(fixed);
        }}
      >
        {(form) => (
          <div className={styles.fields}>
            <TextField label={t('invoices.fields.buyerName')} required autoComplete="off" {...form.text('name')} />
            {byNip && (
              <TextField
                label={t('invoices.fields.taxId')}
                required
                inputMode="numeric"
                autoComplete="off"
                {...form.text('taxId')}
              />
            )}
            <TextField label={t('invoices.fields.street')} required autoComplete="off" {...form.text('street')} />
            <TextField label={t('invoices.fields.zipCode')} required autoComplete="off" {...form.text('zipCode')} />
            <TextField label={t('invoices.fields.city')} required autoComplete="off" {...form.text('city')} />
            <Select
              label={t('invoices.fields.country')}
              required
              options={Country.options.map((code) => ({ value: code, label: countryName.of(code) ?? code }))}
              {...form.text('country')}
            />
          </div>
        )}
      </FormPage>
    </section>
  );
}

interface CorrectionValues extends Record<string, unknown> {
  amount: string;
  reason: string;
  returnNumber: string;
}

/** A correction for money given back on this invoice's order (a return's refund), never more than is left. */
export function CorrectionForm({ invoice }: { invoice: InvoiceDetail }) {
  const t = useText();
  const lang = useAdminLanguage();
  // Made once when the form opens: every submit of it (a double click, a retry) is the same correction.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return (
    <section aria-labelledby="invoice-correction">
      <h2 id="invoice-correction">{t('invoices.correctionTitle')}</h2>
      <p>{t('invoices.correctionLead')}</p>
      <FormPage
        name="invoice-correction"
        schema={AdminInvoiceCorrectionInput}
        initial={{ amount: '', reason: '', returnNumber: '' } as CorrectionValues}
        prepare={(values) => ({
          idempotencyKey,
          amount: values.amount.trim() ? minorUnits(values.amount) : undefined,
          reason: values.reason,
          returnNumber: values.returnNumber.trim() || undefined,
        })}
        submitLabel={t('invoices.correct')}
        onSubmit={async (body) => {
          const correction = await correctInvoice(invoice.orderId, body);
          toast(t('invoices.corrected', { number: correction.number }));
          goTo(adminPath(lang, 'invoices', correction.id));
        }}
      >
        {(form) => (
          <div className={styles.fields}>
            <TextField
              label={t('invoices.fields.correctionAmount', { currency: invoice.currency })}
              hint={t('invoices.amountHint')}
              required
              inputMode="decimal"
              autoComplete="off"
              {...form.text('amount')}
            />
            <TextField label={t('invoices.fields.reason')} required {...form.text('reason')} />
            <TextField label={t('invoices.fields.returnNumber')} autoComplete="off" {...form.text('returnNumber')} />
          </div>
        )}
      </FormPage>
    </section>
  );
}
