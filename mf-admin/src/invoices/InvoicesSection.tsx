import {
  type AdminInvoiceSummary,
  formatMoney,
  type InvoiceDetail,
  InvoiceKind,
  type InvoiceState,
} from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Badge, type BadgeTone, Button } from '@shop/ui';
import { useState } from 'react';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import { downloadInvoiceFile, getInvoice, type InvoiceFile, listInvoices, resendInvoice } from '../api/invoices';
import { AdminPage } from '../kit/AdminPage';
import { formatDateTime } from '../kit/format';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { AdminLink } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import type { SectionScreenProps } from '../screens/section-screens';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';

import { BuyerFixForm, CorrectionForm } from './InvoiceForms';

// The invoices section (`invoices.*`, issue 26; docs/decisions/invoices.md): every invoice with its KSeF
// state, filtered by kind, state, buyer and issue day; an invoice's page with its parties, lines and totals,
// its files (FA(3) XML, PDF in Polish and English, KSeF's UPO), resending a rejected one (its buyer's data
// fixed first, or as it is) and a correction for money given back (a return's refund), once per opening of
// the form however often it is submitted. The KSeF columns are shown as the sender fills them.

/** The states staff filter by (a draft never leaves issuing). */
const listedStates: InvoiceState[] = ['queued', 'sent', 'accepted', 'rejected', 'offline'];

const stateTone: Record<InvoiceState, BadgeTone> = {
  draft: 'neutral',
  queued: 'info',
  sent: 'info',
  accepted: 'success',
  rejected: 'danger',
  offline: 'warning',
};

function StateBadge({ state }: { state: InvoiceState }) {
  const t = useText();
  return <Badge tone={stateTone[state]}>{t(`invoices.state.${state}`)}</Badge>;
}

export function InvoicesSection({ staff, path: [id] }: SectionScreenProps) {
  if (id) return <InvoicePage key={id} id={id} staff={staff} />;
  return <InvoicesListPage />;
}

function InvoicesListPage() {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage title={t('sections.invoices')}>
      <ServerList<AdminInvoiceSummary>
        caption={t('invoices.caption')}
        load={listInvoices}
        rowKey={(invoice) => invoice.id}
        rowHref={(invoice) => adminPath(lang, 'invoices', invoice.id)}
        filters={[
          { name: 'buyer', label: t('invoices.filters.buyer') },
          {
            name: 'kind',
            label: t('invoices.fields.kind'),
            options: InvoiceKind.options.map((value) => ({ value, label: t(`invoices.kind.${value}`) })),
          },
          {
            name: 'state',
            label: t('invoices.fields.state'),
            options: listedStates.map((value) => ({ value, label: t(`invoices.state.${value}`) })),
          },
          { name: 'from', label: t('invoices.filters.from'), date: true },
          { name: 'to', label: t('invoices.filters.to'), date: true },
        ]}
        columns={[
          { key: 'number', label: t('invoices.fields.number'), sortKey: 'number', cell: (invoice) => invoice.number },
          { key: 'kind', label: t('invoices.fields.kind'), cell: (invoice) => t(`invoices.kind.${invoice.kind}`) },
          {
            key: 'state',
            label: t('invoices.fields.state'),
            sortKey: 'state',
            cell: (invoice) => <StateBadge state={invoice.state} />,
          },
          {
            key: 'buyer',
            label: t('invoices.fields.buyer'),
            cell: (invoice) =>
              invoice.buyerTaxId ? `${invoice.buyerName} (${invoice.buyerTaxId})` : invoice.buyerName,
          },
          {
            key: 'total',
            label: t('invoices.fields.total'),
            align: 'end',
            cell: (invoice) => formatMoney(invoice.total, lang),
          },
          {
            key: 'issueDate',
            label: t('invoices.fields.issueDate'),
            sortKey: 'issueDate',
            cell: (invoice) => invoice.issueDate,
          },
          { key: 'ksef', label: t('invoices.fields.ksefNumber'), cell: (invoice) => invoice.ksefNumber ?? '—' },
        ]}
        empty={{ title: t('invoices.empty'), text: t('invoices.emptyHint') }}
      />
    </AdminPage>
  );
}

