import { defaultShopSettings, needsSafetyInformation } from '@shop/contracts';
import type { StoredText } from '../db/schema';
import { type ProductSeed, t } from './product-seed';

// The demo catalogue's makers and safety texts (issue 27, GPSR; docs/decisions/product-safety.md). Zefir
// makes its bikes, power parts and the GPS tracker: it is the company of the shop settings' defaults, the one
// its contact page, papers and invoices name (staff keep the makers in the catalogue from then on); the
// accessories come from their brands, one of them outside the EU with Zefir as its importer (the EU
// responsible person). Brands and addresses are demo data (.example domains).

export interface ManufacturerSeed {
  key: string;
  name: string;
  address: string;
  country: string;
  email?: string;
  web?: string;
  responsible?: { name: string; address: string; country: string; email?: string; web?: string };
}

const zefir = defaultShopSettings.company;
const zefirAddress = `${zefir.street}\n${zefir.zipCode} ${zefir.city}`;

export const demoManufacturers: ManufacturerSeed[] = [
  {
    key: 'zefir',
    name: zefir.name,
    address: zefirAddress,
    country: 'PL',
    email: 'kontakt@zefir.example',
    web: 'https://zefir.example/pl/kontakt',
  },
  {
    key: 'velora',
    name: 'Velora Sport S.r.l.',
    address: 'Via dei Ciclisti 8\n20121 Milano',
    country: 'IT',
    email: 'safety@velora.example',
  },
  {
    key: 'lockwerk',
    name: 'Lockwerk GmbH',
    address: 'Schlossstraße 21\n42651 Solingen',
    country: 'DE',
    email: 'service@lockwerk.example',
    web: 'https://lockwerk.example/kontakt',
  },
  {
    key: 'cargo',
    name: 'Fietsdrager B.V.',
    address: 'Havenweg 3\n3542 AB Utrecht',
    country: 'NL',
    web: 'https://fietsdrager.example/contact',
  },
  {
    key: 'brightway',
    name: 'Brightway Cycle Parts Co., Ltd.',
    address: 'No. 88, Gongye Rd., Xitun Dist.\nTaichung City 407',
    country: 'TW',
    email: 'export@brightway.example',
    responsible: { name: zefir.name, address: zefirAddress, country: 'PL', email: 'kontakt@zefir.example' },
  },
];

/** Which brand makes each accessory line (the seed's drawing item, kept as the product's first tag). */
const accessoryBrands: Record<string, string> = {
  helmet: 'velora',
  gloves: 'velora',
  lock: 'lockwerk',
  rack: 'cargo',
  basket: 'cargo',
  bag: 'cargo',
  kickstand: 'cargo',
  fenders: 'cargo',
  light: 'brightway',
  pump: 'brightway',
  mirror: 'brightway',
  bell: 'brightway',
  phone_holder: 'brightway',
};

const paragraphs = (...texts: StoredText[]): StoredText => ({
  pl: texts.map((text) => text.pl).join('\n\n'),
  en: texts.map((text) => text.en).join('\n\n'),
});

const battery = t(
  'Akumulator: ładuj go tylko ładowarką dołączoną do roweru, w suchym pomieszczeniu, w temperaturze od 0 do 40 °C, z dala od materiałów łatwopalnych, i nie zostawiaj go bez nadzoru. Nie ładuj akumulatora uszkodzonego, zalanego ani takiego, który spadł. Na dłuższy postój przechowuj go naładowanego w 50–70 %, w temperaturze od 10 do 20 °C, i doładowuj co 3 miesiące. Nie otwieraj obudowy.',
  'Battery: charge it only with the charger supplied with the bike, indoors and dry, at 0 to 40 °C, away from anything flammable, and never unattended. Do not charge a battery that is damaged, has been under water or has been dropped. For a longer break store it 50–70 % charged at 10 to 20 °C and top it up every 3 months. Never open its casing.',
);

const bikeCare = t(
  'Przed jazdą sprawdź hamulce, oświetlenie i ciśnienie w oponach; jeździj w kasku. Przed czyszczeniem, serwisem i przewożeniem roweru wyłącz system i wyjmij akumulator. Przed pierwszą jazdą przeczytaj instrukcję obsługi.',
  'Before each ride check the brakes, lights and tyre pressure; wear a helmet. Switch the system off and take the battery out before cleaning, servicing or carrying the bike. Read the user manual before the first ride.',
);

/** A pedal-assisted bike (EPAC): the 25 km/h limit, the battery, who may ride. */
const epacWarnings = paragraphs(
  t(
    'Rower elektryczny ze wspomaganiem pedałowania (EPAC) zgodny z normą EN 15194: silnik o mocy znamionowej 250 W wspomaga tylko podczas pedałowania i przestaje wspomagać po przekroczeniu 25 km/h. Nie przerabiaj napędu ani ogranicznika prędkości – rower przestałby być rowerem w rozumieniu przepisów.',
    'An electrically power assisted cycle (EPAC) to EN 15194: its 250 W rated motor assists only while you pedal and stops assisting above 25 km/h. Do not modify the drive or the speed limit – the bike would no longer be a bicycle in law.',
  ),
  battery,
  t(
    'Kto może jeździć: rower jest przeznaczony dla osób od 14 lat, dla wzrostu podanego przy rozmiarze ramy. W Polsce osoba poniżej 18 lat musi mieć kartę rowerową (albo prawo jazdy kat. AM, A1, B1 lub T), a dziecko poniżej 10 lat może jeździć tylko pod opieką osoby dorosłej.',
    'Who may ride: the bike is meant for riders aged 14 and over, of the height given for the frame size. In Poland a rider under 18 needs a cycling card (or an AM, A1, B1 or T driving licence), and a child under 10 may ride only with an adult.',
  ),
  bikeCare,
);

