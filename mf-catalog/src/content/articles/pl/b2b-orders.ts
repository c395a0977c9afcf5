import type { ArticleWriter } from '../article';

const b2bOrders: ArticleWriter = (limits) => ({
  lead: 'Sprzedajesz rowery w swoim sklepie albo chcesz zacząć? Tak zamawiają u nas dealerzy — i tak możesz do nich dołączyć.',
  sections: [
    {
      heading: 'Jak zostać dealerem',
      points: [
        'Napisz do nas przez formularz kontaktowy, wybierając temat „Współpraca hurtowa (B2B)”, albo zadzwoń do działu sprzedaży B2B.',
        'Podaj nazwę firmy, NIP i adres sklepu lub serwisu. Sprawdzamy firmę w rejestrach i umawiamy się na rozmowę.',
        'Po podpisaniu umowy zakładamy Ci konto dealera: od pierwszego logowania widzisz ceny hurtowe i swoje indywidualne rabaty.',
        'Twój sklep pojawia się na naszej mapie „Gdzie kupić”, więc klienci z okolicy trafiają prosto do Ciebie.',
      ],
      links: [
        { screen: 'contact', label: 'Formularz kontaktowy' },
        { screen: 'storeLocator', label: 'Mapa dealerów' },
      ],
    },
    {
      heading: 'Jak zamawiać',
      paragraphs: [
        'Po zalogowaniu zamawiasz w tym samym sklepie co klienci detaliczni, ale widzisz ceny netto dla dealerów, z Twoimi rabatami na całe kolekcje lub pojedyncze produkty. Widok listy szczegółowej pozwala wpisać ilości wielu produktów naraz.',
        `Płacisz przelewem w ciągu ${limits.transferDueDays} dni roboczych, na podstawie faktury pro forma, którą pobierzesz przy zamówieniu. Aktualny cennik hurtowy w PDF, liczony z Twoimi rabatami, pobierzesz w każdej chwili ze swojego konta.`,
        'Potrzebujesz większej partii albo modelu w nietypowej konfiguracji? Przy produkcie kliknij „Zapytaj o ofertę” — przygotujemy propozycję, którą przyjmiesz jednym kliknięciem.',
      ],
    },
    {
      heading: 'Przedsprzedaż na kolejny sezon',
      paragraphs: [
        'Przed każdym sezonem otwieramy przedsprzedaż dla dealerów: zamawiasz rowery z wyprzedzeniem po gwarantowanych cenach, a my planujemy pod Ciebie produkcję. Formularz przedsprzedaży znajdziesz po zalogowaniu.',
      ],
      links: [{ screen: 'preorders', label: 'Przedsprzedaż' }],
    },
    {
      heading: 'Materiały dla Twojego sklepu',
      paragraphs: [
        'Zdjęcia, filmy, logotypy, karty produktów, kody kreskowe i cennik detaliczny czekają w zakładce „Do pobrania” w Twoim koncie. Dane kontaktowe opiekunów handlowych znajdziesz na stronie kontaktu B2B.',
      ],
      links: [
        { screen: 'downloads', label: 'Do pobrania' },
        { screen: 'b2bContact', label: 'Kontakt B2B' },
        { screen: 'b2bRma', label: 'Reklamacje B2B' },
      ],
    },
  ],
});

export default b2bOrders;
