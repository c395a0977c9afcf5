// Where a 500-product price list's print goes, inside one process (no HTTP, no catalog): the HTML built from
// the real template, its hash, then Chromium's part (a page opened, the HTML set, the PDF printed) over
// Debian's Chromium, started once and warm. Each phase is timed per print; the medians are printed.
//   npx tsx bench/price-list-print.ts [prints]      (PRINT_TAGGED=0 untagged, PRINT_REUSE=1 one page re-used)
// Used to split the documents side of `npm run bench:documents` (bench/README.md, "Where the time goes").
import type { PriceListForPrint, PriceListProduct } from '@shop/contracts';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumArgs, documentHash, printOptions } from '../services/documents/src/render/pdf-renderer';
import * as current from '../services/documents/src/templates/price-list';

const prints = Number(process.argv[2] ?? 8);
const tagged = process.env.PRINT_TAGGED !== '0';
const reuse = process.env.PRINT_REUSE === '1';
/** PRINT_TEMPLATE=path: another price-list template to compare with (a copy of an earlier version). */
const { priceListDocument } = (
  process.env.PRINT_TEMPLATE ? await import(process.env.PRINT_TEMPLATE) : current
) as typeof current;
const noHeaderFooter = process.env.PRINT_NO_HEADER_FOOTER === '1';
/** Plain rows to compare with: no zebra, no cell borders but a rule under each row. */
const plainRows = process.env.PRINT_PLAIN === '1';
const plainStyle =
  '<style>table.data tbody tr td { background: none; } th, td { border: 0; border-bottom: 0.5pt solid #c9d3cd; }</style>';

/** 500 products in 10 collections, a quarter reduced, a third with a second price group (like the demo). */
function syntheticList(products = 500): PriceListForPrint {
  const collections = Array.from({ length: 10 }, (_, c) => ({
    id: c + 1,
    name: `Kolekcja ${c + 1}`,
    slug: `kolekcja-${c + 1}`,
    slugs: { pl: `kolekcja-${c + 1}`, en: `collection-${c + 1}` },
    products: [] as PriceListProduct[],
  }));
  for (let i = 0; i < products; i++) {
    const reduced = i % 4 === 0;
    const variant = (n: number) => ({
      sku: `ZF-${i}-${n}`,
      otherSkus: n === 0 ? 3 : 0,
      label: n === 0 ? 'Rama: M' : 'Akumulator: 720 Wh',
      regularGross: 899_900 + i * 100 + n * 50_000,
      reducedGross: reduced ? 799_900 + i * 100 : null,
      lowestPriorGross: reduced ? 849_900 : null,
      b2bNet: 650_000 + i * 100,
    });
    collections[i % 10]!.products.push({
      id: i + 1,
      name: `Zefir Trekking ${i} — rower elektryczny`,
      vatRate: 23,
      collectionIds: [(i % 10) + 1],
      variants: i % 3 === 0 ? [variant(0), variant(1)] : [variant(0)],
    });
  }
  return { currency: 'PLN', collections };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const list = syntheticList();
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: chromiumArgs,
});
const phases: Record<string, number[]> = { build: [], hash: [], newPage: [], setContent: [], pdf: [], close: [] };
let kept: Page | undefined;
let bytes = 0;
const timed = async <T>(phase: string, work: () => T | Promise<T>): Promise<T> => {
  const begun = performance.now();
  const result = await work();
  phases[phase]!.push(performance.now() - begun);
  return result;
};
for (let i = 0; i <= prints; i++) {
  const document = await timed('build', () =>
    priceListDocument({
      list,
      rule: { kind: 'retail', prices: 'gross', discountPercent: 0 },
      heading: { name: `Cennik ${i}`, audience: 'Klienci detaliczni', prices: 'gross', discountPercent: 0 },
      lang: 'pl',
      brand: 'Zefir',
      seller: {
        name: 'Zefir sp. z o.o.',
        street: 'ul. Polna 1',
        zipCode: '00-001',
        city: 'Warszawa',
        taxId: '5250000000',
        phone: '+48 22 000 00 00',
      } as never,
      issuedOn: new Date(),
      fileName: 'cennik.pdf',
    }),
  );
  await timed('hash', () => documentHash(document));
  const page = kept ?? (await timed('newPage', () => browser.newPage()));
  if (reuse) kept = page;
  await timed('setContent', () =>
    page.setContent(plainRows ? document.html.replace('</head>', `${plainStyle}</head>`) : document.html, {
      waitUntil: 'load',
    }),
  );
  const pdf = await timed('pdf', () =>
    page.pdf({ ...printOptions({ ...document, tagged }), ...(noHeaderFooter ? { displayHeaderFooter: false } : {}) }),
  );
  bytes = pdf.byteLength;
  if (!reuse) await timed('close', () => page.close());
  if (i === 0) for (const values of Object.values(phases)) values.length = 0; // the first print warms up
}
await browser.close();
const rows = Object.fromEntries(
  Object.entries(phases)
    .filter(([, values]) => values.length > 0)
    .map(([phase, values]) => [
      phase,
      `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`,
    ]),
);
const total = Object.values(phases).reduce((sum, values) => sum + (values.length ? median(values) : 0), 0);
console.log(
  JSON.stringify({ prints, tagged, reuse, kB: Math.round(bytes / 1024), medianTotalMs: Math.round(total), ...rows }),
);
