import { type BikeModel, bikeModels } from './bike-models';
import {
  amounts,
  type OptionSeed,
  type PriceEventSeed,
  type ProductSeed,
  randomOf,
  slugOf,
  spec,
  t,
  type VariantSeed,
} from './product-seed';

export { type BikeModel, bikeModels } from './bike-models';

// The e-bikes of the demo catalogue as products: each model with frame sizes, colours and batteries as
// variants, the extras a shopper may tick, pictures per colour and a price history.

const group = {
  drive: t('Napęd', 'Drive'),
  battery: t('Akumulator', 'Battery'),
  frame: t('Rama i koła', 'Frame and wheels'),
  general: t('Ogólne', 'General'),
};

const sizesOf = (m: BikeModel): Array<[string, string]> =>
  m.frame === 'folding'
    ? []
    : m.frame === 'mtb'
      ? [
          ['M (165–178 cm)', 'M (165–178 cm)'],
          ['L (175–188 cm)', 'L (175–188 cm)'],
          ['XL (185–198 cm)', 'XL (185–198 cm)'],
        ]
      : [
          ['S (150–165 cm)', 'S (150–165 cm)'],
          ['M (162–178 cm)', 'M (162–178 cm)'],
          ['L (175–192 cm)', 'L (175–192 cm)'],
        ];

function bikeOptions(m: BikeModel): OptionSeed[] {
  const options: OptionSeed[] = [];
  const sizes = sizesOf(m);
  if (sizes.length) {
    options.push({
      code: 'frame-size',
      name: t('Rozmiar ramy', 'Frame size'),
      kind: 'SELECT',
      display: 'buttons',
      required: true,
      variantAxis: true,
      values: sizes.map(([pl, en]) => ({ label: t(pl, en) })),
    });
  }
  options.push({
    code: 'colour',
    name: t('Kolor', 'Colour'),
    kind: 'SELECT',
    display: 'colors',
    required: true,
    variantAxis: true,
    values: m.colours.map(([pl, en, hex]) => ({ label: t(pl, en), color: hex })),
  });
  const big = m.frame === 'folding' ? 468 : 720;
  const small = m.frame === 'folding' ? 360 : 504;
  options.push({
    code: 'battery',
    name: t('Akumulator', 'Battery'),
    kind: 'SELECT',
    display: 'radio',
    required: true,
    variantAxis: true,
    values: [
      { label: t(`${small} Wh (standard)`, `${small} Wh (standard)`) },
      {
        label: t(`${big} Wh (większy zasięg)`, `${big} Wh (longer range)`),
        priceDelta: amounts(m.frame === 'folding' ? 600_00 : 900_00),
      },
    ],
  });
  options.push({
    code: 'insurance',
    name: t('Bezpłatne ubezpieczenie na 12 miesięcy', 'Free 12-month insurance'),
    kind: 'BOOLEAN',
    display: 'switch',
    required: false,
    variantAxis: false,
    values: [],
  });
  if (m.frame === 'city' || m.frame === 'trekking' || m.frame === 'suv') {
    options.push({
      code: 'fitting',
      name: t('Zamontuj przed wysyłką', 'Fit before shipping'),
      kind: 'SELECT_MULTIPLE',
      display: 'checkbox',
      required: false,
      variantAxis: false,
      values: [
        { label: t('Dzwonek', 'Bell'), priceDelta: amounts(29_00) },
        { label: t('Nóżka', 'Kickstand'), priceDelta: amounts(79_00) },
        { label: t('Lusterko', 'Mirror'), priceDelta: amounts(49_00) },
      ],
    });
  }
  if (m.price >= 12000) {
    options.push({
      code: 'engraving',
      name: t('Grawer na ramie', 'Frame engraving'),
      kind: 'CUSTOM',
      display: 'text',
      required: false,
      variantAxis: false,
      maxLength: 20,
      values: [],
    });
  }
  return options;
}

/** Every combination of the axes, less a few the factory does not make (so some choices are missing). */
function bikeVariants(m: BikeModel, options: OptionSeed[], random: () => number): VariantSeed[] {
  const axes = options.filter((o) => o.variantAxis).map((o) => o.values.length);
  const combinations: number[][] = [[]];
  for (const count of axes) {
    const next: number[][] = [];
    for (const prefix of combinations) for (let i = 0; i < count; i++) next.push([...prefix, i]);
    combinations.splice(0, combinations.length, ...next);
  }
  const hasSizes = options[0]?.code === 'frame-size';
  return combinations
    .filter((values) => {
      // The last colour is not made in the smallest frame, nor with the bigger battery on folding bikes.
      if (hasSizes && m.colours.length > 2 && values[0] === 0 && values[1] === m.colours.length - 1) return false;
      if (!hasSizes && m.colours.length > 2 && values[0] === m.colours.length - 1 && values[1] === 1) return false;
      return true;
    })
    .map((values) => {
      const roll = random();
      if (roll < 0.08) return { values, stock: 0, availability: 'unavailable' as const };
      if (roll < 0.14)
        return { values, stock: 0, availability: 'available_from' as const, availableFrom: '2027-03-15' };
      if (roll < 0.18) return { values, stock: 0, availability: 'available_on_request' as const };
      return { values, stock: 1 + Math.floor(random() * 14), availability: 'available' as const };
    });
}