/** A speed pedelec (assistance to 40 km/h) is a moped in law, not a bicycle. */
const speedWarnings = paragraphs(
  t(
    'Rower ze wspomaganiem do 40 km/h to w świetle przepisów motorower (kategoria L1e-B), nie rower: wymaga rejestracji, tablicy rejestracyjnej i ubezpieczenia OC, a kierujący – prawa jazdy kat. AM (od 14 lat) lub wyższej i kasku. Nie wolno nim jeździć po drogach dla rowerów.',
    'A bike assisting up to 40 km/h is a moped in law (category L1e-B), not a bicycle: it must be registered, carry a number plate and third-party insurance, and its rider needs an AM (from age 14) or higher driving licence and a helmet. It may not be ridden on cycle paths.',
  ),
  battery,
  bikeCare,
);

const powerPartWarnings = paragraphs(
  t(
    'Część układu elektrycznego roweru: montaż i podłączenie powierz serwisowi rowerów elektrycznych. Używaj jej tylko z napięciem podanym w specyfikacji. Rower przerobiony tak, że wspomaga powyżej 25 km/h albo ma silnik mocniejszy niż 250 W, przestaje być rowerem w świetle przepisów.',
    'A part of an e-bike’s electrical system: have an e-bike workshop fit and connect it. Use it only at the voltage its specification gives. A bike converted to assist above 25 km/h or with a motor above 250 W is no longer a bicycle in law.',
  ),
  battery,
);

const chargerWarnings = t(
  'Ładowarka do użytku w pomieszczeniach: podłączaj ją tylko do akumulatora o napięciu podanym na tabliczce, nie przykrywaj jej podczas ładowania, chroń przed wilgocią i odłącz od sieci po zakończeniu. Nie używaj ładowarki z uszkodzonym przewodem.',
  'A charger for indoor use: connect it only to a battery of the voltage on its label, do not cover it while charging, keep it dry and unplug it when done. Do not use it with a damaged cable.',
);

const connectivityWarnings = t(
  'Urządzenie z wbudowanym akumulatorem litowo-jonowym: ładuj je dołączonym przewodem, nie wystawiaj na temperaturę powyżej 60 °C i nie otwieraj obudowy. Zawiera kartę SIM; zużyte urządzenie oddaj do punktu zbiórki elektroodpadów.',
  'A device with a built-in lithium-ion battery: charge it with the cable supplied, keep it below 60 °C and do not open it. It holds a SIM card; take a worn-out device to an electronic waste collection point.',
);

const accessoryWarnings: Record<string, StoredText> = {
  helmet: t(
    'Kask chroni tylko dobrze dopasowany i zapięty (norma EN 1078). Po każdym uderzeniu wymień go na nowy, nawet gdy nie widać uszkodzeń. Nie maluj go i nie naklejaj naklejek. Kask dziecięcy zdejmuj dziecku na placu zabaw – pasek może zaczepić o sprzęt.',
    'A helmet protects only when it fits and is fastened (EN 1078). Replace it after any impact, even without visible damage. Do not paint it or put stickers on it. Take a child’s helmet off at a playground – its strap could catch.',
  ),
  gloves: t(
    'Rękawiczki nie zastępują kasku. Sprawdź, czy nie utrudniają chwytania kierownicy i hamulców.',
    'Gloves do not replace a helmet. Make sure they do not hinder your grip on the bars and brake levers.',
  ),
  lock: t(
    'Nie zapinaj zapięcia na kole, które może się obrócić – przy ruszeniu może zablokować koło i spowodować upadek. Trzymaj klucze z dala od dzieci.',
    'Never leave the lock on a wheel you may ride off with – it can block the wheel and throw you. Keep keys away from children.',
  ),
  light: t(
    'Lampka z akumulatorem litowo-jonowym: ładuj ją przez USB w suchym miejscu. Nie świeć w oczy innym uczestnikom ruchu; ustaw ją zgodnie z instrukcją.',
    'A light with a lithium-ion battery: charge it over USB somewhere dry. Do not dazzle other road users; aim it as the instructions say.',
  ),
};

const fallbackAccessory = t(
  'Zamontuj zgodnie z instrukcją i sprawdzaj mocowanie przed każdą jazdą. Nie przekraczaj podanego obciążenia. Drobne części trzymaj z dala od dzieci poniżej 3 lat.',
  'Fit it as the instructions say and check it is secure before each ride. Do not exceed the load given. Keep small parts away from children under 3.',
);

/** The maker and the warnings of a demo product, or undefined where the regulation asks for none. */
export function safetyOfSeed(seed: ProductSeed): { manufacturer: string; safety: StoredText } | undefined {
  if (!needsSafetyInformation(seed.type)) return undefined;
  switch (seed.category) {
    case 'bike':
      return { manufacturer: 'zefir', safety: seed.tags.includes('s-pedelec') ? speedWarnings : epacWarnings };
    case 'battery':
    case 'motor':
    case 'conversion_set':
    case 'display':
    case 'controller':
      return { manufacturer: 'zefir', safety: powerPartWarnings };
    case 'charger':
      return { manufacturer: 'zefir', safety: chargerWarnings };
    case 'connectivity':
      return { manufacturer: 'zefir', safety: connectivityWarnings };
    default: {
      const item = seed.tags[0] ?? '';
      return {
        manufacturer: accessoryBrands[item] ?? 'zefir',
        safety: accessoryWarnings[item] ?? fallbackAccessory,
      };
    }
  }
}
