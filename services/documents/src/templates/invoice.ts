import { type Currency, formatMoney, type InvoiceForDocument, type StorefrontLanguage } from '@shop/contracts';
import { html, SafeHtml } from './html';
import { type InvoiceText, invoiceText } from './invoice.text';
import { groupedIban, party } from './order-document';
import { printedDay } from './print-dates';
import { pageFooter, pageHeader, printLayout } from './print-layout';
import { qrCodeDataUri } from './qr-code';
import type { DownloadableDocument } from './shop-documents';

// The printable view of a VAT invoice (issue 26): what its FA(3) document says that a buyer reads — seller,
// buyer, number and dates, the lines by the gross method, totals per rate, PLN amounts of a foreign currency
// with the NBP rate, payment, the split-payment mark, what a correction or final invoice refers to — and the
// KSeF verification QR codes (ksef-docs `kody-qr.md`, links made by orders): KOD I with the KSeF number under
// it, or OFFLINE while the invoice has none, and for an invoice issued offline KOD II (CERTYFIKAT). Everything
// from the invoice is escaped by `html`.

const styles = new SafeHtml(`<style>
body { font-variant-ligatures: none; }
h1 { font-size: 16pt; }
.top { display: grid; grid-template-columns: 1fr 42mm; gap: 6mm; align-items: start; }
.codes { display: grid; gap: 3mm; }
.ksef { text-align: center; font-size: 7.5pt; color: #1d2320; border: 0.75pt solid #c9d3cd; padding: 3pt; }
.ksef img { width: 34mm; height: 34mm; display: block; margin: 0 auto 2pt; }
.ksef .label { font-weight: bold; font-size: 8pt; word-break: break-all; }
.parties { display: grid; grid-template-columns: 1fr 1fr; gap: 6mm; margin: 6pt 0 8pt; font-size: 9pt; }
.parties h3 { margin-top: 0; }
.parties p { margin: 0; }
.split { border: 1.5pt solid #1d2320; padding: 4pt 8pt; font-weight: bold; text-transform: uppercase; margin: 6pt 0; }
table.lines th, table.lines td { font-size: 8.5pt; padding: 2pt 4pt; line-height: 1.3; }
table.lines th.num { white-space: normal; }
td.num, th.num { text-align: right; white-space: nowrap; }
.sku, .muted { color: #5b635e; font-size: 8pt; }
tr.total td { font-weight: bold; background: #e8f3ec; }
.summary { display: grid; grid-template-columns: 1fr 1fr; gap: 6mm; align-items: start; }
.summary > div { break-inside: avoid; }
table.rates, table.payment { font-size: 8.5pt; }
table.payment th, tr.total td:first-child { white-space: nowrap; }
.mono { font-family: 'DejaVu Sans Mono', monospace; white-space: nowrap; }
</style>`);

/** KOD I (and KOD II of an offline invoice) as images with what is printed under each. */
async function verificationCodes(invoice: InvoiceForDocument, text: InvoiceText) {
  const links = invoice.verification;
  if (!links) return [];
  const codes = [{ url: links.invoice, label: invoice.ksefNumber ?? text.ksef.offline, alt: text.ksef.verify }];
  if (links.certificate) codes.push({ url: links.certificate, label: text.ksef.certificate, alt: text.ksef.issuer });
  return Promise.all(codes.map(async (code) => ({ ...code, src: await qrCodeDataUri(code.url) })));
}

function partyLines(p: InvoiceForDocument['buyer'], text: InvoiceText) {
  return [
    p.name,
    p.street,
    `${p.zipCode} ${p.city}`,
    p.country,
    p.taxId && `${text.taxId}: ${p.taxId}`,
    p.vatId && `${text.vatId}: ${p.vatId}`,
    p.email && `${text.email}: ${p.email}`,
  ];
}

