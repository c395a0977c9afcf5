import type { ProductCategory } from '@shop/contracts';
import type { AccessoryItem } from '../media/drawing';
import type { PartInput } from './parts';
import { type OptionSeed, t } from './product-seed';

// Accessories of the demo catalogue: each line in its models (and colours or sizes where it has them).

interface AccessoryLine {
  item: AccessoryItem;
  pl: string;
  en: string;
  price: number;
  descPl: string;
  descEn: string;
  colours?: Array<[string, string, string]>;
  category?: ProductCategory;
  models: Array<[pl: string, en: string, delta: number]>;
}

const palette: Array<[string, string, string]> = [
  ['czarny', 'black', '#24262a'],
  ['czerwony', 'red', '#d64545'],
  ['żółty', 'yellow', '#f0b429'],
  ['niebieski', 'blue', '#2a7de1'],
  ['biały', 'white', '#e9e6df'],
];

const accessoryLines: AccessoryLine[] = [
  {
    item: 'helmet',
    pl: 'Kask rowerowy',
    en: 'Cycling helmet',
    price: 199,
    descPl: 'Lekki kask z regulacją obwodu i wentylacją. Zgodny z normą EN 1078.',
    descEn: 'A light helmet with size adjustment and ventilation. Meets EN 1078.',
    colours: palette,
    models: [
      ['miejski', 'City', 0],
      ['sportowy', 'Sport', 80],
      ['z lampką LED', 'with LED light', 120],
      ['dziecięcy', "Children's", -40],
      ['MTB', 'MTB', 150],
    ],
  },
  {
    item: 'lock',
    pl: 'Zapięcie',
    en: 'Lock',
    price: 149,
    descPl: 'Zapięcie spełniające wymagania ubezpieczenia roweru elektrycznego.',
    descEn: 'A lock that meets the e-bike insurance requirements.',
    models: [
      ['łańcuchowe 8 mm, hartowana stal', 'chain lock, 8 mm hardened steel', 60],
      ['U-lock z podwójnym ryglem', 'double-bolt U-lock', 40],
      ['składane 5 mm', 'folding lock, 5 mm', 80],
      ['łańcuchowe 10 mm', 'chain lock, 10 mm', 120],
      ['linkowe z szyfrem', 'combination cable lock', -90],
    ],
  },
  {
    item: 'light',
    pl: 'Lampka',
    en: 'Light',
    price: 89,
    descPl: 'Jasne światło zasilane z akumulatora roweru lub ładowane przez USB-C.',
    descEn: 'A bright light powered by the bike battery or charged over USB-C.',
    models: [
      ['przednia 60 lx', 'front, 60 lux', 0],
      ['przednia 100 lx', 'front, 100 lux', 70],
      ['tylna ze światłem stopu', 'rear with brake light', -10],
      ['tylna na bagażnik', 'rear, rack-mounted', -20],
      ['zestaw przód + tył', 'front + rear set', 90],
    ],
  },
  {
    item: 'bag',
    pl: 'Torba',
    en: 'Bag',
    price: 159,
    descPl: 'Wodoodporna torba z odblaskami, mocowana w kilka sekund.',
    descEn: 'A waterproof bag with reflective details, fitted in seconds.',
    colours: [palette[0]!, palette[3]!, ['oliwkowy', 'olive', '#6b7b3a']],
    models: [
      ['na bagażnik 20 l', 'rack bag, 20 l', 0],
      ['sakwa podwójna 40 l', 'double pannier, 40 l', 140],
      ['na ramę', 'frame bag', -60],
      ['na kierownicę', 'handlebar bag', -30],
      ['podsiodłowa', 'saddle bag', -80],
    ],
  },
  {
    item: 'pump',
    pl: 'Pompka',
    en: 'Pump',
    price: 59,
    descPl: 'Pompka z manometrem do wentyli Presta i Schrader.',
    descEn: 'A pump with a gauge for Presta and Schrader valves.',
    models: [
      ['ręczna', 'hand pump', 0],
      ['podłogowa', 'floor pump', 60],
      ['elektryczna USB', 'electric USB pump', 140],
    ],
  },
  {
    item: 'mirror',
    pl: 'Lusterko',
    en: 'Mirror',
    price: 49,
    descPl: 'Regulowane lusterko z szerokim polem widzenia.',
    descEn: 'An adjustable wide-angle mirror.',
    models: [
      ['lewe', 'left', 0],
      ['prawe', 'right', 0],
      ['na koniec kierownicy', 'bar-end', 20],
    ],
  },
  {
    item: 'bell',
    pl: 'Dzwonek',
    en: 'Bell',
    price: 25,
    descPl: 'Głośny dzwonek z mosiądzu lub aluminium.',
    descEn: 'A loud brass or aluminium bell.',
    colours: palette.slice(0, 4),
    models: [
      ['klasyczny', 'classic', 0],
      ['mosiężny', 'brass', 30],
    ],
  },
  {
    item: 'fenders',
    pl: 'Błotniki',
    en: 'Fenders',
    price: 99,
    descPl: 'Komplet błotników z mocowaniem bez narzędzi.',
    descEn: 'A set of fenders fitted without tools.',
    models: [
      ['26"', '26"', 0],
      ['27,5"', '27.5"', 0],
      ['28"', '28"', 10],
      ['29" szerokie', '29" wide', 40],
      ['20" do składaka', '20" for folding bikes', -20],
    ],
  },
  {
    item: 'rack',
    pl: 'Bagażnik',
    en: 'Rack',
    price: 129,
    descPl: 'Aluminiowy bagażnik o udźwigu 25 kg, także pod akumulator.',
    descEn: 'An aluminium rack carrying 25 kg, also for a rack battery.',
    models: [
      ['tylny 26–28"', 'rear, 26–28"', 0],
      ['tylny 29"', 'rear, 29"', 20],
      ['przedni', 'front', 30],
      ['do składaka', 'for folding bikes', -10],
    ],
  },
  {
    item: 'phone_holder',
    pl: 'Uchwyt na telefon',
    en: 'Phone holder',
    price: 69,
    descPl: 'Stabilny uchwyt z szybkim zapięciem, pasuje do telefonów 4,7–6,8".',
    descEn: 'A stable quick-release holder for 4.7–6.8" phones.',
    models: [
      ['standardowy', 'standard', 0],
      ['z ładowaniem USB', 'with USB charging', 60],
      ['wodoodporny', 'waterproof', 30],
    ],
  },
  {
    item: 'basket',
    pl: 'Koszyk',
    en: 'Basket',
    price: 89,
    descPl: 'Pojemny koszyk z szybkim montażem.',
    descEn: 'A roomy quick-fit basket.',
    models: [
      ['wiklinowy', 'wicker', 40],
      ['druciany przedni', 'wire, front', 0],
      ['składany tylny', 'folding, rear', 20],
    ],
  },
  {
    item: 'kickstand',
    pl: 'Nóżka',
    en: 'Kickstand',
    price: 59,
    descPl: 'Regulowana nóżka do rowerów elektrycznych, udźwig do 35 kg.',
    descEn: 'An adjustable e-bike kickstand for up to 35 kg.',
    models: [
      ['boczna', 'side', 0],
      ['centralna dwunożna', 'centre double-leg', 70],
    ],
  },
  {
    item: 'gloves',
    pl: 'Rękawiczki rowerowe',
    en: 'Cycling gloves',
    price: 79,
    descPl: 'Rękawiczki z żelowymi wkładkami i ekranem dotykowym na palcu.',
    descEn: 'Gloves with gel pads and a touchscreen fingertip.',
    colours: palette.slice(0, 3),
    models: [
      ['letnie', 'summer', 0],
      ['zimowe', 'winter', 50],
      ['długie palce', 'full-finger', 20],
    ],
  },
];

