import type { ArticleWriter } from '../article';

const aboutUs: ArticleWriter = (limits) => ({
  lead: 'We are a Polish maker of electric bikes. We design, assemble and service them ourselves.',
  sections: [
    {
      heading: 'What we make',
      paragraphs: [
        'City, folding, trekking, mountain (MTB) and SUV bikes, plus batteries, motors, conversion sets, chargers, displays and accessories — including the Guard GPS tracker.',
      ],
      links: [{ screen: 'gpsTracker', label: 'Guard GPS tracker' }],
    },
    {
      heading: 'Where to find us',
      paragraphs: [
        `Buy our bikes in this online shop and from dealers all over Poland — many of them offer test rides, service and rental. You can talk to us during office hours: ${limits.openingHours}.`,
      ],
      links: [
        { screen: 'storeLocator', label: 'Where to buy' },
        { screen: 'contact', label: 'Contact' },
      ],
    },
  ],
});

export default aboutUs;