export async function invoiceDocument(input: {
  invoice: InvoiceForDocument;
  lang: StorefrontLanguage;
  brand: string;
}): Promise<DownloadableDocument> {
  const { invoice, lang, brand } = input;
  const text = invoiceText[lang];
  const title = text.titles[invoice.kind];
  const money = (amount: number, currency = invoice.currency as Currency) => formatMoney({ amount, currency }, lang);
  const pln = (amount: number) => money(amount, 'PLN');
  const foreign = invoice.currency !== 'PLN';
  const codes = await verificationCodes(invoice, text);
  const totals = invoice.rateTotals.reduce(
    (sum, row) => ({ net: sum.net + row.net, vat: sum.vat + row.vat, gross: sum.gross + row.gross }),
    { net: 0, vat: 0, gross: 0 },
  );
  const references = invoice.refersTo.map(
    (ref) => `${ref.number}${ref.ksefNumber ? ` (${text.ksef.number}: ${ref.ksefNumber})` : ''}`,
  );
  const amounts = (row: { net: number; vat: number; gross: number; vatPln?: number }) =>
    html`<td class="num">${money(row.net)}</td><td class="num">${money(row.vat)}</td><td class="num">${money(row.gross)}</td>${foreign ? html`<td class="num">${row.vatPln === undefined ? '' : pln(row.vatPln)}</td>` : ''}`;
  const body = html`${styles}<div class="top"><header class="cover">
  <div class="brand">${brand}</div>
  <h1>${title} ${text.number} ${invoice.number}</h1>
  <div class="subtitle">${text.issueDate}: ${printedDay(invoice.issueDate)}</div>
  ${invoice.saleDate ? html`<div class="subtitle">${text.saleDate}: ${printedDay(invoice.saleDate)}</div>` : ''}
  <div class="muted">${text.order}: ${invoice.orderNumber}</div>
  ${invoice.ksefNumber ? html`<div class="muted">${text.ksef.number}: ${invoice.ksefNumber}</div>` : html`<div class="muted">${text.ksef.waiting}</div>`}
</header>
<div class="codes">${codes.map((code) => html`<div class="ksef"><img src="${code.src}" alt="${code.alt}"><div class="label">${code.label}</div>${code.alt}</div>`)}</div></div>
<div class="parties">
  ${party(text.seller, partyLines(invoice.seller, text))}
  ${party(text.buyer, partyLines(invoice.buyer, text))}
</div>
${invoice.splitPayment ? html`<div class="split">${text.splitPayment}</div>` : ''}
${references.length ? html`<p><strong>${invoice.kind === 'KOR' ? text.corrects : text.advances}:</strong> ${references.join(', ')}</p>` : ''}
${invoice.reason ? html`<p><strong>${text.reason}:</strong> ${invoice.reason}</p>` : ''}
<table class="data lines"><thead><tr>
  <th class="num">${text.lines.position}</th><th>${text.lines.name}</th><th>${text.lines.unit}</th>
  <th class="num">${text.lines.quantity}</th><th class="num">${text.lines.unitGross}</th>
  <th class="num">${text.lines.discount}</th><th class="num">${text.lines.gross}</th><th class="num">${text.lines.vatRate}</th>
</tr></thead><tbody>${invoice.lines.map(
    (
      line,
      i,
    ) => html`<tr><td class="num">${i + 1}</td><td>${line.name}${line.sku ? html`<div class="sku">${text.lines.sku}: ${line.sku}</div>` : ''}</td>
  <td>${line.unit}</td><td class="num">${line.quantity}</td><td class="num">${money(line.unitGross)}</td>
  <td class="num">${line.discount ? money(line.discount) : ''}</td><td class="num">${money(line.gross)}</td><td class="num">${line.vatRate}%</td></tr>`,
  )}</tbody></table>
<p class="muted">${text.grossMethod}</p>
<div class="summary">
<div><h3>${text.perRate}</h3>
<table class="data rates"><thead><tr>
  <th>${text.rate}</th><th class="num">${text.net}</th><th class="num">${text.vat}</th><th class="num">${text.gross}</th>${foreign ? html`<th class="num">${text.vatPln}</th>` : ''}
</tr></thead><tbody>
${invoice.rateTotals.map((row) => html`<tr><td>${row.vatRate}%</td>${amounts(row)}</tr>`)}
<tr class="total"><td>${invoice.kind === 'KOR' ? text.totalKor : text.total}</td>${amounts({ ...totals, vatPln: invoice.rateTotals.reduce((sum, row) => sum + row.vatPln, 0) })}</tr>
</tbody></table>
${foreign && invoice.rate ? html`<p class="muted">${text.exchange(invoice.currency, invoice.rate.ratePln, invoice.rate.tableNo, invoice.rate.tableDate && printedDay(invoice.rate.tableDate))}<br>${text.totalPln}: ${pln(invoice.totalPln.amount)}</p>` : ''}
</div>
<div><h3>${text.payment.title}</h3>
<table class="data payment"><tbody>
  <tr><th>${text.payment.method}</th><td>${text.payment.methods[invoice.payment.method] ?? invoice.payment.method}</td></tr>
  ${invoice.payment.paidOn ? html`<tr><th>${text.payment.paidOn}</th><td>${printedDay(invoice.payment.paidOn)}</td></tr>` : ''}
  ${invoice.payment.dueDate ? html`<tr><th>${text.payment.dueDate}</th><td>${printedDay(invoice.payment.dueDate)}</td></tr>` : ''}
  ${invoice.payment.bankAccount ? html`<tr><th>${text.payment.account}</th><td class="mono">${groupedIban(invoice.payment.bankAccount)}</td></tr>` : ''}
  <tr><th>${invoice.kind === 'KOR' ? text.totalKor : text.total}</th><td><strong>${money(invoice.total.amount)}</strong></td></tr>
</tbody></table></div>
</div>
`;
  return {
    html: printLayout({ lang, title: `${title} ${invoice.number}`, body }),
    headerTemplate: pageHeader(brand, `${title} ${invoice.number}`),
    footerTemplate: pageFooter(
      `${invoice.seller.name} · ${text.taxId} ${invoice.seller.taxId ?? ''}`,
      text.page,
      text.of,
    ),
    fileName: `${invoice.number.replace(/[^\w-]+/g, '-')}-${lang}.pdf`,
  };
}
