import { type Currency, formatMoney, type ReturnForReport, type StorefrontLanguage } from '@shop/contracts';
import { html, SafeHtml } from './html';
import { printedDate, printedDateTime, printedDay } from './print-dates';
import { pageFooter, pageHeader, printLayout } from './print-layout';
import { type ServiceReportText, serviceReportText } from './service-report.text';
import type { DownloadableDocument } from './shop-documents';

// A return's service report (issue 16): the return, the customer and contact, the order it came from, its
// items with the service's decisions, the status history, the thread in short and a signatures block for
// the technician and the customer. Everything the customer or staff wrote passes through `html`: escaped.

/** A message longer than this is shortened in the report (the whole thread stays in the panel). */
export const REPORT_MESSAGE_MAX_CHARS = 1200;

const styles = new SafeHtml(`<style>
body { font-variant-ligatures: none; }
table.facts th { width: 34%; }
.message { border-left: 2pt solid #c9d3cd; padding: 2pt 0 2pt 8pt; margin: 0 0 8pt; break-inside: avoid; }
.message.staff { border-left-color: #2e8b57; }
.message .who { font-weight: bold; font-size: 9pt; }
.message .when, .muted { color: #5b635e; font-size: 8.5pt; }
.message p { white-space: pre-wrap; margin: 2pt 0; }
.signatures { display: grid; grid-template-columns: 1fr 1fr; gap: 14mm; margin-top: 8pt; break-inside: avoid; }
.signatures h3 { margin-top: 0; }
.line { border-bottom: 0.75pt solid #1d2320; height: 20pt; margin-bottom: 2pt; }
.line-label { font-size: 8pt; color: #5b635e; margin-bottom: 8pt; }
</style>`);

/** The text of a message as the report prints it: whole, or its first characters and how many were left out. */
export function shortenedMessage(text: string, words: ServiceReportText): string {
  const characters = [...text];
  if (characters.length <= REPORT_MESSAGE_MAX_CHARS) return text;
  const kept = characters.slice(0, REPORT_MESSAGE_MAX_CHARS).join('').trimEnd();
  return `${kept} ${words.thread.shortened(characters.length - REPORT_MESSAGE_MAX_CHARS)}`;
}

const facts = (rows: [string, string | SafeHtml][]) =>
  html`<table class="data facts"><tbody>${rows.map(([label, value]) => html`<tr><th>${label}</th><td>${value}</td></tr>`)}</tbody></table>`;

function customerRows(report: ReturnForReport, text: ServiceReportText): [string, string | SafeHtml][] {
  const address = report.address;
  const name = address
    ? [address.companyName, `${address.firstName} ${address.lastName}`.trim()].filter(Boolean).join(', ')
    : text.none;
  const lines = address ? [address.street, `${address.zipCode} ${address.city}`, address.country] : [text.none];
  return [
    [text.fields.customer, name],
    [text.fields.address, html`${lines.map((line, i) => html`${i > 0 ? html`<br>` : ''}${line}`)}`],
    [text.fields.email, report.contactEmail || text.none],
    [text.fields.phone, report.contactPhone || text.none],
  ];
}

