import type { NewsBlock } from '@shop/contracts';
import type { CoverTheme } from '../domain/news-cover';

// Demo blog posts in both languages. Dates are fixed so that the newest-first order is stable.

export interface NewsSeed {
  id: number;
  publishedAt: string;
  tags: string[];
  cover: CoverTheme;
  slug: { pl: string; en: string };
  title: { pl: string; en: string };
  lead: { pl: string; en: string };
  body: { pl: NewsBlock[]; en: NewsBlock[] };
}

const p = (text: string): NewsBlock => ({ kind: 'paragraph', text });
const h = (text: string): NewsBlock => ({ kind: 'heading', text });

export const newsSeeds: NewsSeed[] = [
  {
    id: 1,
    publishedAt: '2025-09-02T08:00:00Z',
    tags: ['models'],
    cover: 'mountain',
    slug: { pl: 'nowe-modele-mtb-sezon-2026', en: 'new-mtb-models-season-2026' },
    title: { pl: 'Nowe górskie e-bike’i na sezon 2026', en: 'New mountain e-bikes for the 2026 season' },
    lead: {
      pl: 'Lżejsza rama, bateria 750 Wh ukryta w dolnej rurze i centralny silnik 250 W - poznaj linię MTB na 2026 rok.',
      en: 'A lighter frame, a 750 Wh battery hidden in the down tube and a 250 W mid-drive motor: meet the 2026 MTB line.',
    },
    body: {
      pl: [
        p(
          'Na sezon 2026 przygotowaliśmy trzy nowe modele górskie: hardtail Zefir Ridge oraz dwa fulle, Trail i Enduro. Wszystkie mają ramy z aluminium 6061 spawane w naszej fabryce pod Wrocławiem.',
        ),
        h('Więcej zasięgu, mniej wagi'),
        p(
          'Bateria 750 Wh schowana w dolnej rurze pozwala przejechać nawet 140 km w trybie Eco. Cały rower Trail waży 23,4 kg, o 1,2 kg mniej niż poprzednik.',
        ),
        p(
          'Silnik centralny 250 W wspomaga jazdę do 25 km/h, zgodnie z przepisami. Moment obrotowy 85 Nm wystarczy na najbardziej strome podjazdy.',
        ),
        h('Kiedy w sklepach?'),
        p(
          'Pierwsze rowery trafią do salonów i dealerów z oznaczeniem „jazdy testowe” w październiku. Przedsprzedaż ruszyła już dziś.',
        ),
      ],
      en: [
        p(
          'For the 2026 season we have three new mountain models: the Zefir Ridge hardtail and two full-suspension bikes, Trail and Enduro. Every frame is 6061 aluminium, welded in our factory near Wrocław.',
        ),
        h('More range, less weight'),
        p(
          'A 750 Wh battery in the down tube gives up to 140 km in Eco mode. The complete Trail bike weighs 23.4 kg, 1.2 kg less than its predecessor.',
        ),
        p(
          'The 250 W mid-drive motor assists up to 25 km/h, as the law requires. 85 Nm of torque is enough for the steepest climbs.',
        ),
        h('When in shops?'),
        p('The first bikes reach our showrooms and the dealers marked "test rides" in October. Preorders open today.'),
      ],
    },
  },
  {
    id: 2,
    publishedAt: '2025-08-18T08:00:00Z',
    tags: ['service'],
    cover: 'battery',
    slug: { pl: 'jak-dbac-o-baterie-roweru-elektrycznego', en: 'how-to-care-for-your-e-bike-battery' },
    title: { pl: 'Jak dbać o baterię roweru elektrycznego', en: 'How to care for your e-bike battery' },
    lead: {
      pl: 'Bateria wytrzymuje od 500 do 700 pełnych cykli ładowania. Kilka prostych nawyków sprawi, że posłuży Ci wiele sezonów.',
      en: 'A battery lasts 500 to 700 full charge cycles. A few simple habits keep it going for many seasons.',
    },
    body: {
      pl: [
        p(
          'Ogniwa litowo-jonowe najbardziej nie lubią skrajnych temperatur i długiego przechowywania w pełni naładowanych lub całkiem rozładowanych.',
        ),
        h('Pięć zasad'),
        p('Ładuj baterię w temperaturze pokojowej. Zimą wnoś ją do domu i ładuj dopiero, gdy się ogrzeje.'),
        p('Na dłuższy postój zostaw ją naładowaną w 50-70% i sprawdzaj poziom co miesiąc.'),
        p('Używaj tylko oryginalnej ładowarki. Nie zostawiaj baterii w nagrzanym samochodzie.'),
        p('Po jeździe w deszczu wytrzyj styki do sucha, zanim podłączysz ładowarkę.'),
      ],
      en: [
        p('Lithium-ion cells dislike extreme temperatures most, and long storage fully charged or completely empty.'),
        h('Five rules'),
        p(
          'Charge the battery at room temperature. In winter bring it indoors and charge it only once it has warmed up.',
        ),
        p('For a long break leave it at 50-70% and check the level every month.'),
        p('Use only the original charger. Never leave the battery in a hot car.'),
        p('After a ride in the rain dry the contacts before plugging in the charger.'),
      ],
    },
  },
  {
    id: 3,
    publishedAt: '2025-07-30T08:00:00Z',
    tags: ['awards'],
    cover: 'award',
    slug: { pl: 'zefir-city-rowerem-roku', en: 'zefir-city-named-bike-of-the-year' },
    title: { pl: 'Zefir City rowerem miejskim roku', en: 'Zefir City named city bike of the year' },
    lead: {
      pl: 'Jury ogólnopolskiego plebiscytu doceniło nasz model miejski za wygodę, zasięg i polską produkcję.',
      en: 'The jury of a national contest praised our city model for comfort, range and being made in Poland.',
    },
    body: {
      pl: [
        p(
          'Zefir City zdobył tytuł Roweru Miejskiego Roku w kategorii e-bike. Jurorzy przez miesiąc jeździli nim do pracy w Warszawie i Krakowie.',
        ),
        p(
          'Docenili niskie przejście ramy, zintegrowane oświetlenie i bagażnik na 25 kg. Wyróżnili też serwis: przeglądy robi sieć ponad 30 punktów w całej Polsce.',
        ),
        p(
          'Dziękujemy wszystkim, którzy głosowali. Z tej okazji w salonach Zefir można umówić bezpłatną jazdę testową.',
        ),
      ],
      en: [
        p(
          'Zefir City won City Bike of the Year in the e-bike category. The jurors rode it to work in Warsaw and Kraków for a month.',
        ),
        p(
          'They praised the low step-through frame, integrated lights and the 25 kg rack. They also noted our service network of over 30 workshops across Poland.',
        ),
        p('Thank you to everyone who voted. To celebrate, you can book a free test ride in any Zefir showroom.'),
      ],
    },
  },
  {
    id: 4,
    publishedAt: '2025-07-10T08:00:00Z',
    tags: ['events'],
    cover: 'event',
    slug: { pl: 'dni-testowe-zefir-2025', en: 'zefir-test-ride-days-2025' },
    title: { pl: 'Dni testowe Zefir: przejedź się przed zakupem', en: 'Zefir test ride days: ride before you buy' },
    lead: {
      pl: 'W sierpniu odwiedzimy osiem miast. Przywozimy całą kolekcję, kaski i doradców.',
      en: 'In August we visit eight cities with the whole collection, helmets and advisers.',
    },
    body: {
      pl: [
        p(
          'Trasa: Gdańsk, Szczecin, Poznań, Wrocław, Katowice, Kraków, Lublin i Warszawa. W każdym mieście będziemy w sobotę i niedzielę od 10:00 do 18:00.',
        ),
        h('Jak się zapisać?'),
        p(
          'Zapisy nie są konieczne, ale rezerwacja gwarantuje wybrany model i rozmiar. Weź ze sobą dowód osobisty - jazdy testowe są bezpłatne.',
        ),
        p('Osoby niepełnoletnie mogą jeździć w obecności rodzica lub opiekuna.'),
      ],
      en: [
        p(
          'The route: Gdańsk, Szczecin, Poznań, Wrocław, Katowice, Kraków, Lublin and Warsaw. We stay in each city on Saturday and Sunday from 10:00 to 18:00.',
        ),
        h('How to sign up?'),
        p(
          'No sign-up is needed, but a booking guarantees your model and frame size. Bring an ID: test rides are free.',
        ),
        p('Riders under 18 may ride with a parent or guardian present.'),
      ],
    },
  },
  {
    id: 5,
    publishedAt: '2025-06-16T08:00:00Z',
    tags: ['service'],
    cover: 'service',
    slug: { pl: 'przeglad-po-zimie', en: 'spring-service-checklist' },
    title: { pl: 'Przegląd po zimie: lista kontrolna', en: 'Spring service checklist' },
    lead: {
      pl: 'Zanim wyjedziesz na pierwszą dłuższą trasę, sprawdź hamulce, napęd i oprogramowanie silnika.',
      en: 'Before your first long ride of the year, check the brakes, the drivetrain and the motor software.',
    },
    body: {
      pl: [
        p('Rower elektryczny jest cięższy i szybszy od zwykłego, dlatego hamulce i opony zużywają się szybciej.'),
        h('Co sprawdzić samodzielnie'),
        p(
          'Ciśnienie w oponach (wartość jest na boku opony), luz na sterach, stan klocków hamulcowych i czystość łańcucha.',
        ),
        h('Co zostawić serwisowi'),
        p(
          'Aktualizację oprogramowania sterownika, diagnostykę baterii i regulację przerzutki. W punktach z tagiem „serwis” zrobisz to w jeden dzień.',
        ),
      ],
      en: [
        p('An e-bike is heavier and faster than a regular bike, so brakes and tyres wear faster.'),
        h('What to check yourself'),
        p('Tyre pressure (printed on the tyre wall), play in the headset, brake pad wear and a clean chain.'),
        h('What to leave to the workshop'),
        p(
          'Controller software updates, battery diagnostics and derailleur adjustment. Shops tagged "service" do it in one day.',
        ),
      ],
    },
  },
  {
    id: 6,
    publishedAt: '2025-05-20T08:00:00Z',
    tags: ['gps', 'safety'],
    cover: 'gps',
    slug: { pl: 'zefir-guard-lokalizator-gps', en: 'zefir-guard-gps-tracker' },
    title: { pl: 'Zefir Guard: lokalizator GPS dla Twojego roweru', en: 'Zefir Guard: a GPS tracker for your bike' },
    lead: {
      pl: 'Historia tras, alarm przy próbie kradzieży i zdalna blokada silnika - w bezpłatnej aplikacji.',
      en: 'Route history, theft alerts and a remote motor lock, in a free app.',
    },
    body: {
      pl: [
        p(
          'Zefir Guard montujemy wewnątrz ramy, więc złodziej go nie zobaczy. Bateria lokalizatora wystarcza na 6 miesięcy.',
        ),
        p('Gdy rower ruszy bez Ciebie, aplikacja wyśle powiadomienie, a jednym dotknięciem zablokujesz silnik.'),
        p(
          'Lokalizator działa z rowerami z silnikiem centralnym komunikującym się protokołem UART. Sprawdź zgodność na stronie produktu.',
        ),
      ],
      en: [
        p('Zefir Guard is fitted inside the frame, out of a thief’s sight. Its battery lasts 6 months.'),
        p('When the bike moves without you, the app sends an alert, and one tap locks the motor.'),
        p(
          'The tracker works with bikes whose mid-drive motor talks the UART protocol. Check compatibility on the product page.',
        ),
      ],
    },
  },
  {
    id: 7,
    publishedAt: '2025-04-28T08:00:00Z',
    tags: ['insurance'],
    cover: 'shield',
    slug: { pl: 'darmowe-ubezpieczenie-na-rok', en: 'free-insurance-for-a-year' },
    title: {
      pl: 'Rok ubezpieczenia gratis do każdego nowego roweru',
      en: 'A year of free insurance with every new bike',
    },
    lead: {
      pl: 'Kradzież z włamaniem, rabunek, uszkodzenia i wandalizm - do wartości roweru, maksymalnie 15 000 zł.',
      en: 'Theft with forced entry, robbery, damage and vandalism, up to the bike’s price and at most 15,000 PLN.',
    },
    body: {
      pl: [
        p(
          'Ubezpieczenie zaczyna się dzień po zakupie i trwa 12 miesięcy. Obejmuje nowe rowery oznaczone jako ubezpieczone, kupione u dealera, który potwierdził ochronę.',
        ),
        p(
          'Kradzież trzeba zgłosić policji w ciągu 48 godzin. Rower musi być przypięty łańcuchem ze stali hartowanej o grubości co najmniej 8 mm, zapięciem U-lock z podwójnym ryglem albo zapięciem składanym od 5 mm.',
        ),
        p('Czy Twój rower jest ubezpieczony, sprawdzisz na stronie Ubezpieczenie po numerze ramy i dacie zakupu.'),
      ],
      en: [
        p(
          'Cover starts the day after purchase and lasts 12 months. It applies to new bikes marked as insured, bought from a dealer who confirmed the cover.',
        ),
        p(
          'Theft must be reported to the police within 48 hours. The bike must be locked with a hardened steel chain of at least 8 mm, a double-bolt U-lock or a folding lock of at least 5 mm.',
        ),
        p('Check whether your bike is insured on the Insurance page with its frame number and purchase date.'),
      ],
    },
  },
  {
    id: 8,
    publishedAt: '2025-03-25T08:00:00Z',
    tags: ['company'],
    cover: 'factory',
    slug: { pl: 'nowa-linia-montazowa', en: 'new-assembly-line' },
    title: { pl: 'Nowa linia montażowa: 40 rowerów dziennie', en: 'A new assembly line: 40 bikes a day' },
    lead: {
      pl: 'Podwoiliśmy moce produkcyjne fabryki. Krótsze terminy dostaw to dobra wiadomość przed sezonem.',
      en: 'We have doubled the factory’s output. Shorter delivery times are good news before the season.',
    },
    body: {
      pl: [
        p(
          'Nowa linia montażowa ruszyła w marcu. Każdy rower przechodzi kontrolę jakości: test hamulców, pomiar zasięgu na hamowni i jazdę próbną.',
        ),
        p(
          'Dzięki temu większość modeli wysyłamy w ciągu 3 dni roboczych, a zamówienia z przedsprzedaży realizujemy przed terminem.',
        ),
      ],
      en: [
        p(
          'The new assembly line started in March. Every bike passes quality control: a brake test, a range measurement on the dyno and a test ride.',
        ),
        p('As a result most models ship within 3 working days, and preorders are delivered ahead of schedule.'),
      ],
    },
  },
  {
    id: 9,
    publishedAt: '2025-02-14T08:00:00Z',
    tags: ['guides'],
    cover: 'city',
    slug: { pl: 'rower-elektryczny-do-pracy', en: 'commuting-by-e-bike' },
    title: { pl: 'Rowerem elektrycznym do pracy: 7 porad', en: 'Commuting by e-bike: 7 tips' },
    lead: {
      pl: 'Bez potu, bez korków i taniej niż samochodem. Jak zacząć dojeżdżać e-bike’iem przez cały rok.',
      en: 'No sweat, no traffic jams and cheaper than a car. How to commute by e-bike all year round.',
    },
    body: {
      pl: [
        p(
          'Naładowanie baterii 500 Wh kosztuje mniej niż złotówkę, a wystarcza na tydzień dojazdów na dystansie 10 km.',
        ),
        h('Nasze porady'),
        p(
          'Wybierz rower z błotnikami i oświetleniem zasilanym z baterii. Zabierz ładowarkę do biura. Zimą załóż opony z głębszym bieżnikiem.',
        ),
        p(
          'Zaplanuj trasę drogami rowerowymi i zawsze przypinaj rower solidnym zapięciem - tego wymaga też ubezpieczenie.',
        ),
      ],
      en: [
        p('Charging a 500 Wh battery costs less than one zloty and lasts a week of 10 km commutes.'),
        h('Our tips'),
        p(
          'Choose a bike with mudguards and battery-powered lights. Keep a charger at the office. Fit deeper-tread tyres in winter.',
        ),
        p('Plan your route along cycle paths and always lock the bike with a solid lock, as the insurance requires.'),
      ],
    },
  },
];
