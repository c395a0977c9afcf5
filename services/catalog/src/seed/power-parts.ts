import { type PartInput, techGroup } from './parts';
import { amounts, spec, t } from './product-seed';

// Batteries, motors, conversion sets, chargers and displays of the demo catalogue.

const batteryColours: Array<[string, string, string]> = [
  ['czarny', 'black', '#24262a'],
  ['srebrny', 'silver', '#a7adb4'],
  ['biały', 'white', '#e9e6df'],
];

export function batteries(): PartInput[] {
  const list: PartInput[] = [];
  const kinds: Array<{ mount: 'frame' | 'rack' | 'downtube'; pl: string; en: string }> = [
    { mount: 'downtube', pl: 'na dolną rurę ramy', en: 'down-tube' },
    { mount: 'rack', pl: 'na bagażnik', en: 'rack-mounted' },
    { mount: 'frame', pl: 'zintegrowany z ramą', en: 'frame-integrated' },
  ];
  const cells: Array<[volts: number, ah: number]> = [
    [36, 10.4],
    [36, 13],
    [36, 14],
    [36, 17.5],
    [36, 20],
    [48, 13],
    [48, 17.5],
    [48, 20],
  ];
  let id = 1401;
  for (const [volts, ah] of cells) {
    for (const kind of kinds) {
      if (volts === 48 && kind.mount === 'rack') continue;
      const wh = Math.round(volts * ah);
      const price = Math.round((1200 + wh * 3.1) / 10) * 10 - 1;
      const ahText = String(ah).replace('.', ',');
      list.push({
        id: id++,
        name: t(`Akumulator ${volts} V ${ahText} Ah ${kind.pl}`, `${volts} V ${ah} Ah ${kind.en} battery`),
        short: t(
          `Akumulator litowo-jonowy ${wh} Wh ${kind.pl}, ogniwa klasy A.`,
          `A ${wh} Wh ${kind.en} lithium-ion battery with grade A cells.`,
        ),
        description: t(
          `Akumulator ${volts} V o pojemności ${ahText} Ah (${wh} Wh) ${kind.pl}. Ogniwa klasy A i układ BMS chronią przed przeładowaniem, głębokim rozładowaniem i przegrzaniem. Żywotność to 500–700 pełnych cykli ładowania.\n\nPasuje do rowerów Zefir i do większości zestawów konwersyjnych ${volts} V. W komplecie kluczyki i uchwyt montażowy.`,
          `A ${volts} V ${ah} Ah (${wh} Wh) ${kind.en} battery. Grade A cells and a BMS protect against overcharging, deep discharge and overheating. It lasts 500–700 full charge cycles.\n\nFits Zefir bikes and most ${volts} V conversion sets. Keys and a mounting cradle included.`,
        ),
        category: 'battery',
        collection: 101,
        price,
        drawing: { kind: 'battery', capacityWh: wh, mount: kind.mount, color: '#1f6f8b', label: `${volts} V ${ah} Ah` },
        tags: [`${volts}v`, `${wh}wh`, kind.mount],
        specs: [
          spec(techGroup, t('Napięcie', 'Voltage'), `${volts} V`),
          spec(techGroup, t('Pojemność', 'Capacity'), `${ahText} Ah / ${wh} Wh`),
          spec(techGroup, t('Żywotność', 'Life'), t('500–700 cykli', '500–700 cycles')),
          spec(techGroup, t('Masa', 'Weight'), `${(1.5 + wh / 260).toFixed(1).replace('.', ',')} kg`),
        ],
        option:
          kind.mount === 'frame'
            ? undefined
            : {
                code: 'colour',
                name: t('Kolor obudowy', 'Casing colour'),
                kind: 'SELECT',
                display: 'colors',
                required: true,
                variantAxis: true,
                values: batteryColours.map(([pl, en, hex]) => ({ label: t(pl, en), color: hex })),
              },
        maxQuantity: 20,
        relations: [{ type: 'complementary', ids: [volts === 48 ? 1605 : 1601] }],
      });
    }
  }
  return list;
}

