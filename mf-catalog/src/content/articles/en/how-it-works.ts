import type { ArticleWriter } from '../article';

const howItWorks: ArticleWriter = (limits) => ({
  lead: 'An electric bike is a regular bike with extra help: the motor assists only while you pedal.',
  sections: [
    {
      heading: 'Motor, battery, display',
      paragraphs: [
        `A ${limits.motorPower} W motor assists you up to ${limits.assistSpeed} km/h. Above that speed the assistance switches off and you ride like on a regular bike — which is why, by law, it is still a bicycle: no registration, no driving licence.`,
        `A battery lasts ${limits.batteryCyclesMin} to ${limits.batteryCyclesMax} full charging cycles. On the display you choose the level of assistance and see the charge left.`,
      ],
    },
    {
      heading: 'What you gain',
      points: [
        'Hills and headwind stop being a problem.',
        'You get to work without being out of breath and without traffic jams.',
        'Longer trips are within reach — also for the less trained.',
        'You charge it from an ordinary socket, for pennies.',
      ],
    },
  ],
});

export default howItWorks;
