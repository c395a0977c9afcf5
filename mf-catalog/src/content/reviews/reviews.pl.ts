import type { CustomerReview } from './review';

const reviews: CustomerReview[] = [
  {
    author: 'Anna',
    city: 'Kraków',
    model: 'Zefir Miejski C2',
    rating: 5,
    text: 'Dojeżdżam do pracy 12 km w jedną stronę i pierwszy raz od lat nie stoję w korkach. Na podjeździe pod Wawel nawet się nie spocę.',
  },
  {
    author: 'Marek',
    city: 'Poznań',
    model: 'Zefir Wędrowiec T3',
    rating: 5,
    text: 'Przejechaliśmy z żoną Wielkopolską Pętlę Rowerową w trzy dni. Bateria spokojnie wystarczała na cały etap.',
  },
  {
    author: 'Katarzyna',
    city: 'Gdańsk',
    model: 'Zefir Składak F2',
    rating: 4,
    text: 'Składam go w pociągu i wnoszę do biura. Trochę waży, ale to cena baterii — za to wiatr od morza przestał mi przeszkadzać.',
  },
  {
    author: 'Tomasz',
    city: 'Nowy Sącz',
    model: 'Zefir Góral M7',
    rating: 5,
    text: 'Beskid Sądecki na wspomaganiu to zupełnie inna jazda. Serwis u dealera po pierwszym przeglądzie — szybko i bez problemów.',
  },
  {
    author: 'Ewa',
    city: 'Wrocław',
    model: 'Zefir Miejski C3 Comfort z lokalizatorem Guard',
    rating: 5,
    text: 'Guard w aplikacji pokazuje, gdzie stoi rower, a powiadomienie przyszło od razu, gdy ktoś ruszył go pod sklepem. Śpię spokojniej.',
  },
  {
    author: 'Paweł',
    city: 'Lublin',
    model: 'Zefir SUV S1',
    rating: 4,
    text: 'Solidny rower na szutry i do miasta. Kupiłem na raty 0% — wniosek w banku zajął kilka minut.',
  },
];

export default reviews;
