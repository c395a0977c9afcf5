import type { ShopPaper, StorefrontLanguage } from '@shop/contracts';
import {
  ASSIST_SPEED_LIMIT_KMH,
  BATTERY_LIFE_CYCLES,
  MOTOR_RATED_POWER_W,
  type ShopSettings,
  STANDARD_WARRANTY_YEARS,
} from '@shop/contracts/limits';

// The words of the documents page's papers (issue 25): the warranty terms and the user manual, the same for
// every bike, and the frame of a bike's declaration of conformity. The numbers come from the shop's limits.

export interface PaperSection {
  heading: string;
  paragraphs?: string[];
  points?: string[];
}

export interface Paper {
  title: string;
  subtitle: string;
  sections: PaperSection[];
  fileName: string;
}

/** The maker every paper names: the company as staff keep it in the shop settings (as the contact page does). */
export type Maker = ShopSettings['company'];

/** The maker's address on one line: street, postal code and city. */
export const makerAddress = (maker: Maker) => `${maker.street}, ${maker.zipCode} ${maker.city}`;

/** Polish years after 'na': 1 rok, 2–4 lata, 5 lat. */
const lata = (n: number) => `${n} ${n === 1 ? 'rok' : n < 5 ? 'lata' : 'lat'}`;

const papers: Record<StorefrontLanguage, Record<ShopPaper, (brand: string, maker: Maker) => Paper>> = {
  pl: {
    'warranty-terms': (brand, maker) => ({
      title: 'Warunki gwarancji',
      subtitle: `Rowery elektryczne ${brand}`,
      fileName: 'warunki-gwarancji.pdf',
      sections: [
        {
          heading: '1. Gwarant i okres gwarancji',
          paragraphs: [
            `Gwarantem jest ${maker.name}, ${makerAddress(maker)}, NIP ${maker.taxId}. Na rowery elektryczne ${brand} udzielamy gwarancji na ${lata(STANDARD_WARRANTY_YEARS)} od dnia wydania roweru pierwszemu nabywcy.`,
            `Bateria jest objęta gwarancją przez ten sam okres. Gwarancja obejmuje spadek jej pojemności poniżej 60% pojemności znamionowej, jeśli bateria nie przekroczyła ${BATTERY_LIFE_CYCLES.min} pełnych cykli ładowania.`,
          ],
        },
        {
          heading: '2. Co obejmuje gwarancja',
          points: [
            'Wady materiałowe i wykonawcze ramy i widelca sztywnego.',
            'Wady silnika, sterownika, wyświetlacza, czujników i okablowania.',
            'Wady baterii i ładowarki dostarczonej z rowerem.',
          ],
        },
        {
          heading: '3. Czego gwarancja nie obejmuje',
          points: [
            'Części zużywających się w trakcie jazdy: opon, dętek, klocków i tarcz hamulcowych, łańcucha, kasety, zębatek, paska, linek i pancerzy, chwytów i siodła.',
            'Uszkodzeń mechanicznych, skutków wypadku, kradzieży i niewłaściwego przechowywania.',
            'Rowerów przerobionych: ze zdjętym ograniczeniem prędkości, zmienionym oprogramowaniem lub mocą silnika.',
            'Skutków ładowania nieoryginalną ładowarką, mycia myjką ciśnieniową i użytkowania niezgodnego z instrukcją obsługi.',
          ],
        },
        {
          heading: '4. Jak zgłosić usterkę',
          paragraphs: [
            'Usterkę zgłoś przez formularz reklamacji w sklepie internetowym (konto → Reklamacje) albo u dealera, u którego kupiłeś rower. Dołącz dowód zakupu, numer ramy oraz zdjęcia lub film usterki.',
            'Odpowiemy w ciągu 14 dni od zgłoszenia. Uznaną usterkę usuwamy bezpłatnie — naprawiając rower lub wymieniając część na wolną od wad — w ciągu 14 dni od dostarczenia roweru do serwisu; koszty transportu w ramach gwarancji pokrywamy my.',
          ],
        },
        {
          heading: '5. Twoje prawa',
          paragraphs: [
            'Gwarancja nie wyłącza, nie ogranicza ani nie zawiesza uprawnień konsumenta wynikających z przepisów o odpowiedzialności sprzedawcy za niezgodność towaru z umową.',
          ],
        },
      ],
    }),
    'user-manual': (brand) => ({
      title: 'Instrukcja obsługi',
      subtitle: `Rowery elektryczne ${brand} ze wspomaganiem do ${ASSIST_SPEED_LIMIT_KMH} km/h`,
      fileName: 'instrukcja-obslugi.pdf',
      sections: [
        {
          heading: '1. Przed pierwszą jazdą',
          points: [
            'Naładuj baterię do pełna — pierwsze ładowanie trwa najdłużej.',
            'Ustaw wysokość siodła: przy pedale w najniższym położeniu noga powinna być prawie wyprostowana.',
            'Sprawdź ciśnienie w oponach (zakres podany jest na boku opony), dokręcenie kierownicy, pedałów i kół.',
            'Sprawdź hamulce: klamki nie mogą dochodzić do chwytów.',
          ],
        },
        {
          heading: '2. Jazda ze wspomaganiem',
          paragraphs: [
            `Włącz wyświetlacz przyciskiem zasilania i wybierz poziom wspomagania. Silnik o mocy znamionowej ${MOTOR_RATED_POWER_W} W pomaga tylko wtedy, gdy pedałujesz, i wyłącza się powyżej ${ASSIST_SPEED_LIMIT_KMH} km/h.`,
            'Na podjazdach zmieniaj bieg na lżejszy przed wzniesieniem, nie pod pełnym obciążeniem. Tryb prowadzenia (przytrzymany przycisk „−”) pomaga prowadzić rower obok siebie z prędkością do 6 km/h.',
          ],
        },
        {
          heading: '3. Ładowanie baterii',
          points: [
            'Używaj wyłącznie ładowarki dołączonej do roweru albo oryginalnej ładowarki producenta.',
            'Ładuj w suchym pomieszczeniu, w temperaturze od 10 do 30°C, z dala od materiałów łatwopalnych; nie zostawiaj ładującej się baterii bez nadzoru na noc.',
            'Po jeździe na mrozie odczekaj, aż bateria ogrzeje się do temperatury pokojowej.',
            'Bateria nie ma efektu pamięci: możesz ją doładowywać w dowolnym momencie.',
          ],
        },
        {
          heading: '4. Konserwacja',
          points: [
            'Myj rower wilgotną gąbką lub miękką szczotką; nie używaj myjki ciśnieniowej.',
            'Czyść i smaruj łańcuch co 200–300 km oraz po każdej jeździe w deszczu.',
            'Oddaj rower na przegląd po pierwszych 200 km, a potem raz w roku lub co 2000 km.',
          ],
        },
        {
          heading: '5. Przechowywanie',
          paragraphs: [
            'Przed dłuższą przerwą naładuj baterię do 40–60%, wyjmij ją z roweru i przechowuj w temperaturze od 10 do 20°C. Doładowuj ją co dwa miesiące.',
          ],
        },
        {
          heading: '6. Bezpieczeństwo',
          points: [
            'Nie otwieraj baterii ani ładowarki. Uszkodzonej, spuchniętej lub przegrzanej baterii nie ładuj — skontaktuj się z serwisem.',
            'Nie zmieniaj ustawień ograniczenia prędkości ani mocy: rower przestaje być rowerem w świetle przepisów i traci gwarancję.',
            'Jeździj w kasku, a po zmroku z włączonym oświetleniem.',
          ],
        },
      ],
    }),
  },
  en: {
    'warranty-terms': (brand, maker) => ({
      title: 'Warranty terms',
      subtitle: `${brand} electric bikes`,
      fileName: 'warranty-terms.pdf',
      sections: [
        {
          heading: '1. The guarantor and the warranty period',
          paragraphs: [
            `The guarantor is ${maker.name}, ${makerAddress(maker)}, Poland, tax ID ${maker.taxId}. ${brand} e-bikes carry a ${STANDARD_WARRANTY_YEARS}-year warranty from the day the bike is handed to its first buyer.`,
            `The battery is covered for the same period. The warranty covers its capacity falling below 60% of the rated capacity, provided the battery has not exceeded ${BATTERY_LIFE_CYCLES.min} full charging cycles.`,
          ],
        },
        {
          heading: '2. What the warranty covers',
          points: [
            'Defects in the material and workmanship of the frame and the rigid fork.',
            'Defects of the motor, controller, display, sensors and wiring.',
            'Defects of the battery and of the charger supplied with the bike.',
          ],
        },
        {
          heading: '3. What the warranty does not cover',
          points: [
            'Parts that wear as you ride: tyres, inner tubes, brake pads and discs, the chain, cassette, chainrings, belt, cables and housings, grips and saddle.',
            'Mechanical damage, the results of an accident, theft and wrong storage.',
            'Modified bikes: with the speed limit removed, or the software or motor power changed.',
            'The results of charging with a charger not our own, of pressure washing and of use against the user manual.',
          ],
        },
        {
          heading: '4. How to report a fault',
          paragraphs: [
            'Report the fault through the claim form in the online shop (account → Returns and claims) or at the dealer who sold you the bike. Attach the proof of purchase, the frame number and photos or a video of the fault.',
            'We answer within 14 days of the report. We remove an accepted fault free of charge — by repairing the bike or replacing the part with one free of defects — within 14 days of the bike reaching our workshop; we pay the transport under the warranty.',
          ],
        },
        {
          heading: '5. Your rights',
          paragraphs: [
            'The warranty does not exclude, limit or suspend a consumer’s rights under the law on the seller’s liability for goods not in conformity with the contract.',
          ],
        },
      ],
    }),
    'user-manual': (brand) => ({
      title: 'User manual',
      subtitle: `${brand} electric bikes with assistance up to ${ASSIST_SPEED_LIMIT_KMH} km/h`,
      fileName: 'user-manual.pdf',
      sections: [
        {
          heading: '1. Before your first ride',
          points: [
            'Charge the battery fully — the first charge takes the longest.',
            'Set the saddle height: with the pedal at its lowest, your leg should be almost straight.',
            'Check the tyre pressure (the range is printed on the tyre’s side) and that the handlebar, pedals and wheels are tight.',
            'Check the brakes: the levers must not reach the grips.',
          ],
        },
        {
          heading: '2. Riding with assistance',
          paragraphs: [
            `Switch the display on with the power button and choose an assistance level. The ${MOTOR_RATED_POWER_W} W rated motor helps only while you pedal and switches off above ${ASSIST_SPEED_LIMIT_KMH} km/h.`,
            'On climbs, change to a lighter gear before the hill, not under full load. Walk mode (hold the “−” button) helps you push the bike beside you at up to 6 km/h.',
          ],
        },
        {
          heading: '3. Charging the battery',
          points: [
            'Use only the charger supplied with the bike or an original charger from the maker.',
            'Charge in a dry room at 10 to 30°C, away from anything flammable; do not leave a charging battery unattended overnight.',
            'After a ride in the frost, wait until the battery has warmed to room temperature.',
            'The battery has no memory effect: you may top it up at any time.',
          ],
        },
        {
          heading: '4. Care',
          points: [
            'Wash the bike with a damp sponge or a soft brush; do not use a pressure washer.',
            'Clean and lubricate the chain every 200–300 km and after every ride in the rain.',
            'Bring the bike for a check after the first 200 km, then once a year or every 2000 km.',
          ],
        },
        {
          heading: '5. Storage',
          paragraphs: [
            'Before a longer break, charge the battery to 40–60%, take it off the bike and keep it at 10 to 20°C. Top it up every two months.',
          ],
        },
        {
          heading: '6. Safety',
          points: [
            'Do not open the battery or the charger. Do not charge a damaged, swollen or overheated battery — contact the workshop.',
            'Do not change the speed limit or power settings: the bike stops being a bicycle in law and loses its warranty.',
            'Ride with a helmet, and with the lights on after dark.',
          ],
        },
      ],
    }),
  },
};

