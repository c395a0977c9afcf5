import type { ArticleWriter } from '../article';

const deliveryPayment: ArticleWriter = (limits) => ({
  lead: `Wysyłamy kurierem na terenie Polski. Przy zamówieniach powyżej ${limits.freeDeliveryFrom} dostawa jest darmowa.`,
  sections: [
    {
      heading: 'Dostawa',
      points: [
        `Kurier — na terenie Polski, bezpłatnie przy zamówieniach powyżej ${limits.freeDeliveryFrom}.`,
        'Odbiór osobisty — po informacji, że zamówienie czeka na odbiór.',
        'Czas przygotowania zamówienia podajemy przy każdym produkcie: od 24 godzin do dwóch tygodni.',
      ],
    },
    {
      heading: 'Płatność',
      points: [
        'Płatność online przez Tpay.',
        'Karta płatnicza.',
        `Przelew tradycyjny — w ciągu ${limits.transferDueDays} dni roboczych od złożenia zamówienia.`,
        'Gotówka przy odbiorze osobistym.',
        `Raty ${limits.interest}% — eRaty do ${limits.maxInstallments} rat lub raty CA ${limits.caInstallments} × ${limits.interest}%, przy płatności w złotych.`,
      ],
      paragraphs: [
        'Płatności online realizujemy w złotych; kwoty w innych walutach przeliczamy automatycznie. Jeśli płatność online się nie powiedzie, towar pozostaje zarezerwowany — możesz ponowić płatność z listy zamówień albo z linku w e-mailu.',
      ],
      links: [{ screen: 'installments', label: 'Rower elektryczny na raty' }],
    },
  ],
});

export default deliveryPayment;
