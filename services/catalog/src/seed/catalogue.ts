import type { Condition } from '@shop/contracts';
import { accessories } from './accessories';
import { type BikeModel, bikeModels, bikeProduct } from './bikes';
import { gpsAppPicture, gpsTracker, part, services } from './parts';
import { batteries, chargers, conversionSets, displays, motors } from './power-parts';
import { type ProductSeed, randomOf, slugOf, t } from './product-seed';

// The demo catalogue: 29 current bike models and last year's editions, outlet bikes, parts, accessories,
// the GPS tracker 1315 and services (about 210 products), and as many generated bikes and accessories
// as a benchmark asks for on top.

/** Products on sale now (some in each category), so the Omnibus note shows across the shop. */
const onSale = (id: number) => randomOf(id * 31337)() < 0.18;

function lastYearEdition(m: BikeModel, index: number, year = 2025): ProductSeed {
  const product = bikeProduct(
    { ...m, id: 1101 + index, name: `${m.name} (${year})`, extra: [], price: Math.round(m.price * 0.9) - 0 },
    onSale(1101 + index),
  );
  return {
    ...product,
    slug: t(slugOf(`rower elektryczny ${m.name} ${year}`), slugOf(`${m.name} ${year} electric bike`)),
    tags: [...product.tags, `model ${year}`],
    createdDaysAgo: product.createdDaysAgo + 365,
  };
}

const outletConditions: Array<[Condition, string, string]> = [
  ['test', 'rower testowy', 'test bike'],
  ['display', 'egzemplarz ekspozycyjny', 'display model'],
  ['open_box', 'otwarte opakowanie', 'open box'],
  ['refurbished', 'odnowiony', 'refurbished'],
  ['used', 'używany', 'used'],
];

function outletBike(m: BikeModel, index: number): ProductSeed {
  const [condition, pl, en] = outletConditions[index % outletConditions.length]!;
  const id = 1201 + index;
  const base = bikeProduct({ ...m, id, extra: [] }, false);
  const share = condition === 'used' ? 0.6 : condition === 'refurbished' ? 0.7 : 0.8;
  return {
    ...base,
    name: t(`${m.name} – ${pl}`, `${m.name} – ${en}`),
    slug: t(slugOf(`${m.name} ${pl}`), slugOf(`${m.name} ${en}`)),
    condition,
    short: t(
      `Stan: ${pl}. Rower w pełni sprawny, sprawdzony w naszym serwisie, z gwarancją 12 miesięcy.`,
      `Condition: ${en}. A fully working bike, checked by our workshop, with a 12-month warranty.`,
    ),
    description: t(
      `${m.name} w stanie: ${pl}. Rower przeszedł pełny przegląd w naszym serwisie, a akumulator ma co najmniej 90% pojemności. Może mieć drobne ślady użytkowania. Gwarancja: 12 miesięcy.\n\n${base.description.pl}`,
      `${m.name}, condition: ${en}. The bike had a full check in our workshop and its battery keeps at least 90% of its capacity. It may show small signs of use. Warranty: 12 months.\n\n${base.description.en}`,
    ),
    collections: [73],
    primaryCollection: 73,
    options: base.options.filter((o) => !o.variantAxis),
    variants: [{ values: [], stock: 1, availability: 'available' }],
    basePrice: {
      PLN: Math.round((base.basePrice.PLN * share) / 100) * 100 - 100,
      EUR: Math.round((base.basePrice.EUR * share) / 100) * 100 - 100,
    },
    media: base.media.slice(0, 1).map((m) => ({ ...m, colourValue: undefined })),
    tags: [...base.tags, 'outlet'],
    maxQuantity: 1,
    processingTime: '48h',
    priceEvents: [{ daysAgo: 40 + (index % 20), regular: 1 }],
  };
}

/** A generated bike edition for large catalogues (benchmarks): a real model in another edition. */
function generatedBike(n: number): ProductSeed {
  const m = bikeModels[n % bikeModels.length]!;
  const edition = Math.floor(n / bikeModels.length) + 1;
  const id = 3001 + n;
  const product = bikeProduct(
    { ...m, id, name: `${m.name} Edycja ${edition}`, extra: [], price: m.price + edition * 100 },
    onSale(id),
  );
  return {
    ...product,
    name: t(`${m.name} Edycja ${edition}`, `${m.name} Edition ${edition}`),
    slug: t(
      slugOf(`rower elektryczny ${m.name} edycja ${edition}`),
      slugOf(`${m.name} edition ${edition} electric bike`),
    ),
  };
}

/** The demo catalogue with at least `atLeast` products (the hand-made base has about 210). */
export function demoCatalogue(atLeast = 0): ProductSeed[] {
  const gps = part(gpsTracker(), false);
  gps.media.push(gpsAppPicture());
  gps.downloads = [
    {
      name: t('Ulotka aplikacji Zefir Guard (SVG)', 'Zefir Guard app leaflet (SVG)'),
      mediaPosition: 1,
      fileType: 'image',
      mediaType: 'image/svg+xml',
    },
  ];
  const list: ProductSeed[] = [
    ...bikeModels.map((m) => bikeProduct(m, onSale(m.id))),
    ...bikeModels.slice(0, 24).map((m, i) => lastYearEdition(m, i)),
    ...bikeModels.map((m, i) => outletBike(m, i)),
    ...[
      ...batteries(),
      ...motors(),
      ...conversionSets(),
      ...chargers(),
      ...displays(),
      ...accessories(),
      ...services(),
    ].map((input) => part(input, onSale(input.id))),
    gps,
  ];
  for (let n = 0; list.length < atLeast; n++) list.push(generatedBike(n));
  return list;
}
