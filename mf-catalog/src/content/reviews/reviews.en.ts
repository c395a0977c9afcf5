import type { CustomerReview } from './review';

const reviews: CustomerReview[] = [
  {
    author: 'Anna',
    city: 'Kraków',
    model: 'Zefir Miejski C2',
    rating: 5,
    text: 'I commute 12 km each way and for the first time in years I skip the traffic jams. I do not even break a sweat on the climb up to Wawel.',
  },
  {
    author: 'Marek',
    city: 'Poznań',
    model: 'Zefir Wędrowiec T3',
    rating: 5,
    text: 'My wife and I rode the Greater Poland Cycling Loop in three days. The battery easily lasted each day’s stage.',
  },
  {
    author: 'Katarzyna',
    city: 'Gdańsk',
    model: 'Zefir Składak F2',
    rating: 4,
    text: 'I fold it on the train and carry it into the office. It is a little heavy — that is the battery — but the wind off the sea no longer bothers me.',
  },
  {
    author: 'Tomasz',
    city: 'Nowy Sącz',
    model: 'Zefir Góral M7',
    rating: 5,
    text: 'The Beskid Sądecki with assistance is a different ride altogether. The first service at the dealer was quick and painless.',
  },
  {
    author: 'Ewa',
    city: 'Wrocław',
    model: 'Zefir Miejski C3 Comfort with the Guard tracker',
    rating: 5,
    text: 'The Guard app shows where the bike is, and the alert came at once when someone moved it outside a shop. I sleep better.',
  },
  {
    author: 'Paweł',
    city: 'Lublin',
    model: 'Zefir SUV S1',
    rating: 4,
    text: 'A solid bike for gravel and the city. I bought it on 0% installments — the bank application took a few minutes.',
  },
];

export default reviews;
