import type { ArticleWriter } from '../article';

const warrantyReturns: ArticleWriter = (limits) => ({
  lead: `Każdy rower objęty jest ${limits.warrantyYears}-letnią gwarancją. Jeśli coś jest nie tak, zgłoś zwrot lub reklamację w swoim koncie — odpowiemy w wątku wiadomości zgłoszenia.`,
  sections: [
    {
      heading: 'Jak zgłosić zwrot lub reklamację',
      points: [
        'Zaloguj się i otwórz zakładkę Reklamacje.',
        'Opisz problem, podaj numer seryjny (numer ramy) i wybierz, czego oczekujesz: naprawy, wymiany, zwrotu pieniędzy lub innego rozwiązania.',
        `Dołącz dowód zakupu oraz zdjęcia lub nagrania — do ${limits.rmaFiles} plików (zdjęcia, filmy lub PDF), każdy do ${limits.rmaFileMegabytes} MB.`,
        'Wskaż adres, pod który mamy odesłać rower lub część.',
      ],
    },
    {
      heading: 'Zwrot bez podania przyczyny',
      paragraphs: [
        'Kupując jako konsument, możesz odstąpić od umowy w ciągu 14 dni od otrzymania towaru. Zwracamy pieniądze tą samą metodą płatności, której użyłeś.',
      ],
    },
    {
      heading: 'Po gwarancji',
      paragraphs: [
        'Po upływie gwarancji nadal pomożemy — serwis pogwarancyjny zgłosisz w ten sam sposób, a koszt naprawy uzgodnimy przed jej rozpoczęciem.',
      ],
    },
  ],
});

export default warrantyReturns;
