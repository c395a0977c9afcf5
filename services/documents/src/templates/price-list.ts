import {
  formatDate,
  formatMoney,
  type PriceListForPrint,
  type PriceListPrices,
  type ShopSettings,
  type StorefrontLanguage,
} from '@shop/contracts';
import { type PriceListRow, type PriceListRule, priceListRows } from '../domain/price-list-rows';
import { html, SafeHtml } from './html';
import { priceListText } from './price-list.text';
import { columnStyles, priceListColumns } from './price-list-columns';
import { pageFooter, pageHeader, printLayout } from './print-layout';
import type { DownloadableDocument } from './shop-documents';

// A price list (issue 16): a header with whom it is for, currency, net or gross, date and the seller; then one
// table per top collection in menu order, one row per product (or per variant where they differ in price).
// Names come from staff (the list's, the group's, the catalogue's) and all pass through `html`, so escaped.
// Rows are told apart by a rule under each, not by zebra stripes and boxed cells: with 500 products those
// cost about a tenth of the print (bench/README.md), and a rule reads as well across a row. The cells are
// plain texts set by column (price-list-columns.ts), and a VAT rate every product shares is said once above
// the tables, not in a column: a tagged list's print grows with its cells and texts.

const styles = new SafeHtml(`<style>
body { font-variant-ligatures: none; font-size: 8.5pt; }
table.prices { table-layout: fixed; font-size: 7.5pt; line-height: 1.3; margin: 2pt 0 6pt; }
table.prices col.name { width: 46%; }
table.prices col.sku { width: 15%; }
table.prices col.vat { width: 6%; }
table.prices col.discount { width: 9%; }
table.prices col.price { width: 14%; }
.facts { display: grid; grid-template-columns: auto 1fr; gap: 1pt 10pt; margin: 0 0 8pt; }
.facts dt { color: #5b635e; }
.facts dd { margin: 0; font-weight: bold; }
.seller { font-size: 8pt; color: #4a544f; margin-bottom: 6pt; }
.discount { border-left: 4pt solid #d9822b; background: #fff6ec; padding: 4pt 8pt; margin: 4pt 0 8pt; }
table.prices th, table.prices td { padding: 1pt 3pt; border: 0; border-bottom: 0.5pt solid #c9d3cd; }
table.prices thead { display: table-header-group; }
h2 { font-size: 12pt; margin: 10pt 0 3pt; }
</style>`);

/** Who the list is for and how it is priced. */
export interface PriceListHeading {
  /** The list's name: the saved definition's, else the kind's title. */
  name: string;
  /** Whom it is for (a group's name, 'retail customers', 'dealer, NIP …'). */
  audience: string;
  prices: PriceListPrices;
  discountPercent: number;
}

export function priceListDocument(input: {
  list: PriceListForPrint;
  rule: PriceListRule;
  heading: PriceListHeading;
  lang: StorefrontLanguage;
  brand: string;
  seller: Pick<ShopSettings, 'company'>['company'];
  issuedOn: Date;
  fileName: string;
}): DownloadableDocument {
  const { list, rule, heading, lang, brand, seller } = input;
  const text = priceListText[lang];
  const issued = formatDate(input.issuedOn, lang);
  const money = (amount: number) => formatMoney({ amount, currency: list.currency }, lang);
  const wholesale = rule.kind === 'wholesale';
  const basis = heading.prices === 'net' ? text.net : text.gross;
  const tables = list.collections.map((collection) => ({
    collection,
    rows: collection.products.flatMap((product) => priceListRows(product, rule)),
  }));
  const vatRates = new Set(tables.flatMap(({ rows }) => rows.map((line) => line.vatRate)));
  const columns = priceListColumns({ text, wholesale, basis, money, vatColumn: vatRates.size > 1 });
  // One text per cell and no space between cells: each element and text is a node of the PDF's structure tree,
  // and that tree is most of a tagged list's print (bench/README.md).
  const row = (line: PriceListRow) => html`<tr>${columns.map((column) => html`<td>${column.cell(line)}</td>`)}</tr>`;
  const head = html`<colgroup>${columns.map((column) => html`<col class="${column.name}">`)}</colgroup><thead><tr>${columns.map(
    (column) => html`<th>${column.head}</th>`,
  )}</tr></thead>`;
  const body = html`${styles}${columnStyles(columns)}<header class="cover">
  <div class="brand">${brand} · ${text.title}</div>
  <h1>${heading.name}</h1>
</header>
<dl class="facts">
  <dt>${text.for}</dt><dd>${heading.audience}</dd>
  <dt>${text.currency}</dt><dd>${list.currency}</dd>
  <dt>${text.prices}</dt><dd>${basis}</dd>
  ${vatRates.size === 1 ? html`<dt>${text.head.vat}</dt><dd>${text.vatForAll([...vatRates][0]!)}</dd>` : ''}
  <dt>${text.issued}</dt><dd>${issued}</dd>
</dl>
<div class="seller">${text.seller}: ${seller.name}, ${seller.street}, ${seller.zipCode} ${seller.city}, ${text.taxId} ${
    seller.taxId
  }, ${text.phone} ${seller.phone}</div>
${heading.discountPercent > 0 ? html`<div class="discount">${text.discount(heading.discountPercent)}</div>` : ''}
<p class="muted">${wholesale ? text.wholesaleNote : text.retailNote} ${text.moreSkusNote}</p>
${tables.map(
  ({ collection, rows }) => html`<section>
  <h2>${collection.name}</h2>
  ${rows.length === 0 ? html`<p>${text.empty}</p>` : html`<table class="prices">${head}<tbody>${rows.map(row)}</tbody></table>`}
</section>`,
)}`;
  return {
    html: printLayout({ lang, title: `${brand} · ${heading.name}`, body }),
    headerTemplate: pageHeader(brand, `${heading.name} · ${list.currency} ${basis} · ${issued}`),
    footerTemplate: pageFooter(`${seller.name} · ${text.title}`, text.page, text.of),
    fileName: input.fileName,
  };
}