/** The invoice's files: each button named by what it saves; failures said in a toast. */
function InvoiceFiles({ invoice }: { invoice: InvoiceDetail }) {
  const t = useText();
  const lang = useAdminLanguage();
  const [busy, setBusy] = useState<InvoiceFile | null>(null);
  const files: InvoiceFile[] = ['pdf-pl', 'pdf-en', 'xml', ...(invoice.hasUpo ? (['upo'] as const) : [])];
  const save = async (file: InvoiceFile) => {
    setBusy(file);
    try {
      await downloadInvoiceFile(invoice, file);
    } catch (error) {
      toast(`${t(`invoices.files.${file}`)}: ${describeError(error, lang)}`, { tone: 'danger' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {files.map((file) => (
        <Button key={file} variant="secondary" loading={busy === file} onClick={() => save(file)}>
          {t(`invoices.files.${file}`)}
        </Button>
      ))}
    </>
  );
}

function InvoicePage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getInvoice(id, signal), [id]);
  const [resending, setResending] = useState(false);
  const trail = [{ label: t('sections.invoices'), href: adminPath(lang, 'invoices') }];
  if (loaded.state !== 'ready')
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('invoices.detailTitle')}
        failedTitle={t('invoices.loadFailed')}
        trail={trail}
      />
    );
  const invoice = loaded.data;
  const money = (amount: number) => formatMoney({ amount, currency: invoice.currency }, lang);
  const resend = async () => {
    setResending(true);
    try {
      replace(await resendInvoice(invoice.id));
      toast(t('invoices.resent', { number: invoice.number }));
    } catch (error) {
      toast(describeError(error, lang), { tone: 'danger' });
    } finally {
      setResending(false);
    }
  };
  const party = (who: 'seller' | 'buyer') => {
    const p = invoice[who];
    return (
      <>
        <dt>{t(`invoices.fields.${who}`)}</dt>
        <dd>
          {p.name}, {p.street}, {p.zipCode} {p.city}, {p.country}
          {p.taxId && ` · NIP ${p.taxId}`}
          {p.vatId && ` · VAT ${p.vatId}`}
        </dd>
      </>
    );
  };
  return (
    <AdminPage
      title={t('invoices.title', { number: invoice.number })}
      trail={trail}
      actions={
        <>
          {invoice.state === 'rejected' && staff.may('invoices.update') && (
            <Button loading={resending} onClick={resend}>
              {t('invoices.resend')}
            </Button>
          )}
          <InvoiceFiles invoice={invoice} />
        </>
      }
    >
      <p className={styles.lead}>
        <StateBadge state={invoice.state} /> {t(`invoices.kind.${invoice.kind}`)} ·{' '}
        {t('invoices.summary', { total: formatMoney(invoice.total, lang), date: invoice.issueDate })}
      </p>
      <dl className={styles.lead}>
        <dt>{t('invoices.fields.order')}</dt>
        <dd>
          {staff.may('orders.view') ? (
            <AdminLink href={adminPath(lang, 'orders', invoice.orderId)}>{t('invoices.openOrder')}</AdminLink>
          ) : (
            invoice.orderId
          )}
        </dd>
        {party('seller')}
        {party('buyer')}
        <dt>{t('invoices.fields.ksefNumber')}</dt>
        <dd>{invoice.ksefNumber ?? t('invoices.noKsefNumber')}</dd>
        {invoice.ksefAcceptedAt && (
          <>
            <dt>{t('invoices.fields.ksefAcceptedAt')}</dt>
            <dd>{formatDateTime(invoice.ksefAcceptedAt)}</dd>
          </>
        )}
        {invoice.offlineSince && (
          <>
            <dt>{t('invoices.fields.offlineSince')}</dt>
            <dd>{formatDateTime(invoice.offlineSince)}</dd>
          </>
        )}
        {invoice.ksefRejection && (
          <>
            <dt>{t('invoices.fields.ksefRejection')}</dt>
            <dd>{invoice.ksefRejection}</dd>
          </>
        )}
        {invoice.refersTo.length > 0 && (
          <>
            <dt>{t(invoice.kind === 'KOR' ? 'invoices.fields.corrects' : 'invoices.fields.advances')}</dt>
            <dd>{invoice.refersTo.map((ref) => ref.number).join(', ')}</dd>
          </>
        )}
        {invoice.reason && (
          <>
            <dt>{t('invoices.fields.reason')}</dt>
            <dd>{invoice.reason}</dd>
          </>
        )}
        {invoice.splitPayment && (
          <>
            <dt>{t('invoices.fields.splitPayment')}</dt>
            <dd>{t('invoices.splitPayment')}</dd>
          </>
        )}
      </dl>
      <section aria-labelledby="invoice-lines">
        <h2 id="invoice-lines">{t('invoices.lines')}</h2>
        <table>
          <caption className={styles.lead}>{t('invoices.linesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invoices.fields.name')}</th>
              <th scope="col">{t('invoices.fields.quantity')}</th>
              <th scope="col">{t('invoices.fields.unitGross')}</th>
              <th scope="col">{t('invoices.fields.gross')}</th>
              <th scope="col">{t('invoices.fields.vatRate')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines are fixed and have no id
              <tr key={i}>
                <td>{line.sku ? `${line.name} (${line.sku})` : line.name}</td>
                <td>
                  {line.quantity} {line.unit}
                </td>
                <td>{money(line.unitGross)}</td>
                <td>{money(line.gross)}</td>
                <td>{line.vatRate}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table>
          <caption className={styles.lead}>{t('invoices.ratesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invoices.fields.vatRate')}</th>
              <th scope="col">{t('invoices.fields.net')}</th>
              <th scope="col">{t('invoices.fields.vat')}</th>
              <th scope="col">{t('invoices.fields.gross')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.rateTotals.map((row) => (
              <tr key={row.vatRate}>
                <td>{row.vatRate}%</td>
                <td>{money(row.net)}</td>
                <td>{money(row.vat)}</td>
                <td>{money(row.gross)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {invoice.state === 'rejected' && !invoice.offlineSince && staff.may('invoices.update') && (
        <BuyerFixForm
          key={`${invoice.ksefRejection}|${JSON.stringify(invoice.buyer)}`}
          invoice={invoice}
          onFixed={replace}
        />
      )}
      {staff.may('invoices.create') && (invoice.kind === 'VAT' || invoice.kind === 'ROZ') && (
        <CorrectionForm invoice={invoice} />
      )}
    </AdminPage>
  );
}
