import {
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MESSAGE_OPTION,
  GIFT_CARD_RECIPIENT_OPTION,
  INSURANCE_EXTENSION_FRAME_OPTION,
  type ProductCategory,
  type ProductType,
  type Unit,
} from '@shop/contracts';
import type { StoredText } from '../db/schema';
import type { AccessoryItem, Drawing } from '../media/drawing';
import { priceStory } from './bikes';
import { amounts, type OptionSeed, type ProductSeed, randomOf, slugOf, spec, t } from './product-seed';

// A part, accessory or service as the demo catalogue describes it, and the product it makes; the GPS
// tracker 1315 and the services. Batteries, motors, kits, chargers and displays: power-parts.ts;
// accessories: accessories.ts.

export interface PartInput {
  id: number;
  name: StoredText;
  short: StoredText;
  description: StoredText;
  category: ProductCategory;
  collection: number;
  price: number;
  drawing: Drawing;
  specs?: ProductSeed['specs'];
  tags?: string[];
  option?: OptionSeed;
  /** Options beside `option` that do not make variants (a note, an e-mail, a date). */
  extraOptions?: OptionSeed[];
  type?: ProductType;
  unit?: Unit;
  maxQuantity?: number;
  minQuantity?: number;
  extra?: number[];
  relations?: ProductSeed['relations'];
  processingTime?: ProductSeed['processingTime'];
  /** Pictures of the values of an 'images' option, in value order. */
  valueDrawings?: Drawing[];
}

export const techGroup = t('Dane techniczne', 'Specifications');

export function part(input: PartInput, onSale: boolean): ProductSeed {
  const random = randomOf(input.id * 104729);
  const createdDaysAgo = 120 + Math.floor(random() * 500);
  const axis = input.option?.variantAxis ? input.option : undefined;
  const variants = axis
    ? axis.values.map((_, i) => ({
        values: [i],
        stock: random() < 0.1 ? 0 : 3 + Math.floor(random() * 60),
        availability: random() < 0.1 ? ('unavailable' as const) : ('available' as const),
      }))
    : [{ values: [], stock: 5 + Math.floor(random() * 80), availability: 'available' as const }];
  const physical = (input.type ?? 'physical') === 'physical';
  const media: ProductSeed['media'] = [{ drawing: input.drawing, alt: input.name }];
  if (axis?.display === 'colors' && input.drawing.kind === 'accessory') {
    media.splice(
      0,
      1,
      ...axis.values.map((value, index) => ({
        drawing: { ...input.drawing, color: value.color! } as Drawing,
        alt: t(`${input.name.pl}, ${value.label.pl}`, `${input.name.en}, ${value.label.en}`),
        colourValue: index,
      })),
    );
  }
  for (const [index, drawing] of (input.valueDrawings ?? []).entries()) {
    const value = input.option!.values[index]!;
    media.push({
      drawing,
      alt: t(`${input.name.pl}: ${value.label.pl}`, `${input.name.en}: ${value.label.en}`),
      colourValue: index,
    });
  }
  return {
    id: input.id,
    slug: t(slugOf(input.name.pl), slugOf(input.name.en)),
    name: input.name,
    short: input.short,
    description: input.description,
    category: input.category,
    type: input.type ?? 'physical',
    condition: 'new',
    unit: input.unit ?? 'pc',
    availability: 'available',
    processingTime: input.processingTime ?? (physical ? '24h' : 'tbc'),
    vatRate: 23,
    minQuantity: input.minQuantity ?? 1,
    maxQuantity: input.maxQuantity ?? 999,
    tags: input.tags ?? [],
    specs: input.specs ?? [],
    downloads: [],
    collections: [input.collection, ...(input.extra ?? []), ...(onSale ? [72] : [])],
    primaryCollection: input.collection,
    options: [...(input.option ? [input.option] : []), ...(input.extraOptions ?? [])],
    variants,
    basePrice: amounts(input.price * 100),
    b2bShare: 0.75,
    priceEvents: priceStory(random, createdDaysAgo, onSale),
    media,
    relations: input.relations ?? [],
    createdDaysAgo,
  };
}

// ---------------------------------------------------------------------------------------------------------

