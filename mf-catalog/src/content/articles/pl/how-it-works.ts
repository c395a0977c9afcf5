import type { ArticleWriter } from '../article';

const howItWorks: ArticleWriter = (limits) => ({
  lead: 'Rower elektryczny to zwykły rower z dodatkowym wsparciem: silnik pomaga tylko wtedy, gdy pedałujesz.',
  sections: [
    {
      heading: 'Silnik, bateria, wyświetlacz',
      paragraphs: [
        `Silnik o mocy ${limits.motorPower} W wspiera Cię do prędkości ${limits.assistSpeed} km/h. Powyżej niej wspomaganie się wyłącza i jedziesz jak na zwykłym rowerze — dlatego w świetle przepisów to wciąż rower, bez rejestracji i prawa jazdy.`,
        `Bateria wytrzymuje od ${limits.batteryCyclesMin} do ${limits.batteryCyclesMax} pełnych cykli ładowania. Na wyświetlaczu wybierasz poziom wspomagania i widzisz stan naładowania.`,
      ],
    },
    {
      heading: 'Co zyskujesz',
      points: [
        'Podjazdy i wiatr w twarz przestają być problemem.',
        'Do pracy docierasz bez zadyszki i bez korków.',
        'Dłuższe wycieczki są w zasięgu — także dla mniej wytrenowanych.',
        'Ładujesz ze zwykłego gniazdka, za grosze.',
      ],
    },
  ],
});

export default howItWorks;