/** A price history: offered for a year or more, some on sale now in the ways the Omnibus rule meets. */
export function priceStory(random: () => number, createdDaysAgo: number, onSale: boolean): PriceEventSeed[] {
  const events: PriceEventSeed[] = [{ daysAgo: createdDaysAgo, regular: 1 }];
  if (!onSale) {
    if (random() < 0.25 && createdDaysAgo > 120) events.push({ daysAgo: 90, regular: 1.04 });
    return events;
  }
  const story = Math.floor(random() * 4);
  if (story === 0) events.push({ daysAgo: 10, regular: 1, reduced: 0.85 });
  if (story === 1) {
    // An earlier sale ended inside the 30 days before this one: the prior price is that sale's price.
    events.push(
      { daysAgo: 42, regular: 1, reduced: 0.9 },
      { daysAgo: 32, regular: 1 },
      { daysAgo: 8, regular: 1, reduced: 0.8 },
    );
  }
  if (story === 2) {
    // A reduction deepened during the same campaign keeps the campaign's prior price.
    events.push({ daysAgo: 20, regular: 1, reduced: 0.92 }, { daysAgo: 6, regular: 1, reduced: 0.82 });
  }
  if (story === 3) {
    // The regular price was lowered 50 days ago, then the sale began.
    events.push({ daysAgo: 50, regular: 0.96 }, { daysAgo: 12, regular: 0.96, reduced: 0.86 });
  }
  return events;
}

/** The controller's protocol as the spec line says it (and as the catalogue filters on it: catalogue-reads.ts). */
export const motorProtocol = (m: BikeModel): string => (m.motor === 'rear' || m.uart ? 'UART' : 'CAN');