export function gpsTracker(): PartInput {
  return {
    id: 1315,
    name: t('Zefir Guard – lokalizator GPS do roweru elektrycznego', 'Zefir Guard – GPS e-bike tracker'),
    short: t(
      'Historia tras, alarm przy próbie kradzieży, zdalna blokada i darmowa aplikacja.',
      'Route history, theft alerts, a remote lock and a free app.',
    ),
    description: t(
      'Zefir Guard to lokalizator GPS ukryty w ramie roweru. Zapisuje historię tras, wysyła powiadomienie, gdy ktoś rusza rower bez Ciebie, i pozwala zdalnie zablokować silnik z darmowej aplikacji na telefon.\n\nBateria lokalizatora działa do 6 miesięcy bez ładowania. Lokalizator współpracuje wyłącznie z wybranymi rowerami z silnikiem centralnym komunikującym się protokołem szeregowym (UART) – zapytaj nas, czy pasuje do Twojego roweru.',
      'Zefir Guard is a GPS tracker hidden in the bike frame. It records your routes, notifies you when someone moves the bike without you and lets you lock the motor remotely from the free phone app.\n\nThe tracker battery lasts up to 6 months without charging. It works only with certain bikes with a mid motor that uses a serial (UART) protocol – ask us whether it fits your bike.',
    ),
    category: 'connectivity',
    collection: 106,
    extra: [70, 71],
    price: 599,
    drawing: { kind: 'gps', view: 'device', label: 'Zefir Guard GPS' },
    tags: ['gps', 'guard', 'lokalizator', 'tracker', 'uart'],
    specs: [
      spec(techGroup, t('Bateria', 'Battery'), t('do 6 miesięcy', 'up to 6 months')),
      spec(
        techGroup,
        t('Funkcje', 'Features'),
        t('historia tras, alarm kradzieży, zdalna blokada', 'route history, theft alerts, remote lock'),
      ),
      spec(techGroup, t('Aplikacja', 'App'), t('bezpłatna, Android i iOS', 'free, Android and iOS')),
      spec(
        techGroup,
        t('Zgodność', 'Compatibility'),
        t('rowery z silnikiem centralnym UART', 'bikes with a UART mid motor'),
      ),
    ],
    maxQuantity: 10,
    relations: [
      { type: 'service', ids: [1904] },
      { type: 'complementary', ids: [1512] },
    ],
  };
}

/** What each service, subscription or download starts once its order is paid (Polish, English). */
const afterPayment: Record<number, [string, string]> = {
  1901: [
    'Po opłaceniu zamówienia zadzwonimy w ciągu 1 dnia roboczego, by umówić termin przeglądu w serwisie.',
    'Once the order is paid, we call you within 1 working day to book the check in our workshop.',
  ],
  1902: [
    'Po opłaceniu zamówienia przedłużenie obejmie rower wskazany w polisie; potwierdzenie wyślemy e-mailem.',
    'Once the order is paid, the extension covers the bike named in the policy; we send the confirmation by e-mail.',
  ],
  1903: [
    'Po opłaceniu zamówienia zadzwonimy w ciągu 1 dnia roboczego, by umówić termin montażu.',
    'Once the order is paid, we call you within 1 working day to book the fitting.',
  ],
  1904: [
    'Abonament rusza w dniu zaksięgowania płatności i trwa 12 miesięcy; lokalizator aktywujemy zdalnie w ciągu 24 godzin.',
    'The plan starts on the day the payment is booked and runs 12 months; we activate the tracker remotely within 24 hours.',
  ],
  1906: [
    'Po opłaceniu zamówienia link do pobrania pliku PDF znajdziesz w e-mailu i przy zamówieniu; działa 7 dni i pozwala na 5 pobrań.',
    'Once the order is paid, the link to the PDF is in the e-mail and on the order; it works for 7 days and 5 downloads.',
  ],
  1907: [
    'Po opłaceniu zamówienia zadzwonimy w ciągu 1 dnia roboczego, by umówić termin wizyty w serwisie.',
    'Once the order is paid, we call you within 1 working day to book your workshop visit.',
  ],
};

