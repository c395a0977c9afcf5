import type { ArticleWriter } from '../article';

const privacy: ArticleWriter = (limits) => ({
  lead: 'Dbamy o Twoje dane. Przetwarzamy je tylko w takim zakresie, w jakim jest to potrzebne do obsługi zakupów i kontaktu z Tobą.',
  sections: [
    {
      heading: 'Po co przetwarzamy dane',
      points: [
        'Realizacja zamówień, płatności i dostaw.',
        'Obsługa zwrotów i reklamacji oraz prowadzenie korespondencji w ich sprawie.',
        'Odpowiedzi na wiadomości z formularza kontaktowego — kierujemy je do działu właściwego dla wybranego tematu.',
        'Wysyłka newslettera, jeśli się na nią zgodzisz. Z newslettera możesz zrezygnować w każdej chwili.',
      ],
    },
    {
      heading: 'Pliki cookie',
      paragraphs: [
        `Używamy pliku cookie sesji, aby sklep zapamiętał Twój koszyk i logowanie; ważny jest do ${limits.sessionDays} dni. Jeśli trafisz do nas z linku partnera, zapamiętujemy jego identyfikator (parametr „ref”) przez ${limits.referralDays} dni.`,
      ],
    },
    {
      heading: 'Twoje prawa',
      paragraphs: [
        'Masz prawo dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania i przeniesienia, a także prawo sprzeciwu i wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych. Dane adresowe i profil zmienisz samodzielnie w swoim koncie, a w pozostałych sprawach napisz do nas.',
      ],
      links: [{ screen: 'contact', label: 'Napisz do nas' }],
    },
  ],
});

export default privacy;
