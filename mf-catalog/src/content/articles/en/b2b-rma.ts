import type { ArticleWriter } from '../article';

const b2bRma: ArticleWriter = (limits) => ({
  lead: 'A dealer reports claims and returns of goods bought from us for resale in the dealer account — no e-mails or phone calls, the whole history in one place.',
  sections: [
    {
      heading: 'How to report',
      points: [
        'Sign in to your dealer account and open “Returns and claims” → “New return or claim”.',
        'Pick the order the goods came from and describe the fault: what happens, since when, whether the display shows an error.',
        `Attach photos or a video of the fault — up to ${limits.rmaFiles} files of ${limits.rmaFileMegabytes} MB each — and, for a customer’s claim, the proof of purchase from your shop and the frame number.`,
        'Choose what you expect: a repair, a replacement or a refund.',
      ],
      links: [
        { screen: 'rmaCreate', label: 'New return or claim' },
        { screen: 'rmaList', label: 'My requests' },
      ],
    },
    {
      heading: 'The stage of a request',
      points: [
        'Before sale — goods damaged in transport or faulty before they reached a customer. Report them as soon as possible after delivery, ideally with the courier’s damage report.',
        `Warranty — a fault at the customer within ${limits.warrantyYears} years of purchase. We propose the stage ourselves from the purchase date.`,
        'After warranty — a paid repair. Before we start, we send you a quote to accept.',
      ],
    },
    {
      heading: 'Sending goods to the workshop',
      paragraphs: [
        'Do not send anything before we answer: once we accept the request, we say in its thread how and where to send the goods, and for bikes we book a courier pickup. Pack a bike in its original box.',
        'A damaged lithium-ion battery is dangerous goods in transport. Send one only as agreed with us, in the packaging we name.',
      ],
    },
    {
      heading: 'What happens next',
      paragraphs: [
        'We e-mail you at every change of status, and the workshop’s questions and answers are kept in the request’s thread. The repair report you can hand to your customer is there too.',
      ],
      links: [
        { screen: 'warrantyReturns', label: 'Warranty and returns — the rules for customers' },
        { screen: 'b2bOrders', label: 'B2B orders' },
        { screen: 'b2bContact', label: 'B2B contact' },
      ],
    },
  ],
});

export default b2bRma;