export function bikeProduct(m: BikeModel, onSale: boolean): ProductSeed {
  const random = randomOf(m.id * 7919);
  const options = bikeOptions(m);
  const speed = m.frame === 'speed';
  const power = speed ? 500 : 250;
  const torque = m.motor === 'mid' ? (m.frame === 'mtb' || m.frame === 'suv' ? 85 : 65) : 45;
  const frameName = {
    city: t('miejski', 'city'),
    folding: t('składany', 'folding'),
    mtb: t('górski MTB', 'mountain (MTB)'),
    trekking: t('trekkingowy', 'trekking'),
    suv: t('SUV', 'SUV'),
    speed: t('speed 40 km/h', 'speed 40 km/h'),
  }[m.frame];
  const createdDaysAgo = m.extra?.includes(70) ? 25 + Math.floor(random() * 30) : 200 + Math.floor(random() * 400);
  const colourOption = options.find((o) => o.code === 'colour')!;
  const media: ProductSeed['media'] = colourOption.values.map((value, index) => ({
    drawing: { kind: 'bike', frame: m.frame, color: value.color!, motor: m.motor, view: 'side', label: m.name },
    alt: t(`${m.name}, kolor ${value.label.pl}, widok z boku`, `${m.name} in ${value.label.en}, side view`),
    colourValue: index,
  }));
  media.push({
    drawing: { kind: 'bike', frame: m.frame, color: m.colours[0]![2], motor: m.motor, view: 'cockpit', label: m.name },
    alt: t(`${m.name}: kierownica z wyświetlaczem`, `${m.name}: handlebar with the display`),
  });
  const assistPl = speed
    ? 'Wspomaganie działa do 40 km/h, dlatego rower wymaga rejestracji, ubezpieczenia OC i kasku (kategoria L1e-B).'
    : 'Silnik 250 W wspomaga pedałowanie do 25 km/h, więc rower jest zwykłym rowerem w świetle przepisów: bez rejestracji i prawa jazdy.';
  const assistEn = speed
    ? 'Assistance works up to 40 km/h, so the bike must be registered and insured, and a helmet is required (category L1e-B).'
    : 'The 250 W motor assists pedalling up to 25 km/h, so in law it is an ordinary bicycle: no registration and no licence needed.';
  return {
    id: m.id,
    slug: t(slugOf(`rower elektryczny ${m.name}`), slugOf(`${m.name} electric bike`)),
    name: t(m.name, m.name),
    short: t(
      `Rower elektryczny ${frameName.pl}. ${m.blurb[0]}`,
      `${frameName.en[0]!.toUpperCase()}${frameName.en.slice(1)} e-bike. ${m.blurb[1]}`,
    ),
    description: t(
      [
        `${m.name} to rower elektryczny ${frameName.pl} zaprojektowany i złożony w Polsce. ${m.blurb[0]}`,
        `${m.motor === 'mid' ? 'Silnik centralny' : 'Silnik w tylnej piaście'} o momencie ${torque} Nm reaguje płynnie na nacisk na pedały. ${assistPl}`,
        `Akumulator wystarcza na 500–700 pełnych cykli ładowania, a jego pojemność wybierasz przy zamówieniu. Każdy rower przechodzi kontrolę jakości i jazdę próbną, a gwarancja obejmuje 2 lata. Nowy rower możesz bezpłatnie ubezpieczyć na rok od kradzieży i zniszczenia.`,
      ].join('\n\n'),
      [
        `${m.name} is a ${frameName.en} e-bike designed and assembled in Poland. ${m.blurb[1]}`,
        `The ${m.motor === 'mid' ? 'mid motor' : 'rear hub motor'} with ${torque} Nm responds smoothly to your pedalling. ${assistEn}`,
        'The battery lasts 500–700 full charge cycles, and you choose its capacity when you order. Every bike passes a quality check and a test ride, with a 2-year warranty. A new bike can be insured free of charge for a year against theft and damage.',
      ].join('\n\n'),
    ),
    category: 'bike',
    type: 'physical',
    condition: 'new',
    unit: 'pc',
    availability: 'available',
    processingTime: random() < 0.6 ? '3_working_days' : '5_working_days',
    vatRate: 23,
    minQuantity: 1,
    maxQuantity: 5,
    tags: [
      frameName.pl,
      frameName.en,
      m.motor === 'mid' ? 'silnik centralny' : 'silnik w piaście',
      ...(m.lady ? ['damski', 'step-through'] : []),
      ...(speed ? ['s-pedelec'] : []),
    ],
    specs: [
      spec(
        group.drive,
        t('Silnik', 'Motor'),
        t(m.motor === 'mid' ? 'centralny' : 'w tylnej piaście', m.motor === 'mid' ? 'mid drive' : 'rear hub'),
      ),
      spec(group.drive, t('Komunikacja sterownika', 'Controller protocol'), motorProtocol(m)),
      spec(group.drive, t('Moc znamionowa', 'Rated power'), `${power} W`),
      spec(group.drive, t('Moment obrotowy', 'Torque'), `${torque} Nm`),
      spec(group.drive, t('Wspomaganie do', 'Assistance up to'), speed ? '40 km/h' : '25 km/h'),
      spec(group.battery, t('Napięcie', 'Voltage'), speed ? '48 V' : '36 V'),
      spec(group.battery, t('Żywotność', 'Life'), t('500–700 cykli', '500–700 cycles')),
      spec(group.battery, t('Czas ładowania', 'Charging time'), t('4–6 godzin', '4–6 hours')),
      spec(group.frame, t('Materiał ramy', 'Frame material'), t('aluminium 6061', '6061 aluminium')),
      spec(group.frame, t('Koła', 'Wheels'), m.wheel),
      spec(group.frame, t('Hamulce', 'Brakes'), t('hydrauliczne tarczowe', 'hydraulic disc')),
      spec(group.general, t('Masa', 'Weight'), `${m.weight.toFixed(1).replace('.', ',')} kg`),
      spec(
        group.general,
        t('Dopuszczalna masa całkowita', 'Maximum total weight'),
        m.frame === 'folding' ? '120 kg' : '140 kg',
      ),
      spec(group.general, t('Zasięg', 'Range'), m.frame === 'folding' ? '40–90 km' : '60–160 km'),
    ],
    downloads: [
      {
        name: t('Zdjęcie produktu w pełnej rozdzielczości (SVG)', 'Full-size product picture (SVG)'),
        mediaPosition: 0,
        fileType: 'image',
        mediaType: 'image/svg+xml',
      },
    ],
    collections: [m.collection, ...(m.extra ?? []), ...(onSale ? [72] : [])],
    primaryCollection: m.collection,
    options,
    variants: bikeVariants(m, options, random),
    basePrice: amounts(m.price * 100),
    b2bShare: 0.72,
    priceEvents: priceStory(random, createdDaysAgo, onSale),
    media,
    relations: [
      { type: 'accessory', ids: [1701, 1706, 1711, 1315] },
      { type: 'complementary', ids: m.frame === 'folding' ? [1402, 1602] : [1405, 1601] },
      { type: 'service', ids: [1901, 1902] },
      {
        type: 'upselling',
        ids: bikeModels
          .filter((o) => o.collection === m.collection && o.price > m.price)
          .slice(0, 2)
          .map((o) => o.id),
      },
    ],
    createdDaysAgo,
  };
}
