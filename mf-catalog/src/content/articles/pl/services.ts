import type { ArticleWriter } from '../article';

const services: ArticleWriter = (limits) => ({
  lead: 'W naszym serwisie fabrycznym zajmujemy się rowerami elektrycznymi Zefir i innych marek — od przeglądu przed sezonem po naprawę baterii.',
  sections: [
    {
      heading: 'Co robimy',
      points: [
        'Przegląd okresowy: mechanika, hamulce, napęd i elektryka, z odczytem błędów sterownika i aktualizacją oprogramowania.',
        'Diagnostyka i serwis baterii: pomiar pojemności, wyrównanie ogniw, wymiana uszkodzonych grup ogniw.',
        'Naprawy gwarancyjne i pogwarancyjne silników, sterowników, wyświetlaczy i okablowania.',
        'Montaż zestawów do konwersji zwykłego roweru na elektryczny, z jazdą próbną.',
        'Montaż i aktywacja lokalizatora GPS Guard.',
        'Odpowietrzanie hamulców hydraulicznych, wymiana łańcucha, kasety i paska zębatego.',
      ],
    },
    {
      heading: 'Jak się umówić',
      paragraphs: [
        `Napisz do nas przez formularz kontaktowy — temat „Serwis i naprawy” jest już wybrany. Oddzwonimy w ciągu jednego dnia roboczego i ustalimy termin. Biuro obsługi pracuje: ${limits.openingHours}.`,
        'Usługę możesz też kupić od razu w sklepie: po opłaceniu zamówienia sami zadzwonimy, żeby umówić wizytę. Ceny części doliczamy osobno, zawsze po Twojej akceptacji wyceny.',
      ],
    },
    {
      heading: 'Naprawa w ramach gwarancji',
      paragraphs: [
        `Rower Zefir jest objęty ${limits.warrantyYears}-letnią gwarancją. Jeśli usterka jest objęta gwarancją, nie płacisz za naprawę — zgłoś ją przez formularz reklamacji.`,
      ],
      links: [
        { screen: 'rmaCreate', label: 'Zgłoś reklamację' },
        { screen: 'warrantyReturns', label: 'Zwroty i reklamacje' },
      ],
    },
  ],
});

export default services;