export const shopPaper = (paper: ShopPaper, lang: StorefrontLanguage, brand: string, maker: Maker): Paper =>
  papers[lang][paper](brand, maker);

/** The words around a bike's declaration of conformity. */
export const declarationText = {
  pl: {
    title: 'Deklaracja zgodności WE',
    maker: 'Producent',
    declares:
      'deklaruje na swoją wyłączną odpowiedzialność, że opisany niżej rower ze wspomaganiem elektrycznym (EPAC) spełnia wszystkie mające zastosowanie wymagania dyrektyw:',
    product: 'Wyrób',
    model: 'Model',
    code: 'Kod produktu',
    kind: 'Rodzaj',
    kindValue: `rower ze wspomaganiem elektrycznym, wspomaganie do ${ASSIST_SPEED_LIMIT_KMH} km/h, moc znamionowa ${MOTOR_RATED_POWER_W} W`,
    specs: 'Dane techniczne',
    directives: [
      '2006/42/WE w sprawie maszyn,',
      '2014/30/UE w sprawie kompatybilności elektromagnetycznej,',
      '2011/65/UE w sprawie ograniczenia stosowania niektórych niebezpiecznych substancji (RoHS).',
    ],
    standards: 'Zastosowane normy zharmonizowane',
    standardList: [
      'PN-EN 15194 — Rowery ze wspomaganiem elektrycznym (EPAC)',
      'PN-EN ISO 4210-2 — Wymagania bezpieczeństwa dla rowerów',
      'PN-EN IEC 61000-6-1 i PN-EN IEC 61000-6-3 — Kompatybilność elektromagnetyczna',
    ],
    fileKeeper:
      'Osoba upoważniona do przygotowania dokumentacji technicznej: kierownik działu jakości, adres jak wyżej.',
    signed: 'Podpisano w imieniu producenta',
    signature: 'Prezes Zarządu',
    serial: 'Numer ramy znajduje się na rurze podsiodłowej i w dokumencie sprzedaży.',
    page: 'Strona',
    of: 'z',
  },
  en: {
    title: 'EC declaration of conformity',
    maker: 'Manufacturer',
    declares:
      'declares under its sole responsibility that the electrically power assisted cycle (EPAC) described below meets all the applicable requirements of the directives:',
    product: 'Product',
    model: 'Model',
    code: 'Product code',
    kind: 'Kind',
    kindValue: `electrically power assisted cycle, assistance up to ${ASSIST_SPEED_LIMIT_KMH} km/h, rated power ${MOTOR_RATED_POWER_W} W`,
    specs: 'Specification',
    directives: [
      '2006/42/EC on machinery,',
      '2014/30/EU on electromagnetic compatibility,',
      '2011/65/EU on the restriction of the use of certain hazardous substances (RoHS).',
    ],
    standards: 'Harmonised standards applied',
    standardList: [
      'EN 15194 — Electrically power assisted cycles (EPAC)',
      'EN ISO 4210-2 — Safety requirements for bicycles',
      'EN IEC 61000-6-1 and EN IEC 61000-6-3 — Electromagnetic compatibility',
    ],
    fileKeeper: 'Person authorised to compile the technical file: the head of quality, at the address above.',
    signed: 'Signed for and on behalf of the manufacturer',
    signature: 'Chief Executive',
    serial: 'The frame number is on the seat tube and in the sales document.',
    page: 'Page',
    of: 'of',
  },
} as const;
