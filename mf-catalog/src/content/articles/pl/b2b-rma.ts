import type { ArticleWriter } from '../article';

const b2bRma: ArticleWriter = (limits) => ({
  lead: 'Reklamacje i zwroty towaru kupionego u nas do dalszej sprzedaży dealer zgłasza w swoim koncie — bez maili i telefonów, z całą historią w jednym miejscu.',
  sections: [
    {
      heading: 'Jak zgłosić',
      points: [
        'Zaloguj się na konto dealera i otwórz „Reklamacje” → „Nowe zgłoszenie”.',
        'Wskaż zamówienie, z którego pochodzi towar, i opisz usterkę: co się dzieje, od kiedy, czy błąd pokazuje się na wyświetlaczu.',
        `Dołącz zdjęcia lub film usterki — do ${limits.rmaFiles} plików po ${limits.rmaFileMegabytes} MB — a przy reklamacji klienta także dowód zakupu z Twojego sklepu i numer ramy.`,
        'Wybierz, czego oczekujesz: naprawy, wymiany albo zwrotu pieniędzy.',
      ],
      links: [
        { screen: 'rmaCreate', label: 'Nowe zgłoszenie' },
        { screen: 'rmaList', label: 'Moje zgłoszenia' },
      ],
    },
    {
      heading: 'Etap zgłoszenia',
      points: [
        'Przed sprzedażą — towar uszkodzony w transporcie albo wadliwy, zanim trafił do klienta. Zgłoś go jak najszybciej po dostawie, najlepiej z protokołem szkody od kuriera.',
        `Gwarancja — usterka u klienta w ciągu ${limits.warrantyYears} lat od zakupu. Etap proponujemy sami na podstawie daty zakupu.`,
        'Po gwarancji — płatna naprawa. Zanim zaczniemy, wyślemy wycenę do akceptacji.',
      ],
    },
    {
      heading: 'Wysyłka do serwisu',
      paragraphs: [
        'Nie wysyłaj niczego przed naszą odpowiedzią: po przyjęciu zgłoszenia podamy w wątku, jak i dokąd przesłać towar, a przy rowerach zamówimy odbiór kurierem. Rower pakuj w oryginalny karton.',
        'Uszkodzona bateria litowo-jonowa to w transporcie towar niebezpieczny. Wysyłaj ją wyłącznie po uzgodnieniu z nami, w opakowaniu, które wskażemy.',
      ],
    },
    {
      heading: 'Co dalej',
      paragraphs: [
        'O każdej zmianie statusu informujemy e-mailem, a pytania i odpowiedzi serwisu zbieramy w wątku zgłoszenia. Tam też znajdziesz dokument z przebiegu naprawy, który możesz przekazać klientowi.',
      ],
      links: [
        { screen: 'warrantyReturns', label: 'Zwroty i reklamacje — zasady dla klientów' },
        { screen: 'b2bOrders', label: 'Zamówienia B2B' },
        { screen: 'b2bContact', label: 'Kontakt B2B' },
      ],
    },
  ],
});

export default b2bRma;
