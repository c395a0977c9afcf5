import type { ArticleWriter } from '../article';

const qualityWarranty: ArticleWriter = (limits) => ({
  lead: `Every bike passes quality control before it leaves our factory — and then rides with a ${limits.warrantyYears}-year warranty.`,
  sections: [
    {
      heading: 'How a bike is made',
      points: [
        'Preparing the frame and its equipment.',
        'Assembly on the production line.',
        'Quality control of every unit — drive, brakes, electrics and battery.',
        'Packing and shipping to you or to a dealer.',
      ],
    },
    {
      heading: 'Warranty',
      paragraphs: [
        `Every bike comes with a ${limits.warrantyYears}-year warranty. A battery lasts ${limits.batteryCyclesMin} to ${limits.batteryCyclesMax} full charging cycles, and our motors range from ${limits.motorPower} to ${limits.motorPowerMax} W.`,
        `New bikes marked as insured also come with ${limits.insuranceMonths} months of insurance free of charge.`,
      ],
      links: [
        { screen: 'insurance', label: 'E-bike insurance' },
        { screen: 'warrantyReturns', label: 'Warranty and returns' },
      ],
    },
  ],
});

export default qualityWarranty;
