import {
  type Currency,
  formatMoney,
  type OrderAddress,
  type OrderForDocument,
  type ShopSettings,
  type StorefrontLanguage,
  type TransferAccount,
} from '@shop/contracts';
import { html, SafeHtml } from './html';
import { type OrderDocumentText, orderDocumentText } from './order-document.text';
import { printedDate, printedDateTime } from './print-dates';
import { pageFooter, pageHeader, printLayout } from './print-layout';
import type { DownloadableDocument } from './shop-documents';

// A dealer's order document (issue 16, SPEC §1 "orders and invoices"): a pro forma that confirms the order,
// seller and buyer with their tax ids, every line with its net unit price, VAT rate, net, VAT and gross, the
// totals per VAT rate and in all, and how to pay by bank transfer. Not a VAT invoice (it says so on its face;
// docs/decisions/documents.md). What the buyer typed (names, addresses, comments) is escaped by `html`.

const styles = new SafeHtml(`<style>
body { font-variant-ligatures: none; }
h1 { font-size: 16pt; }
.cover { margin-bottom: 6pt; }
.parties, table.lines { font-size: 9pt; }
h2 { margin-top: 10pt; }
.notice { border: 1pt solid #d9822b; border-left-width: 5pt; background: #fff6ec; padding: 5pt 8pt; margin: 4pt 0 10pt; }
.parties { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 6mm; margin-bottom: 8pt; }
.parties h3 { margin-top: 0; }
.parties p { margin: 0; }
table.lines th, table.lines td { font-size: 8.5pt; padding: 2pt 4pt; line-height: 1.3; }
td.num, th.num { text-align: right; white-space: nowrap; }
/* Amounts stay on one line, their headings may wrap: the product's name gets the width, so a line takes
   two or three rows, not five, and a short order fits one page with its summary and payment block. */
table.lines th.num { white-space: normal; }
table.lines th:nth-child(2) { width: 34%; }
.sku, .muted { color: #5b635e; font-size: 8pt; }
tr.total td { font-weight: bold; background: #e8f3ec; }
.summary { display: grid; grid-template-columns: 1fr 1.2fr; gap: 6mm; align-items: start; }
.summary > div { break-inside: avoid; }
table.rates, table.payment { font-size: 8.5pt; }
.summary h3 { margin-top: 4pt; }

table.payment th, table.payment td { padding: 2pt 6pt; }
table.payment th { width: 36%; }
.mono { font-family: 'DejaVu Sans Mono', monospace; }
</style>`);

/** A Polish IBAN in groups of four after the check digits, as banks print it. */
export function groupedIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .replace(/^([A-Z]{2}\d{2})(.*)$/, (_, head: string, rest: string) =>
      [head, ...(rest.match(/.{1,4}/g) ?? [])].join(' '),
    );
}

const rate = (vatRate: number) => `${vatRate}%`;

/** A party's block: its title and the lines it has (empty ones left out). */
export function party(title: string, lines: (string | false | null | undefined)[]): SafeHtml {
  return html`<div><h3>${title}</h3>${lines.filter(Boolean).map((line) => html`<p>${line as string}</p>`)}</div>`;
}

function buyerLines(address: OrderAddress, order: OrderForDocument, text: OrderDocumentText) {
  const person = `${address.firstName} ${address.lastName}`.trim();
  return [
    address.companyName,
    person,
    address.street,
    `${address.zipCode} ${address.city}`,
    address.country,
    address.taxId && `${text.taxId}: ${address.taxId}`,
    address.vatId && `${text.vatId}: ${address.vatId}`,
    order.email && `${text.email}: ${order.email}`,
    order.phone && `${text.phone}: ${order.phone}`,
  ];
}

const sameAddress = (a: OrderAddress, b: OrderAddress) =>
  (['companyName', 'firstName', 'lastName', 'street', 'zipCode', 'city', 'country'] as const).every(
    (key) => (a[key] ?? '') === (b[key] ?? ''),
  );

