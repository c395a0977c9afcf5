import type { ArticleWriter } from '../article';

const services: ArticleWriter = (limits) => ({
  lead: 'Our factory workshop looks after Zefir e-bikes and those of other makes — from a pre-season check to a battery repair.',
  sections: [
    {
      heading: 'What we do',
      points: [
        'A regular check: mechanics, brakes, drivetrain and electrics, with the controller’s error log read and its software updated.',
        'Battery diagnosis and service: a capacity test, cell balancing, replacing damaged cell groups.',
        'Warranty and paid repairs of motors, controllers, displays and wiring.',
        'Fitting conversion kits that turn an ordinary bike into an e-bike, with a test ride.',
        'Fitting and activating the Guard GPS tracker.',
        'Bleeding hydraulic brakes, replacing chains, cassettes and belts.',
      ],
    },
    {
      heading: 'How to book',
      paragraphs: [
        `Write to us through the contact form — the “Service and repairs” topic is already chosen. We call you back within one working day to agree a date. Our customer service works ${limits.openingHours}.`,
        'You can also buy a service in the shop straight away: once the order is paid, we call you to book the visit. Parts are charged separately, always after you accept the quote.',
      ],
    },
    {
      heading: 'Repairs under warranty',
      paragraphs: [
        `A Zefir bike carries a ${limits.warrantyYears}-year warranty. If the fault is covered, the repair costs you nothing — report it through the claim form.`,
      ],
      links: [
        { screen: 'rmaCreate', label: 'File a claim' },
        { screen: 'warrantyReturns', label: 'Warranty and returns' },
      ],
    },
  ],
});

export default services;