const sizes = (list: string[]): OptionSeed => ({
  code: 'size',
  name: t('Rozmiar', 'Size'),
  kind: 'SELECT',
  display: 'buttons',
  required: true,
  variantAxis: true,
  values: list.map((s) => ({ label: t(s, s) })),
});

export function accessories(): PartInput[] {
  const list: PartInput[] = [];
  let id = 1701;
  for (const line of accessoryLines) {
    for (const [modelPl, modelEn, delta] of line.models) {
      const colours = line.colours;
      const option: OptionSeed | undefined = colours
        ? {
            code: 'colour',
            name: t('Kolor', 'Colour'),
            kind: 'SELECT',
            display: 'colors',
            required: true,
            variantAxis: true,
            values: colours.map(([pl, en, hex]) => ({ label: t(pl, en), color: hex })),
          }
        : line.item === 'gloves' || line.item === 'helmet'
          ? sizes(['S', 'M', 'L', 'XL'])
          : undefined;
      list.push({
        id: id++,
        name: t(`${line.pl} ${modelPl}`, `${line.en} – ${modelEn}`),
        short: t(line.descPl, line.descEn),
        description: t(
          `${line.pl} ${modelPl}. ${line.descPl}\n\nPasuje do rowerów Zefir i większości rowerów elektrycznych innych marek. Wysyłamy w 24 godziny.`,
          `${line.en} – ${modelEn}. ${line.descEn}\n\nFits Zefir bikes and most e-bikes of other makes. Shipped within 24 hours.`,
        ),
        category: line.category ?? 'accessory',
        collection: 106,
        price: Math.max(19, line.price + delta),
        drawing: {
          kind: 'accessory',
          item: line.item,
          color: colours?.[0]?.[2] ?? '#3b4148',
          label: `${line.en} ${modelEn}`,
        },
        tags: [line.item],
        option,
        maxQuantity: 999,
      });
    }
  }
  list.push({
    id: id++,
    name: t('Naklejki na ramę z własnym logo', 'Frame stickers with your own logo'),
    short: t('Zestaw naklejek odpornych na UV z Twoim projektem.', 'A set of UV-resistant stickers with your design.'),
    description: t(
      'Prześlij plik z logo (PNG, JPG lub PDF, do 10 MB), a wydrukujemy zestaw naklejek odpornych na UV i mycie. Projekt do akceptacji wyślemy na podany e-mail. Idealne dla firm i wypożyczalni.',
      'Upload your logo (PNG, JPG or PDF, up to 10 MB) and we print a set of stickers resistant to UV and washing. We send the design for approval to the e-mail you give. Ideal for companies and rentals.',
    ),
    category: 'accessory',
    collection: 106,
    price: 89,
    drawing: { kind: 'accessory', item: 'bag', color: '#7b5cd6', label: 'Stickers' },
    option: {
      code: 'logo',
      name: t('Plik z logo', 'Logo file'),
      kind: 'FILE',
      display: 'file',
      required: true,
      variantAxis: false,
      values: [],
    },
    extraOptions: [
      {
        code: 'print-colours',
        name: t('Liczba kolorów nadruku', 'Print colours'),
        kind: 'CUSTOM',
        display: 'number',
        required: true,
        variantAxis: false,
        min: 1,
        max: 4,
        values: [],
      },
      {
        code: 'proof-email',
        name: t('E-mail do akceptacji projektu', 'E-mail for the design proof'),
        kind: 'CUSTOM',
        display: 'email',
        required: false,
        variantAxis: false,
        values: [],
      },
      {
        code: 'needed-by',
        name: t('Potrzebne na dzień', 'Needed by'),
        kind: 'CUSTOM',
        display: 'date',
        required: false,
        variantAxis: false,
        futureOnly: true,
        values: [],
      },
      {
        code: 'design-notes',
        name: t('Uwagi do projektu', 'Notes on the design'),
        kind: 'CUSTOM',
        display: 'textarea',
        required: false,
        variantAxis: false,
        maxLength: 500,
        values: [],
      },
    ],
    minQuantity: 5,
    maxQuantity: 200,
    unit: 'set',
    processingTime: '1_week',
  });
  return list;
}
