import { ASSIST_SPEED_LIMIT_KMH, MOTOR_RATED_POWER_W, STANDARD_WARRANTY_YEARS } from '@shop/contracts/limits';
import { h, list, p, steps, table, warning } from './print-blocks';
import type { TrainingBookText } from './service-training-book.text';

/** '1 rok', '2 lata', '5 lat': a number of years as Polish counts them. */
function yearsPl(years: number): string {
  const lastTwo = years % 100;
  const last = years % 10;
  if (years === 1) return '1 rok';
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? `${years} lata` : `${years} lat`;
}

/** The training book as the factory's service department writes it for Polish dealers. */
export function trainingBookPl(brand: string): TrainingBookText {
  return {
    locale: 'pl-PL',
    title: 'Książka szkoleniowa serwisu',
    subtitle: `Szkolenie serwisowe dla autoryzowanych dealerów rowerów elektrycznych ${brand}`,
    fileName: 'ksiazka-szkoleniowa-serwisu',
    dealerHeading: 'Uczestnik szkolenia',
    labels: {
      company: 'Firma',
      taxId: 'NIP',
      city: 'Miejscowość',
      trainedOn: 'Data szkolenia',
      issuedOn: 'Data wydania dokumentu',
    },
    intro: [
      `Ta książka podsumowuje szkolenie serwisowe dla dealerów rowerów ${brand}. Opisuje bezpieczną pracę z akumulatorami, diagnostykę układu wspomagania, przeglądy okresowe, momenty dokręcania i procedurę reklamacyjną. Trzymaj ją przy stanowisku serwisowym i stosuj razem z kartą modelu roweru — gdy karta modelu podaje inną wartość, pierwszeństwo ma karta.`,
      `Nasze rowery mają silnik o mocy znamionowej ${MOTOR_RATED_POWER_W} W, który wspomaga jazdę do prędkości ${ASSIST_SPEED_LIMIT_KMH} km/h. Każda zmiana tych parametrów wyprowadza rower poza definicję roweru ze wspomaganiem elektrycznym i powoduje utratę gwarancji.`,
    ],
    contentsHeading: 'Spis treści',
    chapters: [
      {
        title: 'Bezpieczeństwo pracy z akumulatorami litowo-jonowymi',
        blocks: [
          p(
            'Akumulator Li-ion magazynuje dużo energii. Uszkodzone ogniwo może zapalić się nawet kilka godzin po uderzeniu, a pożaru ogniw litowych nie gasi się jak zwykłego pożaru. Każdy akumulator w serwisie traktuj jak urządzenie pod napięciem.',
          ),
          h('Przechowywanie'),
          list(
            'Przechowuj akumulatory w suchym pomieszczeniu, w temperaturze 10–25 °C, z dala od źródeł ciepła, słońca i materiałów łatwopalnych.',
            'Przed dłuższym przechowywaniem (ponad 4 tygodnie) ustaw poziom naładowania na 40–60% i sprawdzaj go co 2–3 miesiące. Nie dopuszczaj do głębokiego rozładowania.',
            'Trzymaj akumulatory pojedynczo na niepalnym regale lub w metalowej szafie, ze stykami zabezpieczonymi przed zwarciem.',
            'Przy stanowisku ładowania trzymaj gaśnicę odpowiednią do ogniw litowych oraz metalowy pojemnik z suchym piaskiem.',
          ),
          h('Ładowanie'),
          list(
            'Ładuj wyłącznie ładowarką dostarczoną z rowerem lub zatwierdzonym przez nas zamiennikiem o tym samym napięciu.',
            'Ładuj na niepalnym podłożu, pod nadzorem, w temperaturze 10–30 °C. Akumulator przyniesiony z mrozu odstaw na 2 godziny przed ładowaniem.',
            'Nie ładuj akumulatora z pękniętą obudową, wybrzuszeniem, śladami zalania lub przegrzania ani takiego, od którego czuć zapach elektrolitu.',
            'Po naładowaniu odłącz ładowarkę. Nie zostawiaj akumulatorów na ładowaniu w zamkniętym salonie na noc.',
          ),
          warning(
            'Akumulator po upadku, uderzeniu lub zalaniu odłóż do kwarantanny: do metalowego pojemnika z piaskiem, z dala od materiałów palnych, na co najmniej 24 godziny obserwacji. Nie otwieraj obudowy i nie naprawiaj pakietu ogniw — robi to wyłącznie serwis fabryczny.',
          ),
          h('Transport i wysyłka'),
          list(
            'Akumulator wysyłany osobno jest towarem niebezpiecznym klasy 9 (UN 3480). Pakuj go w oryginalne, oznakowane opakowanie i nadawaj u przewoźnika, który przyjmuje przesyłki ADR.',
            'Akumulatorów uszkodzonych lub podejrzanych o wadę nie wolno nadawać zwykłą przesyłką kurierską. Zgłoś je w RMA — odbiór w certyfikowanym opakowaniu organizujemy my.',
            'W samochodzie przewoź akumulatory zabezpieczone przed przesuwaniem i uderzeniami, ze stykami zaślepionymi. Nie zostawiaj ich w nagrzanym aucie.',
          ),
        ],
      },
      {
        title: 'Diagnostyka: kody błędów silnika, wyświetlacza i sterownika',
        blocks: [
          p(
            'Gdy sterownik wykryje usterkę, wyświetlacz pokazuje kod błędu. Zanim wymienisz podzespół, wykonaj kolejno:',
          ),
          steps(
            'Zapisz kod błędu, przebieg i wersję oprogramowania (menu informacji wyświetlacza).',
            'Wyłącz system, wyjmij akumulator na minutę i włącz ponownie — część błędów, zwłaszcza komunikacji, znika po restarcie.',
            'Sprawdź złącza wiązki głównej, wyświetlacza, czujnika prędkości i czujników hamulców: wpięte do końca, suche, bez wygiętych pinów i śniedzi.',
            'Zmierz napięcie akumulatora miernikiem. System 36 V: pełny ok. 42 V, rozładowany ok. 30 V. System 48 V: pełny ok. 54,6 V, rozładowany ok. 40 V.',
            'Dopiero gdy błąd powraca, wymień podzespół wskazany w tabeli i zgłoś wymianę w RMA.',
          ),
          table(
            ['Kod', 'Znaczenie', 'Co sprawdzić'],
            [
              ['07', 'Zbyt wysokie napięcie', 'Czy akumulator i ładowarka pasują do napięcia systemu.'],
              [
                '08',
                'Błąd czujników Halla silnika',
                'Wtyk silnik–sterownik i przewody przy wyjściu z silnika; gdy są sprawne, silnik do RMA.',
              ],
              [
                '09',
                'Błąd fazy silnika',
                'Przewody fazowe i ich izolację; rezystancja między parami faz powinna być jednakowa.',
              ],
              [
                '10',
                'Przegrzanie silnika',
                'Odczekaj do ostygnięcia. Zapytaj klienta o długie podjazdy z niską kadencją na twardym biegu.',
              ],
              ['11', 'Błąd czujnika temperatury silnika', 'Silnik do RMA.'],
              ['12', 'Błąd czujnika prądu w sterowniku', 'Sterownik do RMA.'],
              [
                '14',
                'Przegrzanie sterownika',
                'Jak przy kodzie 10; czy obudowa sterownika nie jest zakryta lub mocno zabrudzona.',
              ],
              [
                '21',
                'Błąd czujnika prędkości',
                'Magnes na szprysze: położenie i odstęp od czujnika (kilka milimetrów); przewód czujnika.',
              ],
              [
                '22',
                'Brak komunikacji z BMS akumulatora',
                'Styki akumulatora i gniazda w ramie; czy akumulator jest włączony i naładowany.',
              ],
              [
                '25',
                'Błąd sygnału czujnika momentu',
                'Nie naciskaj pedałów przy włączaniu systemu; jeśli błąd wraca, silnik do RMA.',
              ],
              [
                '30',
                'Błąd komunikacji wyświetlacz–sterownik',
                'Złącze wyświetlacza i wiązkę przy kierownicy (przetarcia przy skręcaniu).',
              ],
            ],
          ),
          p(
            'Kody dotyczą systemów z silnikiem centralnym i wyświetlaczem komunikującym się po UART, montowanych w naszych rowerach. Kody innych systemów podaje karta modelu.',
          ),
        ],
      },
      {
        title: 'Silnik centralny: przeglądy okresowe',
        blocks: [
          p(
            'Silnik centralny przenosi moment obrotowy przez łańcuch, dlatego napęd zużywa się w nim szybciej niż w zwykłym rowerze. Zalecaj klientom przeglądy według tabeli i wpisuj każdy przegląd do karty gwarancyjnej roweru.',
          ),
          table(
            ['Kiedy', 'Zakres przeglądu'],
            [
              [
                'Po pierwszych 200–300 km lub po miesiącu',
                'Dokręcenie korb, śrub mocowania silnika i akumulatora; kontrola naciągu szprych; regulacja przerzutki i hamulców.',
              ],
              [
                'Co 1000 km lub co 6 miesięcy',
                'Pomiar wydłużenia łańcucha, kontrola luzu osi silnika (poruszaj korbami na boki), stan złączy i wiązek, odczyt błędów z pamięci wyświetlacza.',
              ],
              [
                'Co 3000 km lub raz w roku',
                'Wszystko powyżej oraz zębatka i jej nakrętka, kaseta, łożyska sterów i piast, odpowietrzenie hamulców hydraulicznych, aktualizacja oprogramowania.',
              ],
              [
                'Po sezonie',
                'Czyszczenie, zabezpieczenie złączy preparatem do styków elektrycznych, przygotowanie akumulatora do przechowywania (40–60%).',
              ],
            ],
          ),
          list(
            'Nie myj roweru myjką ciśnieniową: woda pod ciśnieniem wnika przez uszczelnienia osi silnika i do złączy.',
            'Nie otwieraj silnika w serwisie dealera — plomba na obudowie chroni gwarancję. Hałas, luz lub wyciek smaru z osi zgłaszaj w RMA.',
            'Luz osi korby w silniku jest wadą do zgłoszenia, a nie elementem regulacji.',
          ),
        ],
      },
      {
        title: 'Momenty dokręcania',
        blocks: [
          p(
            'Dokręcaj kluczem dynamometrycznym, na czystych gwintach. Gdy producent części (np. hamulca lub mostka) podaje inną wartość na elemencie albo w instrukcji, obowiązuje wartość producenta. Elementy karbonowe dokręcaj dolną wartością zakresu, z pastą montażową.',
          ),
          table(
            ['Połączenie', 'Gwint / narzędzie', 'Moment'],
            [
              ['Śruby mocowania silnika centralnego do ramy', 'M8', '20–25 Nm (wg karty modelu)'],
              ['Śruby korb na osi silnika', 'M8 / imbus 8 mm', '35–40 Nm'],
              ['Nakrętka zębatki silnika centralnego', 'klucz do nakrętki', '30–40 Nm'],
              ['Pedały', '9/16″', '35–40 Nm'],
              ['Mostek — śruby na rurze sterowej', 'M5', '5–6 Nm'],
              ['Mostek — śruby obejmy kierownicy (na krzyż)', 'M5', '5–6 Nm'],
              ['Obejma sztycy', 'M5 / M6', '5–7 Nm'],
              ['Jarzmo siodła (jedna śruba)', 'M8', '12–15 Nm'],
              ['Zacisk hamulca tarczowego', 'M6', '6–8 Nm'],
              ['Tarcza hamulcowa — śruby (6 otworów)', 'Torx T25', '4–6 Nm'],
              ['Tarcza hamulcowa — nakrętka Center Lock', 'klucz Center Lock', '40 Nm'],
              ['Obejma dźwigni hamulca', 'M5', '4–6 Nm'],
              ['Przerzutka tylna — mocowanie do haka', 'M10', '8–10 Nm'],
              ['Nakrętka kasety', 'klucz do kasety', '40 Nm'],
              ['Oś sztywna koła', '—', '10–15 Nm (wg oznaczenia na osi)'],
              ['Nakrętki osi silnika w piaście (modele z silnikiem w piaście)', 'M12 / M14', '35–45 Nm'],
              ['Mocowanie szyny akumulatora', 'M5', '4–5 Nm'],
            ],
          ),
        ],
      },
      {
        title: 'Kontrola hamulców i napędu',
        blocks: [
          h('Hamulce'),
          list(
            'Klocki wymieniaj, gdy materiał cierny ma mniej niż 0,5 mm. Rower elektryczny częściej hamuje z wyższych prędkości — sprawdzaj klocki przy każdym przeglądzie.',
            'Tarczę wymieniaj poniżej grubości minimalnej wybitej na tarczy (zwykle 1,5 mm) albo gdy jest odkształcona lub przebarwiona od przegrzania.',
            'Nie mieszaj oleju mineralnego z płynem DOT — sprawdź oznaczenie na zbiorniczku. Odpowietrzaj raz w roku lub gdy dźwignia jest miękka.',
            'Po naciśnięciu każdej dźwigni hamulca wspomaganie musi natychmiast się wyłączyć. Sprawdź czujniki hamulców na stojaku przy włączonym wspomaganiu.',
            `Na koniec jazda próbna: hamowanie awaryjne z ${ASSIST_SPEED_LIMIT_KMH} km/h każdym hamulcem osobno.`,
          ),
          h('Napęd'),
          list(
            'Łańcuch wymieniaj przy wydłużeniu 0,5% (napędy 11- i 12-rzędowe) lub 0,75% (do 10 rzędów). Przy silniku centralnym mierz łańcuch co 500–1000 km.',
            'Łańcuch wydłużony ponad 1% zwykle niszczy też kasetę i zębatkę — wtedy wymień komplet.',
            'Sprawdź hak przerzutki, naciąg linki i płynność zmiany biegów pod obciążeniem.',
            'Naucz klienta odpuszczać nacisk na pedały przy zmianie biegu: to najtańszy sposób na dłuższe życie napędu.',
            'Przy wymianie opon zalecaj opony przeznaczone do rowerów elektrycznych; ciśnienie ustawiaj według oznaczenia na oponie.',
            'Kontroluj naciąg szprych i centrowanie kół; w modelach z silnikiem w piaście koło z silnikiem sprawdzaj przy każdym przeglądzie.',
          ),
        ],
      },
      {
        title: 'Oprogramowanie, UART i lokalizator GPS',
        blocks: [
          p(
            'Sterownik, wyświetlacz i akumulator komunikują się po magistrali szeregowej UART. Oprogramowanie aktualizuje serwis dealera kablem programującym USB–UART i aplikacją serwisową ze strefy dealera (Do pobrania → Serwis).',
          ),
          steps(
            'Naładuj akumulator co najmniej do 50% i nie odłączaj go w trakcie aktualizacji.',
            'Zapisz wersję oprogramowania przed aktualizacją i po niej w raporcie serwisowym.',
            `Po aktualizacji sprawdź rozmiar koła i limit wspomagania ${ASSIST_SPEED_LIMIT_KMH} km/h, potem wykonaj jazdę próbną.`,
          ),
          warning(
            'Nie zmieniaj limitu prędkości wspomagania ani rozmiaru koła, aby rower jechał szybciej. Rower przestaje wtedy być rowerem ze wspomaganiem w rozumieniu przepisów, a gwarancja wygasa.',
          ),
          h(`Lokalizator GPS ${brand} Guard`),
          p(
            `Lokalizator ${brand} Guard daje historię tras, powiadomienia o kradzieży, zdalną blokadę elektroniczną i bezpłatną aplikację. Działa wyłącznie w rowerach z silnikiem centralnym komunikującym się protokołem UART. W rowerach z silnikiem w piaście i w systemach z magistralą CAN nie zadziała.`,
          ),
          list(
            'Przed sprzedażą sprawdź w karcie modelu, czy rower obsługuje lokalizator.',
            'Lokalizator wpinamy między wiązkę wyświetlacza a sterownik; po montażu sprawdź, czy wyświetlacz nie pokazuje kodu 30.',
            'Aktywację i parowanie z aplikacją wykonuje klient — przekaż mu instrukcję z działu Do pobrania → Serwis → GPS.',
          ),
        ],
      },
      {
        title: 'Gwarancja i procedura reklamacyjna (RMA)',
        blocks: [
          p(
            `Na rowery ${brand} udzielamy gwarancji na ${yearsPl(STANDARD_WARRANTY_YEARS)} od daty sprzedaży klientowi końcowemu. Gwarancja nie wyłącza uprawnień konsumenta wynikających z przepisów o niezgodności towaru z umową.`,
          ),
          steps(
            'Przyjmij rower lub część razem z dowodem zakupu (paragon lub faktura). Bez dowodu zakupu zgłoszenia nie rozpatrujemy.',
            'Spisz numer ramy, przebieg, kod błędu, wersję oprogramowania i opis usterki; zrób zdjęcia lub krótkie wideo objawu.',
            'Zgłoś reklamację w strefie dealera: Reklamacje (RMA) → nowe zgłoszenie, z dowodem zakupu i zdjęciami. Każde zgłoszenie dostaje numer RMA.',
            'Przed demontażem poczekaj na decyzję: o wymianie części u dealera lub wysyłce do fabryki decyduje dział serwisu w wątku zgłoszenia.',
            'Wysyłaj tylko z numerem RMA na opakowaniu; akumulatory zgodnie z rozdziałem 1.',
          ),
          p(
            'Odpowiadamy w ciągu 7 dni roboczych od otrzymania kompletnego zgłoszenia, aby zmieścić się w 14 dniach, które sprzedawca ma na odpowiedź konsumentowi.',
          ),
          h('Gwarancja nie obejmuje'),
          list(
            'naturalnego zużycia: opon, dętek, klocków i tarcz hamulcowych, łańcucha, kasety, zębatek, linek, pancerzy, chwytów i siodła;',
            'naturalnego spadku pojemności akumulatora wraz z liczbą cykli ładowania;',
            'uszkodzeń po wypadku lub upadku, myciu myjką ciśnieniową, ładowaniu nieoryginalną ładowarką albo ingerencji w oprogramowanie i elektronikę;',
            'napraw wykonanych bez zgody serwisu w ramach zgłoszenia RMA, w tym otwarcia silnika lub akumulatora.',
          ),
        ],
      },
    ],
    signOff: {
      title: 'Potwierdzenie ukończenia szkolenia',
      statement: `Potwierdzamy udział w szkoleniu serwisowym ${brand} i zapoznanie się z treścią tej książki. Zobowiązujemy się stosować opisane procedury przy obsłudze rowerów ${brand}.`,
      participantsHead: ['Imię i nazwisko uczestnika', 'Stanowisko', 'Podpis'],
      trainer: 'Prowadzący szkolenie',
      trainerSignature: 'Podpis prowadzącego',
      date: 'Data i miejsce',
      stamp: 'Pieczęć firmy dealera',
    },
    footer: { issuedFor: 'Wydano dla', page: 'Strona', of: 'z' },
  };
}
