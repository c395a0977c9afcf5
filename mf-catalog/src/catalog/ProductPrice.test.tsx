// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProductPrice } from './ProductPrice';
import { pricePLN } from './test-fixtures';
import { loadTexts } from './test-support';

beforeAll(loadTexts);
afterEach(cleanup);

const plain = (value: string | null | undefined) => value?.replace(/\u00a0/g, ' ');
const part = (name: string) => plain(document.querySelector(`[data-${name}]`)?.textContent);

describe('ProductPrice', () => {
  it('shows a regular price with two decimals and a space between thousands', () => {
    render(<ProductPrice lang="pl" price={pricePLN(1_234_500)} />);
    expect(part('price-now')).toBe('12 345,00 zł');
    expect(document.querySelector('s')).not.toBeInTheDocument();
    expect(document.querySelector('[data-lowest-price]')).not.toBeInTheDocument();
  });

  it('during a sale: the reduced price, the regular one struck through, the Omnibus prior price and the discount against it', () => {
    const price = pricePLN(449_900, {
      regular: 549_900,
      reduced: 449_900,
      reducedSince: '2026-11-10T00:00:00.000Z',
      // The lowest of the 30 days before the sale was lower than the regular price:
      lowestPrior30Days: 499_900,
      percent: 10,
      saving: 50_000,
    });
    render(<ProductPrice lang="pl" price={price} size="large" />);
    expect(part('price-now')).toBe('Cena promocyjna: 4 499,00 zł');
    expect(part('price-regular')).toBe('Cena regularna: 5 499,00 zł');
    expect(screen.getByText('−10%')).toBeVisible();
    expect(part('lowest-price')).toBe('Najniższa cena z 30 dni przed obniżką: 4 999,00 zł · oszczędzasz 500,00 zł');
  });

  it('says it in English, in euro', () => {
    const price = {
      ...pricePLN(99_00, { regular: 129_00, reduced: 99_00, lowestPrior30Days: 119_00, percent: 17, saving: 20_00 }),
      currency: 'EUR' as const,
    };
    render(<ProductPrice lang="en" price={price} />);
    expect(part('lowest-price')).toBe('Lowest price in the 30 days before the reduction: €119.00 · you save €20.00');
    expect(screen.getByText('−17%')).toBeVisible();
  });

  it('marks a price that varies with the variant as "from"', () => {
    render(<ProductPrice lang="pl" price={pricePLN(599_900)} from />);
    expect(plain(document.querySelector('[data-price]')?.textContent)).toBe('od 5 999,00 zł');
  });

  it('shows a dealer the net wholesale price marked netto, the gross with VAT, and no retail sale notes', () => {
    render(<ProductPrice lang="pl" price={{ ...pricePLN(369_000), kind: 'b2b', net: 300_000, reduced: 369_000 }} />);
    expect(plain(document.querySelector('[data-price-now]')?.textContent)).toBe('3 000,00 zł');
    expect(screen.getByText('netto')).toBeVisible();
    expect(screen.getByText(/Cena hurtowa · brutto 3\s690,00\szł \(VAT 23%\)/)).toBeVisible();
    expect(document.querySelector('[data-lowest-price]')).not.toBeInTheDocument();
    expect(document.querySelector('[data-dealer-discount]')).not.toBeInTheDocument();
  });

  it("names a dealer's discount and the wholesale price before it, in English too", () => {
    const price = { ...pricePLN(332_100), kind: 'b2b', net: 270_000, discountPercent: 10, listNet: 300_000 } as const;
    const { unmount } = render(<ProductPrice lang="pl" price={price} />);
    expect(screen.getByText(/Twój rabat 10% od ceny hurtowej 3\s000,00\szł netto/)).toBeVisible();
    unmount();
    render(<ProductPrice lang="en" price={{ ...price, currency: 'EUR', net: 27_000, listNet: 30_000 }} />);
    expect(screen.getByText('net')).toBeVisible();
    expect(screen.getByText(/Your discount: 10% off the wholesale price of €300\.00 net/)).toBeVisible();
  });

  it('shows a retail shopper no net label and no wholesale note', () => {
    render(<ProductPrice lang="pl" price={pricePLN(369_000)} />);
    expect(document.querySelector('[data-price-net]')).not.toBeInTheDocument();
    expect(document.querySelector('[data-price-gross]')).not.toBeInTheDocument();
  });
});
