import type { ArticleWriter } from '../article';

const aboutUs: ArticleWriter = (limits) => ({
  lead: 'Jesteśmy polskim producentem rowerów elektrycznych. Projektujemy, składamy i serwisujemy je u siebie.',
  sections: [
    {
      heading: 'Co robimy',
      paragraphs: [
        'Robimy rowery miejskie, składane, trekkingowe, górskie (MTB) i SUV, a także baterie, silniki, zestawy do elektryfikacji, ładowarki, wyświetlacze i akcesoria — w tym lokalizator GPS Guard.',
      ],
      links: [{ screen: 'gpsTracker', label: 'Lokalizator GPS Guard' }],
    },
    {
      heading: 'Gdzie nas znaleźć',
      paragraphs: [
        `Nasze rowery kupisz w sklepie internetowym i u dealerów w całej Polsce — wielu z nich oferuje jazdy próbne, serwis i wypożyczalnię. Z nami porozmawiasz w godzinach pracy biura: ${limits.openingHours}.`,
      ],
      links: [
        { screen: 'storeLocator', label: 'Gdzie kupić' },
        { screen: 'contact', label: 'Kontakt' },
      ],
    },
  ],
});

export default aboutUs;