export function orderDocument(input: {
  order: OrderForDocument;
  lang: StorefrontLanguage;
  brand: string;
  seller: ShopSettings['company'];
  /** Where transfers go, as payments tells the buyer; null when payments did not answer. */
  transfer: TransferAccount | null;
  transferDueWorkingDays: number;
  printedAt: Date;
}): DownloadableDocument {
  const { order, lang, brand, seller, transfer } = input;
  const text = orderDocumentText[lang];
  // A preorder is not paid until it is confirmed (docs/decisions/documents.md): no pro forma yet.
  const preorder = order.paymentMethod === 'preorder';
  const title = preorder ? text.preorder.title : text.title;
  const money = (amount: number) => formatMoney({ amount, currency: order.currency as Currency }, lang);
  const lineName = (line: OrderForDocument['lines'][number]) =>
    line.kind === 'delivery'
      ? html`${text.lines.delivery[line.name] ?? line.name}`
      : html`${line.name}<div class="sku">${line.optionsLabel ? html`${line.optionsLabel} · ` : ''}${text.lines.sku}: ${line.sku}</div>${(line.options ?? []).map((o) => html`<div class="sku">${o.name}: ${o.text}</div>`)}`;
  const amounts = (row: { net: number; vat: number; gross: number }) =>
    html`<td class="num">${money(row.net)}</td><td class="num">${money(row.vat)}</td><td class="num">${money(row.gross)}</td>`;
  const body = html`${styles}<header class="cover">
  <div class="brand">${brand}</div>
  <h1>${title}</h1>
  <div class="subtitle">${text.number} ${order.number}</div>
  <div class="muted">${text.orderDate}: ${printedDate(order.createdAt)} · ${text.printed}: ${printedDateTime(input.printedAt)}</div>
</header>
<div class="notice">${preorder ? text.preorder.notice : text.notInvoice}</div>
<div class="parties">
  ${party(text.seller, [seller.name, seller.street, `${seller.zipCode} ${seller.city}`, `${text.taxId}: ${seller.taxId}`, `${text.phone}: ${seller.phone}`])}
  ${party(text.buyer, buyerLines(order.billing, order, text))}
  ${
    sameAddress(order.billing, order.delivery)
      ? ''
      : party(text.deliveryTo, [
          order.delivery.companyName,
          `${order.delivery.firstName} ${order.delivery.lastName}`.trim(),
          order.delivery.street,
          `${order.delivery.zipCode} ${order.delivery.city}`,
          order.delivery.country,
        ])
  }
</div>
${order.comments ? html`<p><strong>${text.comments}:</strong> ${order.comments}</p>` : ''}
<table class="data lines"><thead><tr>
  <th class="num">${text.lines.position}</th><th>${text.lines.name}</th><th class="num">${text.lines.quantity}</th>
  <th class="num">${text.lines.unitNet}</th><th class="num">${text.lines.vatRate}</th>
  <th class="num">${text.lines.net}</th><th class="num">${text.lines.vat}</th><th class="num">${text.lines.gross}</th>
</tr></thead><tbody>${order.lines.map(
    (line, i) => html`<tr><td class="num">${i + 1}</td><td>${lineName(line)}</td><td class="num">${line.quantity}</td>
  <td class="num">${money(line.unitNet)}</td><td class="num">${rate(line.vatRate)}</td>${amounts(line)}</tr>`,
  )}</tbody></table>
${order.discount > 0 ? html`<p class="muted">${text.discountNote(order.promoCode, money(order.discount))}</p>` : ''}
<div class="summary">
<div><h3>${text.perRate}</h3>
<table class="data rates"><thead><tr>
  <th>${text.rate}</th><th class="num">${text.lines.net}</th><th class="num">${text.lines.vat}</th><th class="num">${text.lines.gross}</th>
</tr></thead><tbody>
${order.vatRates.map((row) => html`<tr><td>${rate(row.vatRate)}</td>${amounts(row)}</tr>`)}
<tr class="total"><td>${text.total}</td>${amounts(order.totals)}</tr>
</tbody></table></div>
<div><h3>${text.payment.title}</h3>
<table class="data payment"><tbody>
  <tr><th>${text.payment.method}</th><td>${text.payment.methods[order.paymentMethod]}</td></tr>
  ${
    order.paymentMethod === 'transfer'
      ? html`<tr><th>${text.payment.account}</th><td class="mono">${transfer ? groupedIban(transfer.account) : text.payment.accountUnknown}</td></tr>
  ${transfer ? html`<tr><th>${text.payment.recipient}</th><td>${transfer.recipient}</td></tr>` : ''}
  <tr><th>${text.payment.transferTitle}</th><td>${order.number}</td></tr>`
      : ''
  }
  ${order.paymentMethod === 'transfer' ? html`<tr><th>${text.payment.dueLabel}</th><td>${text.payment.due(input.transferDueWorkingDays)}</td></tr>` : ''}
  <tr><th>${preorder ? text.preorder.amount : text.payment.amount}</th><td><strong>${money(order.totals.gross)}</strong></td></tr>
</tbody></table></div>
</div>
`;
  const number = order.number.replace(/[^\w-]+/g, '-');
  return {
    html: printLayout({ lang, title: `${title} · ${order.number}`, body }),
    headerTemplate: pageHeader(brand, `${title} · ${order.number}`),
    footerTemplate: pageFooter(`${seller.name} · ${text.taxId} ${seller.taxId}`, text.page, text.of),
    fileName: `${preorder ? 'preorder-confirmation' : 'pro-forma'}-${number}-${lang}.pdf`,
  };
}
