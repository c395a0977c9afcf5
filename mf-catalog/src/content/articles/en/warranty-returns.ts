import type { ArticleWriter } from '../article';

const warrantyReturns: ArticleWriter = (limits) => ({
  lead: `Every bike comes with a ${limits.warrantyYears}-year warranty. If something is wrong, file a return or a claim in your account and we will reply in its message thread.`,
  sections: [
    {
      heading: 'How to file a return or a claim',
      points: [
        'Sign in and open Returns and claims.',
        'Describe the problem, give the serial (frame) number and choose what you expect: repair, exchange, refund or something else.',
        `Attach the proof of purchase and photos or videos — up to ${limits.rmaFiles} files (images, videos or PDFs), ${limits.rmaFileMegabytes} MB each.`,
        'Choose the address we should send the bike or part back to.',
      ],
    },
    {
      heading: 'Returns without a reason',
      paragraphs: [
        'Buying as a consumer, you may withdraw from the purchase within 14 days of receiving the goods. We refund with the payment method you used.',
      ],
    },
    {
      heading: 'After the warranty',
      paragraphs: [
        'After the warranty ends we still help — file a post-warranty service request the same way, and we agree the cost of the repair before we start.',
      ],
    },
  ],
});

export default warrantyReturns;
