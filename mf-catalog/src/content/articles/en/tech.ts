import type { ArticleWriter } from '../article';

const tech: ArticleWriter = (limits) => ({
  lead: 'We design and assemble Zefir bikes in Poland. This is how the drive, the battery and the frame are built — and why.',
  sections: [
    {
      heading: 'The drive: a mid motor or a rear hub motor',
      paragraphs: [
        `Apart from the speed models, registered like mopeds, every bike’s motor is rated at ${limits.motorPower} W and assists your pedalling up to ${limits.assistSpeed} km/h. What differs is where it works.`,
        'A mid motor sits in the bottom bracket and drives the cranks. A torque sensor measures how hard you press on the pedals, so the assistance grows smoothly with your effort. It works through the bike’s gears, which makes it best on steep climbs and off road — we fit it to our mountain and SUV bikes and to the higher city and trekking models.',
        'A rear hub motor is quiet, simple and needs almost no care: it puts no load on the chain or sprockets. It suits the city and flat routes, and a bike with one usually costs less.',
        'The motor controller talks to the display over a UART serial line or over CAN. Each model’s specification says which — among other things, it decides whether the Guard tracker fits the bike.',
      ],
      links: [{ screen: 'gpsTracker', label: 'Guard GPS tracker' }],
    },
    {
      heading: 'The battery',
      paragraphs: [
        'We build our packs from lithium-ion cells by reputable makers. Every pack has its own battery management system (BMS) watching each cell group’s voltage, the temperature and the current — it cuts the power before the cells come to harm.',
        `A battery lasts ${limits.batteryCyclesMin} to ${limits.batteryCyclesMax} full charging cycles. You choose the capacity when you order; the voltage and charging time are in the model’s specification.`,
      ],
      points: [
        'Do not charge the battery in the frost — bring it into a warm room first.',
        'For the winter, leave it 40–60% charged and top it up every two months.',
        'Use the charger that came with the bike or an original one from our shop.',
      ],
    },
    {
      heading: 'The frame',
      paragraphs: [
        'We weld our frames from shaped aluminium tubes and heat-treat them after welding so they regain their full strength. A Polish paint shop powder-coats them, and the cables run inside the tubes.',
        'The battery sits low, in the down tube or on the rack, so the centre of gravity is low and the bike handles confidently. Samples from every batch of frames pass a laboratory fatigue test to the EN 15194 standard.',
      ],
    },
    {
      heading: 'Before a bike leaves us',
      paragraphs: [
        `Every bike passes a quality check and a test ride. Bikes carry a ${limits.warrantyYears}-year warranty.`,
      ],
      links: [
        { screen: 'qualityWarranty', label: 'Quality and warranty' },
        { screen: 'howItWorks', label: 'How an e-bike works' },
        { screen: 'documents', label: 'Documents to download' },
      ],
    },
  ],
});

export default tech;
