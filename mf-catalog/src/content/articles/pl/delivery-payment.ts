import type { Article } from '../article';

const deliveryPayment: Article = {
  lead: 'Wysyłamy kurierem na terenie Polski. Przy zamówieniach powyżej 200 zł dostawa jest darmowa.',
  sections: [
    {
      heading: 'Dostawa',
      points: [
        'Kurier — na terenie Polski, bezpłatnie przy zamówieniach powyżej 200 zł.',
        'Odbiór osobisty — po informacji, że zamówienie czeka na odbiór.',
        'Czas przygotowania zamówienia podajemy przy każdym produkcie: od 24 godzin do dwóch tygodni.',
      ],
    },
    {
      heading: 'Płatność',
      points: [
        'Płatność online przez Tpay.',
        'Karta płatnicza.',
        'Przelew tradycyjny — w ciągu 7 dni roboczych od złożenia zamówienia.',
        'Gotówka przy odbiorze osobistym.',
        'Raty 0% — eRaty do 20 rat lub raty CA 10 × 0%, przy płatności w złotych.',
      ],
      paragraphs: [
        'Płatności online realizujemy w złotych; kwoty w innych walutach przeliczamy automatycznie. Jeśli płatność online się nie powiedzie, towar pozostaje zarezerwowany — możesz ponowić płatność z listy zamówień albo z linku w e-mailu.',
      ],
      links: [{ screen: 'installments', label: 'Rower elektryczny na raty' }],
    },
  ],
};

export default deliveryPayment;
