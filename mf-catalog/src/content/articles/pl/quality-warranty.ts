import type { ArticleWriter } from '../article';

const qualityWarranty: ArticleWriter = (limits) => ({
  lead: `Każdy rower przed wyjazdem z naszej fabryki przechodzi kontrolę jakości — a potem jeździ z ${limits.warrantyYears}-letnią gwarancją.`,
  sections: [
    {
      heading: 'Jak powstaje rower',
      points: [
        'Przygotowanie ramy i osprzętu.',
        'Montaż na linii produkcyjnej.',
        'Kontrola jakości każdego egzemplarza — napęd, hamulce, elektryka i bateria.',
        'Pakowanie i wysyłka do Ciebie lub do dealera.',
      ],
    },
    {
      heading: 'Gwarancja',
      paragraphs: [
        `Na każdy rower udzielamy ${limits.warrantyYears} lat gwarancji. Bateria wytrzymuje od ${limits.batteryCyclesMin} do ${limits.batteryCyclesMax} pełnych cykli ładowania, a silniki mają moc od ${limits.motorPower} do ${limits.motorPowerMax} W.`,
        `Nowe rowery oznaczone jako ubezpieczone dostajesz dodatkowo z darmowym ubezpieczeniem na okres ${limits.insuranceMonths} miesięcy.`,
      ],
      links: [
        { screen: 'insurance', label: 'Ubezpieczenie roweru' },
        { screen: 'warrantyReturns', label: 'Zwroty i reklamacje' },
      ],
    },
  ],
});

export default qualityWarranty;
