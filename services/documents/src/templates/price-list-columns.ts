import type { PriceListRow } from '../domain/price-list-rows';
import { SafeHtml } from './html';
import type { PriceListText } from './price-list.text';

// The columns of a price list's tables: one list gives each column's heading, its cells' text and how it is set,
// so the table carries no class or element per cell (each would be another node of a tagged PDF's structure
// tree, bench/README.md). A cell is one plain text; a line break in it is kept (`white-space: pre-line`).

export interface PriceListColumn {
  /** The column's name in the stylesheet (its width). */
  name: 'name' | 'sku' | 'vat' | 'discount' | 'price' | 'notes';
  head: string;
  cell: (line: PriceListRow) => string;
  /** Numbers are set right; notes smaller and grey. */
  set?: 'number' | 'notes';
}

export function priceListColumns(input: {
  text: PriceListText;
  wholesale: boolean;
  /** 'net' or 'gross' in the list's words. */
  basis: string;
  money: (amount: number) => string;
  /** Off when every line has the same VAT rate: the list's facts name it once. */
  vatColumn: boolean;
}): PriceListColumn[] {
  const { text, wholesale, money } = input;
  const columns: PriceListColumn[] = [
    {
      name: 'name',
      head: text.head.product,
      cell: (line) => (line.label ? `${line.name} · ${line.label}` : line.name),
    },
    {
      name: 'sku',
      head: text.head.sku,
      cell: (line) => (line.moreSkus > 0 ? `${line.sku} +${line.moreSkus}` : line.sku),
    },
  ];
  if (input.vatColumn)
    columns.push({ name: 'vat', head: text.head.vat, cell: (line) => `${line.vatRate}%`, set: 'number' });
  if (wholesale) {
    const cell = (line: PriceListRow) => (line.discountPercent > 0 ? `${line.discountPercent}%` : '–');
    columns.push({ name: 'discount', head: text.head.discount, cell, set: 'number' });
  }
  columns.push({
    name: 'price',
    head: `${text.head.price} ${input.basis}`,
    cell: (line) => money(line.price),
    set: 'number',
  });
  if (!wholesale)
    columns.push({
      name: 'notes',
      head: text.head.notes,
      cell: (line) => retailNotes(line, text, money),
      set: 'notes',
    });
  return columns;
}

/** Where reduced: the regular price and the lowest of the 30 days before the reduction, one a line. */
function retailNotes(line: PriceListRow, text: PriceListText, money: (amount: number) => string): string {
  if (line.regular === undefined) return '';
  const regular = `${text.regular}: ${money(line.regular)}`;
  return line.lowestPrior30Days === undefined
    ? regular
    : `${regular}\n${text.lowest30}: ${money(line.lowestPrior30Days)}`;
}

/**
 * How each column is set, by its place in the row. Notes are 9 px, a whole pixel: at a fractional size (7 pt is
 * 9.33 px) Chromium's PDF places every glyph on its own, three times the page's drawing for the same text.
 */
export function columnStyles(columns: readonly PriceListColumn[]): SafeHtml {
  const cells = (set: PriceListColumn['set'], selector: string) =>
    columns.flatMap((column, i) => (column.set === set ? [`table.prices ${selector}:nth-child(${i + 1})`] : []));
  const sku = `table.prices td:nth-child(${columns.findIndex((column) => column.name === 'sku') + 1})`;
  const rules = [`${sku} { white-space: nowrap; }`];
  const numbers = cells('number', ':is(td, th)');
  if (numbers.length > 0) rules.push(`${numbers.join(', ')} { text-align: right; white-space: nowrap; }`);
  const notes = cells('notes', 'td');
  if (notes.length > 0) rules.push(`${notes.join(', ')} { white-space: pre-line; font-size: 9px; color: #4a544f; }`);
  // Our own column names and numbers, never staff's text: inserted as written.
  return new SafeHtml(`<style>\n${rules.join('\n')}\n</style>`);
}