export function serviceReportDocument(input: {
  report: ReturnForReport;
  lang: StorefrontLanguage;
  brand: string;
  printedAt: Date;
}): DownloadableDocument {
  const { report, lang, brand } = input;
  const text = serviceReportText[lang];
  const money = (amount: number, currency: Currency) => formatMoney({ amount, currency }, lang);
  const refundOf = (itemId: string) => report.refunds.find((refund) => refund.itemId === itemId)?.amount;
  const order = report.order
    ? `${report.order.number} (${money(report.order.total.amount, report.order.total.currency)})`
    : text.fields.noOrder;
  const body = html`${styles}<header class="cover">
  <div class="brand">${brand}</div>
  <h1>${text.title} ${report.number}</h1>
  <div class="muted">${text.issued} ${printedDateTime(input.printedAt)}</div>
</header>
<h2>${text.sections.return}</h2>
${facts([
  [text.fields.number, report.number],
  [text.fields.status, text.status[report.status]],
  [text.fields.stage, text.stage[report.stage]],
  [text.fields.requestedAction, text.action[report.requestedAction]],
  [text.fields.filedAt, printedDateTime(report.createdAt)],
  [text.fields.purchaseDate, report.purchaseDate ? printedDay(report.purchaseDate) : text.none],
  [text.fields.orderDate, report.orderDate ? printedDay(report.orderDate) : text.none],
  [text.fields.order, order],
  [text.fields.assignee, report.assignee?.name ?? text.fields.nobody],
  [text.fields.attachments, report.attachments.map((file) => file.name).join(', ') || text.none],
])}
<h2>${text.sections.customer}</h2>
${facts(customerRows(report, text))}
${report.notes ? html`<h3>${text.fields.notes}</h3><p>${report.notes}</p>` : ''}
<h2>${text.sections.items}</h2>
<table class="data"><thead><tr>
  <th>${text.items.product}</th><th>${text.items.category}</th><th>${text.items.problem}</th>
  <th>${text.items.serials}</th><th>${text.items.decision}</th><th>${text.items.refund}</th>
</tr></thead><tbody>${report.items.map((item) => {
    const refund = refundOf(item.id);
    return html`<tr><td>${item.productName}</td><td>${item.category}</td><td>${item.problem}</td>
  <td>${item.serialNumbers.join(', ') || text.none}</td><td>${text.itemStatus[item.status]}</td>
  <td>${refund ? money(refund.amount, refund.currency) : text.none}</td></tr>`;
  })}</tbody></table>
<h2>${text.sections.history}</h2>
<table class="data"><thead><tr><th>${text.history.when}</th><th>${text.history.who}</th><th>${text.history.change}</th></tr></thead>
<tbody><tr><td>${printedDateTime(report.createdAt)}</td><td>${text.history.customer}</td><td>${text.history.filed} (${text.status.new})</td></tr>
${report.statusHistory.map(
  (change) =>
    html`<tr><td>${printedDateTime(change.at)}</td><td>${change.staffName}</td><td>${text.status[change.from]} → ${text.status[change.to]}</td></tr>`,
)}</tbody></table>
<h2>${text.sections.thread}</h2>
${
  report.messages.length === 0
    ? html`<p>${text.thread.empty}</p>`
    : report.messages.map(
        (message) => html`<div class="message ${message.author}">
  <div><span class="who">${message.author === 'staff' ? `${text.thread.staff}${message.staffName ? `: ${message.staffName}` : ''}` : text.thread.customer}</span>
  <span class="when">· ${printedDateTime(message.createdAt)}</span></div>
  <p>${shortenedMessage(message.text, text)}</p>
  ${
    message.attachments.length > 0
      ? html`<div class="muted">${text.thread.attachments}: ${message.attachments.map((file) => file.name).join(', ')}</div>`
      : ''
  }
</div>`,
      )
}
<h2>${text.sections.signatures}</h2>
<div class="signatures">${[text.signatures.technician, text.signatures.customer].map(
    (who) => html`<div><h3>${who}</h3>
  <div class="line"></div><div class="line-label">${text.signatures.place}</div>
  <div class="line"></div><div class="line-label">${text.signatures.date}</div>
  <div class="line"></div><div class="line-label">${text.signatures.signature}</div>
</div>`,
  )}</div>`;
  const number = report.number.replace(/[^\w-]+/g, '-');
  return {
    html: printLayout({ lang, title: `${text.title} ${report.number}`, body }),
    headerTemplate: pageHeader(brand, `${text.title} · ${report.number}`),
    footerTemplate: pageFooter(`${brand} · ${printedDate(input.printedAt)}`, text.page, text.of),
    fileName: `${text.title.toLowerCase().replace(/\s+/g, '-')}-${number}-${lang}.pdf`,
  };
}
