import { describe, expect, it } from 'vitest';
import type { PriceListRow } from '../domain/price-list-rows';
import { priceListText } from './price-list.text';
import { priceListColumns } from './price-list-columns';

const line: PriceListRow = {
  name: 'Zefir Bulwar 26',
  label: 'Akumulator: 720 Wh',
  sku: 'ZF-1005-02',
  moreSkus: 7,
  vatRate: 23,
  price: 524_900,
  discountPercent: 0,
  regular: 585_900,
  lowestPrior30Days: 559_900,
};
const money = (amount: number) => `${(amount / 100).toFixed(2)} zł`;
const columns = (wholesale: boolean, vatColumn: boolean) =>
  priceListColumns({ text: priceListText.pl, wholesale, basis: 'brutto', money, vatColumn });

describe('priceListColumns', () => {
  it('gives a retail line its product, code, price and the reduction notes, one fact a line', () => {
    const retail = columns(false, true);
    expect(retail.map((column) => column.head)).toEqual(['Produkt', 'Kod produktu', 'VAT', 'Cena brutto', 'Uwagi']);
    expect(retail.map((column) => column.cell(line))).toEqual([
      'Zefir Bulwar 26 · Akumulator: 720 Wh',
      'ZF-1005-02 +7',
      '23%',
      '5249.00 zł',
      'Regularna: 5859.00 zł\nNajniższa z 30 dni przed obniżką: 5599.00 zł',
    ]);
    const single = { ...line, label: '', moreSkus: 0, regular: undefined, lowestPrior30Days: undefined };
    expect(retail.map((column) => column.cell(single))).toEqual([
      'Zefir Bulwar 26',
      'ZF-1005-02',
      '23%',
      '5249.00 zł',
      '',
    ]);
  });

  it('gives a wholesale line its discount instead of notes, and a dash where none was taken', () => {
    const wholesale = columns(true, true);
    expect(wholesale.map((column) => column.head)).toEqual(['Produkt', 'Kod produktu', 'VAT', 'Rabat', 'Cena brutto']);
    expect(wholesale[3]!.cell({ ...line, discountPercent: 12 })).toBe('12%');
    expect(wholesale[3]!.cell(line)).toBe('–');
  });

  it('leaves the VAT column out when the list names one rate for every product', () => {
    expect(columns(false, false).map((column) => column.name)).toEqual(['name', 'sku', 'price', 'notes']);
  });
});
