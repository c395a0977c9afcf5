import type { ArticleWriter } from '../article';

const b2bOrders: ArticleWriter = (limits) => ({
  lead: 'Do you sell bikes in your shop, or want to start? This is how our dealers order — and how you can join them.',
  sections: [
    {
      heading: 'How to become a dealer',
      points: [
        'Write to us through the contact form with the “Wholesale (B2B)” topic, or call our B2B sales team.',
        'Give us your company name, tax ID and the address of your shop or workshop. We check the company in the registers and arrange a call.',
        'Once the agreement is signed, we open your dealer account: from your first sign-in you see wholesale prices and your individual discounts.',
        'Your shop appears on our “Store locator” map, so customers nearby come straight to you.',
      ],
      links: [
        { screen: 'contact', label: 'Contact form' },
        { screen: 'storeLocator', label: 'Dealer map' },
      ],
    },
    {
      heading: 'How to order',
      paragraphs: [
        'Once signed in, you order in the same shop as retail customers, but you see net dealer prices with your discounts on whole collections or single products. The detailed list view lets you enter quantities of many products at once.',
        `You pay by bank transfer against the pro-forma invoice you download with the order; payment is due within ${limits.transferDueDays} working days. The current wholesale price list as a PDF, with your discounts applied, is in your account at any time.`,
        'Need a larger batch or a model in an unusual configuration? Click “Ask for an offer” on the product — we prepare a proposal you accept with one click.',
      ],
    },
    {
      heading: 'Preorders for the next season',
      paragraphs: [
        'Before each season we open preorders for dealers: you order bikes ahead at guaranteed prices, and we plan production for you. The preorder form is there once you sign in.',
      ],
      links: [{ screen: 'preorders', label: 'Preorders' }],
    },
    {
      heading: 'Materials for your shop',
      paragraphs: [
        'Photos, videos, logos, product cards, barcodes and the retail price list wait under “Downloads” in your account. Your account managers’ contact details are on the B2B contact page.',
      ],
      links: [
        { screen: 'downloads', label: 'Downloads' },
        { screen: 'b2bContact', label: 'B2B contact' },
        { screen: 'b2bRma', label: 'B2B returns and claims' },
      ],
    },
  ],
});

export default b2bOrders;