export function motors(): PartInput[] {
  const list: PartInput[] = [];
  let id = 1501;
  const rows: Array<[power: number, placement: 'mid' | 'hub', pl: string, en: string, price: number]> = [
    [250, 'hub', 'przedni silnik w piaście', 'front hub motor', 1199],
    [250, 'hub', 'tylny silnik w piaście', 'rear hub motor', 1299],
    [350, 'hub', 'tylny silnik w piaście', 'rear hub motor', 1499],
    [500, 'hub', 'tylny silnik w piaście', 'rear hub motor', 1799],
    [750, 'hub', 'tylny silnik w piaście', 'rear hub motor', 2199],
    [1000, 'hub', 'tylny silnik w piaście', 'rear hub motor', 2599],
    [250, 'mid', 'silnik centralny', 'mid-drive motor', 2999],
    [350, 'mid', 'silnik centralny', 'mid-drive motor', 3299],
    [500, 'mid', 'silnik centralny', 'mid-drive motor', 3799],
    [750, 'mid', 'silnik centralny', 'mid-drive motor', 4299],
    [1000, 'mid', 'silnik centralny', 'mid-drive motor', 4999],
    [250, 'mid', 'silnik centralny z protokołem UART', 'UART mid-drive motor', 3499],
  ];
  for (const [power, placement, pl, en, price] of rows) {
    list.push({
      id: id++,
      name: t(`${pl[0]!.toUpperCase()}${pl.slice(1)} ${power} W`, `${power} W ${en}`),
      short: t(`${pl[0]!.toUpperCase()}${pl.slice(1)} o mocy ${power} W.`, `A ${power} W ${en}.`),
      description: t(
        `${pl[0]!.toUpperCase()}${pl.slice(1)} o mocy znamionowej ${power} W. ${power > 250 ? 'Moc powyżej 250 W jest dozwolona tylko poza drogami publicznymi lub w rowerach zarejestrowanych jako motorower.' : 'Moc 250 W i wspomaganie do 25 km/h spełniają wymogi dla rowerów ze wspomaganiem.'}\n\nCicha przekładnia planetarna, czujnik kadencji${placement === 'mid' ? ' i momentu obrotowego' : ''}, wodoszczelne złącza.`,
        `A ${power} W ${en}. ${power > 250 ? 'Power above 250 W is allowed only off public roads or on bikes registered as mopeds.' : '250 W with assistance up to 25 km/h meets the rules for pedal-assisted bicycles.'}\n\nA quiet planetary gear, a cadence${placement === 'mid' ? ' and torque' : ''} sensor and waterproof connectors.`,
      ),
      category: 'motor',
      collection: 102,
      price,
      drawing: { kind: 'motor', power, placement, label: `${power} W` },
      tags: [
        `${power}w`,
        placement === 'mid' ? 'centralny' : 'piasta',
        ...(pl.includes('UART') ? ['uart', 'gps'] : []),
      ],
      specs: [
        spec(techGroup, t('Moc znamionowa', 'Rated power'), `${power} W`),
        spec(techGroup, t('Umiejscowienie', 'Placement'), t(pl, en)),
        spec(techGroup, t('Napięcie', 'Voltage'), power > 500 ? '48 V' : '36 V'),
      ],
      maxQuantity: 10,
      processingTime: '48h',
    });
  }
  return list;
}

export function conversionSets(): PartInput[] {
  const list: PartInput[] = [];
  let id = 1551;
  for (const wheel of [20, 24, 26, 27.5, 28, 29]) {
    for (const [placement, pl, en, add] of [
      ['front', 'przedni', 'front', 0],
      ['rear', 'tylny', 'rear', 300],
      ['mid', 'centralny', 'mid-drive', 1300],
    ] as const) {
      if (placement === 'mid' && wheel < 26) continue;
      const wheelText = String(wheel).replace('.', ',');
      list.push({
        id: id++,
        name: t(`Zestaw do konwersji ${wheelText}" ${pl}`, `${wheel}" ${en} conversion kit`),
        short: t(
          `Zrób rower elektryczny ze swojego roweru: silnik ${pl}, akumulator, wyświetlacz i ładowarka.`,
          `Turn your own bike into an e-bike: ${en} motor, battery, display and charger.`,
        ),
        description: t(
          `Kompletny zestaw do przerobienia roweru z kołami ${wheelText}" na elektryczny. W zestawie ${placement === 'mid' ? 'silnik centralny montowany w miejsce suportu' : `koło ${wheelText}" z silnikiem w ${placement === 'front' ? 'przedniej' : 'tylnej'} piaście`}, akumulator 36 V 14 Ah, wyświetlacz LCD, manetka, czujnik kadencji, ładowarka i przewody.\n\nMontaż zajmuje około 2 godzin; możesz też zlecić go w naszym serwisie.`,
          `A complete kit to convert a bike with ${wheel}" wheels into an e-bike: ${placement === 'mid' ? 'a mid-drive motor fitted in place of the bottom bracket' : `a ${wheel}" wheel with a ${en} hub motor`}, a 36 V 14 Ah battery, an LCD display, a throttle, a cadence sensor, a charger and cables.\n\nFitting takes about 2 hours; our service can also fit it for you.`,
        ),
        category: 'conversion_set',
        collection: 103,
        price: 2799 + add + Math.round(wheel * 5) * 10,
        drawing: { kind: 'conversion_set', wheelInches: wheel, label: `${wheelText}"` },
        tags: [`${wheel}"`, placement],
        option: {
          code: 'display',
          name: t('Wyświetlacz', 'Display'),
          kind: 'SELECT',
          display: 'images',
          required: true,
          variantAxis: true,
          values: [
            { label: t('LCD monochromatyczny', 'Monochrome LCD') },
            { label: t('Kolorowy TFT', 'Colour TFT'), priceDelta: amounts(250_00) },
          ],
        },
        specs: [
          spec(techGroup, t('Rozmiar koła', 'Wheel size'), `${wheelText}"`),
          spec(techGroup, t('Silnik', 'Motor'), t(`${pl}, 250 W`, `${en}, 250 W`)),
          spec(techGroup, t('Akumulator', 'Battery'), '36 V 14 Ah (504 Wh)'),
        ],
        maxQuantity: 10,
        processingTime: '48h',
        relations: [{ type: 'service', ids: [1903] }],
        valueDrawings: [
          { kind: 'display', screen: 'lcd', label: 'LCD' },
          { kind: 'display', screen: 'color', label: 'TFT' },
        ],
      });
    }
  }
  return list;
}

