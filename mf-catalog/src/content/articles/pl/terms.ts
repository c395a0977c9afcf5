import type { ArticleWriter } from '../article';

const terms: ArticleWriter = (limits) => ({
  lead: 'Regulamin określa zasady zakupów w naszym sklepie internetowym: składanie zamówień, płatności, dostawę, odstąpienie od umowy oraz reklamacje.',
  sections: [
    {
      heading: 'Kto sprzedaje',
      paragraphs: [
        `Sprzedawcą jest polski producent rowerów elektrycznych marki Zefir. Dane firmy i sposoby kontaktu znajdziesz na stronie kontaktowej; biuro obsługi klienta pracuje w godzinach: ${limits.openingHours}.`,
      ],
      links: [{ screen: 'contact', label: 'Kontakt' }],
    },
    {
      heading: 'Zamówienia',
      points: [
        'Zamówienie możesz złożyć po zalogowaniu albo bez zakładania konta — status zamówienia sprawdzisz wtedy przez link wysłany e-mailem.',
        'Do złożenia zamówienia potrzebna jest akceptacja regulaminu i polityki prywatności.',
        'Zamówienia detaliczne realizujemy wyłącznie z dostawą na terenie Polski.',
        `Jednorazowo możesz zamówić do ${limits.maxQuantity} sztuk danego produktu.`,
        'Dealerzy składają zamówienia hurtowe wyłącznie po zalogowaniu do konta B2B.',
      ],
    },
    {
      heading: 'Ceny i płatności',
      paragraphs: [
        `Ceny podajemy w złotych brutto (z VAT). Przy obniżce pokazujemy także najniższą cenę z ${limits.lowestPriceDays} dni przed jej wprowadzeniem. Płatności online realizujemy w złotych — kwoty w innych walutach przeliczamy automatycznie.`,
        `Przelew tradycyjny należy opłacić w ciągu ${limits.transferDueDays} dni roboczych, chyba że umówimy się inaczej. Przy ratach bankowych realizację zaczynamy po pozytywnej decyzji banku.`,
      ],
      links: [{ screen: 'deliveryPayment', label: 'Płatność i wysyłka' }],
    },
    {
      heading: 'Odstąpienie od umowy i reklamacje',
      paragraphs: [
        `Jako konsument możesz odstąpić od umowy zawartej na odległość w ciągu 14 dni od otrzymania towaru, bez podawania przyczyny. Na każdy rower udzielamy ${limits.warrantyYears}-letniej gwarancji, niezależnie od Twoich uprawnień z tytułu rękojmi.`,
        'Oświadczenie o odstąpieniu złożysz bez logowania formularzem „Odstąp od umowy tutaj” ze stopki każdej strony sklepu. Produkty odeślij w ciągu 14 dni od odstąpienia na adres sklepu; bezpośredni koszt ich odesłania ponosisz Ty. Pieniądze zwrócimy w ciągu 14 dni od otrzymania oświadczenia, tą samą metodą płatności. Prawo odstąpienia nie obejmuje produktów wykonanych według Twojej specyfikacji (np. z grawerem lub Twoim logo) ani plików dostarczonych od razu za Twoją zgodą.',
      ],
      links: [
        { screen: 'warrantyReturns', label: 'Zwroty i reklamacje' },
        { screen: 'withdrawal', label: 'Odstąp od umowy tutaj' },
      ],
    },
  ],
});

export default terms;