export function services(): PartInput[] {
  const rows: Array<[number, string, string, string, string, number, ProductType, Unit, AccessoryItem]> = [
    [
      1901,
      'Przegląd roweru elektrycznego',
      'E-bike service check',
      'Przegląd mechaniczny i elektryczny z aktualizacją oprogramowania.',
      'A mechanical and electrical check with a software update.',
      249,
      'service',
      'srv',
      'pump',
    ],
    [
      1902,
      'Przedłużenie ubezpieczenia o rok',
      'One more year of insurance',
      'Ubezpieczenie od kradzieży i zniszczenia na kolejne 12 miesięcy.',
      'Insurance against theft and damage for another 12 months.',
      299,
      'service',
      'srv',
      'insurance',
    ],
    [
      1903,
      'Montaż zestawu do konwersji',
      'Conversion kit fitting',
      'Montaż zestawu w naszym serwisie wraz z jazdą próbną.',
      'Fitting of the kit in our workshop, with a test ride.',
      399,
      'service',
      'srv',
      'rack',
    ],
    [
      1904,
      'Abonament Zefir Guard na 12 miesięcy',
      'Zefir Guard 12-month plan',
      'Transmisja danych lokalizatora GPS przez 12 miesięcy w całej Europie.',
      'GPS tracker data for 12 months across Europe.',
      99,
      'service',
      'srv',
      'phone_holder',
    ],
    [
      1905,
      'Karta podarunkowa 500 zł',
      'Gift card (500 PLN)',
      'Karta podarunkowa do wykorzystania w sklepie przez 12 miesięcy.',
      'A gift card to spend in the shop within 12 months.',
      500,
      'gift_card',
      'pc',
      'bag',
    ],
    [
      1906,
      'Instrukcja serwisowa (PDF)',
      'Service manual (PDF)',
      'Instrukcja serwisowa rowerów Zefir do pobrania po zakupie.',
      'The Zefir service manual, downloadable after purchase.',
      49,
      'download',
      'pc',
      'phone_holder',
    ],
    [
      1907,
      'Godzina pracy serwisu',
      'One hour of workshop time',
      'Naprawa rozliczana godzinowo, części osobno.',
      'Repairs charged by the hour, parts extra.',
      149,
      'service',
      'h',
      'pump',
    ],
  ];
  return rows.map(([id, pl, en, descPl, descEn, price, type, unit, item]) => ({
    id,
    name: t(pl, en),
    short: t(descPl, descEn),
    // What the purchase starts once it is paid (issue 24): said on the product page and in the order e-mail.
    description: t(
      `${descPl} ${afterPayment[id]?.[0] ?? ''}`.trim(),
      `${descEn} ${afterPayment[id]?.[1] ?? ''}`.trim(),
    ),
    category: 'other' as const,
    collection: 106,
    price,
    type,
    unit,
    drawing: { kind: 'accessory' as const, item, color: '#1f6f8b', label: en },
    maxQuantity: type === 'gift_card' ? 20 : 10,
    processingTime: type === 'download' ? ('24h' as const) : ('tbc' as const),
    ...(type === 'gift_card' ? { extraOptions: giftCardOptions() } : {}),
    ...(id === 1902 ? { extraOptions: insuredFrameOption() } : {}),
  }));
}

/**
 * Who gets a gift card and what it says (docs/decisions/gift-cards.md): line data the buyer may give; orders
 * reads them by these codes when the card is issued. Without a recipient the card goes to the buyer.
 */
function giftCardOptions(): OptionSeed[] {
  return [
    {
      code: GIFT_CARD_RECIPIENT_OPTION,
      name: t('E-mail osoby obdarowanej', 'Recipient’s e-mail'),
      kind: 'CUSTOM',
      display: 'email',
      required: false,
      variantAxis: false,
      values: [],
    },
    {
      code: GIFT_CARD_MESSAGE_OPTION,
      name: t('Życzenia na karcie', 'Message on the card'),
      kind: 'CUSTOM',
      display: 'textarea',
      required: false,
      variantAxis: false,
      maxLength: GIFT_CARD_MESSAGE_MAX,
      values: [],
    },
  ];
}

/** The insurance extension names the bike by its frame number (issue 25): cms lengthens that policy once paid. */
function insuredFrameOption(): OptionSeed[] {
  const { code, name } = INSURANCE_EXTENSION_FRAME_OPTION;
  return [
    {
      code,
      name: t(name.pl, name.en),
      kind: 'CUSTOM',
      display: 'text',
      required: true,
      variantAxis: false,
      maxLength: 30,
      values: [],
    },
  ];
}

export function gpsAppPicture(): ProductSeed['media'][number] {
  return {
    drawing: { kind: 'gps', view: 'app', label: 'Zefir Guard GPS' },
    alt: t('Aplikacja Zefir Guard: mapa z położeniem roweru', 'The Zefir Guard app: a map with the bike position'),
  };
}
