import type { ArticleWriter } from '../article';

const tech: ArticleWriter = (limits) => ({
  lead: 'Rowery Zefir projektujemy i składamy w Polsce. Tak są zbudowane napęd, bateria i rama — i dlaczego właśnie tak.',
  sections: [
    {
      heading: 'Napęd: silnik centralny albo w tylnej piaście',
      paragraphs: [
        `Silnik każdego naszego roweru — poza modelami speed, rejestrowanymi jak motorower — ma moc znamionową ${limits.motorPower} W i wspomaga pedałowanie do ${limits.assistSpeed} km/h. Silniki różnią się miejscem, w którym pracują.`,
        'Silnik centralny siedzi w suporcie i napędza korbę. Czujnik momentu obrotowego mierzy, jak mocno naciskasz na pedały, więc wspomaganie rośnie płynnie razem z Twoim wysiłkiem. Silnik pracuje na przełożeniach roweru, dlatego najlepiej radzi sobie na stromych podjazdach i w terenie — montujemy go w rowerach górskich, SUV i w wyższych modelach miejskich i trekkingowych.',
        'Silnik w tylnej piaście jest cichy, prosty i prawie nie wymaga obsługi: nie obciąża łańcucha ani zębatek. Sprawdza się w mieście i na płaskich trasach, a rower z nim jest zwykle tańszy.',
        'Sterownik silnika rozmawia z wyświetlaczem przez magistralę szeregową UART albo przez CAN. Który protokół ma dany model, podajemy w jego danych technicznych — od tego zależy między innymi, czy pasuje do niego lokalizator Guard.',
      ],
      links: [{ screen: 'gpsTracker', label: 'Lokalizator GPS Guard' }],
    },
    {
      heading: 'Bateria',
      paragraphs: [
        'Pakiety składamy z ogniw litowo-jonowych renomowanych producentów. Każdy pakiet ma własny układ BMS, który pilnuje napięcia każdej grupy ogniw, temperatury i prądu — odcina zasilanie, zanim ogniwom stanie się krzywda.',
        `Bateria wytrzymuje od ${limits.batteryCyclesMin} do ${limits.batteryCyclesMax} pełnych cykli ładowania. Pojemność wybierasz przy zamówieniu; napięcie i czas ładowania podajemy w danych technicznych modelu.`,
      ],
      points: [
        'Nie ładuj baterii na mrozie — wnieś ją najpierw do ciepłego pomieszczenia.',
        'Na zimę zostaw ją naładowaną w 40–60% i doładuj raz na dwa miesiące.',
        'Używaj ładowarki dołączonej do roweru albo oryginalnej z naszego sklepu.',
      ],
    },
    {
      heading: 'Rama',
      paragraphs: [
        'Ramy spawamy z profilowanych rur aluminiowych, a po spawaniu hartujemy je cieplnie, żeby odzyskały pełną wytrzymałość. Maluje je proszkowo polska lakiernia, a przewody chowamy wewnątrz rur.',
        'Bateria leży nisko, w dolnej rurze ramy albo na bagażniku, więc środek ciężkości jest nisko i rower prowadzi się pewnie. Próbki z każdej partii ram przechodzą w laboratorium test zmęczeniowy zgodny z normą PN-EN 15194.',
      ],
    },
    {
      heading: 'Zanim rower do Ciebie wyjedzie',
      paragraphs: [
        `Każdy egzemplarz przechodzi kontrolę jakości i jazdę próbną. Na rower udzielamy ${limits.warrantyYears} lat gwarancji.`,
      ],
      links: [
        { screen: 'qualityWarranty', label: 'Jakość i gwarancja' },
        { screen: 'howItWorks', label: 'Jak działa rower elektryczny' },
        { screen: 'documents', label: 'Dokumenty do pobrania' },
      ],
    },
  ],
});

export default tech;
