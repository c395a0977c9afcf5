import type { Article } from '../article';

const qualityWarranty: Article = {
  lead: 'Każdy rower przed wyjazdem z naszej fabryki przechodzi kontrolę jakości — a potem jeździ z 2-letnią gwarancją.',
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
        'Na każdy rower udzielamy 2 lat gwarancji. Bateria wytrzymuje od 500 do 700 pełnych cykli ładowania, a silniki mają moc od 250 do 1000 W.',
        'Nowe rowery oznaczone jako ubezpieczone dostajesz dodatkowo z rocznym ubezpieczeniem za darmo.',
      ],
      links: [
        { screen: 'insurance', label: 'Ubezpieczenie roweru' },
        { screen: 'warrantyReturns', label: 'Zwroty i reklamacje' },
      ],
    },
  ],
};

export default qualityWarranty;