export function chargers(): PartInput[] {
  const rows: Array<[volts: number, amps: number]> = [
    [36, 2],
    [36, 3],
    [36, 4],
    [36, 5],
    [48, 2],
    [48, 3],
    [48, 4],
    [48, 5],
    [24, 2],
    [52, 4],
  ];
  return rows.map(([volts, amps], i) => ({
    id: 1601 + i,
    name: t(`Ładowarka ${volts} V ${amps} A`, `${volts} V ${amps} A charger`),
    short: t(`Ładowarka do akumulatorów ${volts} V, prąd ${amps} A.`, `A charger for ${volts} V batteries, ${amps} A.`),
    description: t(
      `Ładowarka do akumulatorów litowo-jonowych ${volts} V o prądzie ładowania ${amps} A. ${amps >= 4 ? 'Szybkie ładowanie: akumulator 500 Wh naładujesz w niecałe 3 godziny.' : 'Łagodne ładowanie wydłuża żywotność ogniw.'} Dioda pokazuje stan ładowania, a zabezpieczenia chronią przed zwarciem i przegrzaniem.`,
      `A ${volts} V lithium-ion battery charger with ${amps} A charging current. ${amps >= 4 ? 'Fast charging: a 500 Wh battery is full in under 3 hours.' : 'Gentle charging extends the life of the cells.'} An LED shows the charging state; protections guard against short circuit and overheating.`,
    ),
    category: 'charger' as const,
    collection: 104,
    price: 149 + amps * 40 + (volts > 36 ? 50 : 0),
    drawing: { kind: 'charger' as const, amps, label: `${volts} V ${amps} A` },
    tags: [`${volts}v`, `${amps}a`],
    option: {
      code: 'plug',
      name: t('Wtyczka', 'Plug'),
      kind: 'SELECT' as const,
      display: 'dropdown' as const,
      required: true,
      variantAxis: true,
      values: [
        { label: t('XLR 3-pin', 'XLR 3-pin') },
        { label: t('DC 5,5 × 2,1 mm', 'DC 5.5 × 2.1 mm') },
        { label: t('Rosenberger', 'Rosenberger') },
      ],
    },
    specs: [
      spec(techGroup, t('Napięcie wyjściowe', 'Output voltage'), `${volts} V`),
      spec(techGroup, t('Prąd ładowania', 'Charging current'), `${amps} A`),
    ],
    maxQuantity: 20,
  }));
}

export function displays(): PartInput[] {
  const rows: Array<[string, string, 'lcd' | 'color' | 'led', number]> = [
    ['Wyświetlacz LED 5 poziomów', 'LED display, 5 levels', 'led', 149],
    ['Wyświetlacz LCD KT-LCD3', 'KT-LCD3 LCD display', 'lcd', 229],
    ['Wyświetlacz LCD z podświetleniem', 'Backlit LCD display', 'lcd', 269],
    ['Wyświetlacz kolorowy TFT 3,5"', '3.5" colour TFT display', 'color', 449],
    ['Wyświetlacz kolorowy TFT z Bluetooth', 'Colour TFT display with Bluetooth', 'color', 599],
    ['Wyświetlacz kolorowy z nawigacją', 'Colour display with navigation', 'color', 899],
    ['Panel LED na manetkę', 'LED throttle panel', 'led', 119],
    ['Wyświetlacz LCD UART', 'UART LCD display', 'lcd', 299],
  ];
  return rows.map(([pl, en, screen, price], i) => ({
    id: 1651 + i,
    name: t(pl, en),
    short: t(
      `${pl}: prędkość, poziom wspomagania i stan akumulatora.`,
      `${en}: speed, assistance level and battery state.`,
    ),
    description: t(
      `${pl} pokazuje prędkość, przejechany dystans, poziom wspomagania i stan naładowania akumulatora. Obudowa jest odporna na deszcz (IP65), a mocowanie pasuje do kierownic 22,2–31,8 mm.`,
      `The ${en.toLowerCase()} shows speed, distance, assistance level and battery charge. The casing is rainproof (IP65) and the mount fits 22.2–31.8 mm handlebars.`,
    ),
    category: 'display' as const,
    collection: 105,
    price,
    drawing: { kind: 'display' as const, screen, label: en },
    tags: [screen],
    specs: [spec(techGroup, t('Szczelność', 'Ingress protection'), 'IP65')],
    maxQuantity: 20,
  }));
}
