import type { ArticleWriter } from '../article';

const terms: ArticleWriter = (limits) => ({
  lead: 'These terms set out how you shop with us: placing an order, paying for it, delivery, withdrawing from the purchase and complaints.',
  sections: [
    {
      heading: 'Who sells',
      paragraphs: [
        `The seller is the Polish maker of Zefir electric bikes. Our company details and ways to reach us are on the contact page; customer service is open ${limits.openingHours}.`,
      ],
      links: [{ screen: 'contact', label: 'Contact' }],
    },
    {
      heading: 'Orders',
      points: [
        'You can order with an account or as a guest — a guest checks the order status through a link we send by e-mail.',
        'To place an order you accept the terms of service and the privacy policy.',
        'Retail orders are delivered within Poland only.',
        `You can order up to ${limits.maxQuantity} pieces of a product at a time.`,
        'Dealers place wholesale orders only when signed in to their B2B account.',
      ],
    },
    {
      heading: 'Prices and payment',
      paragraphs: [
        `Prices include VAT. When a price is reduced, we also show the lowest price of the ${limits.lowestPriceDays} days before the reduction. Online payments are made in Polish złoty; other currencies are converted automatically.`,
        `A bank transfer is due within ${limits.transferDueDays} working days unless agreed otherwise. With bank installments we start preparing the order once the bank approves the credit.`,
      ],
      links: [{ screen: 'deliveryPayment', label: 'Delivery and payment' }],
    },
    {
      heading: 'Withdrawal and complaints',
      paragraphs: [
        `As a consumer you may withdraw from a distance purchase within 14 days of receiving the goods, without giving a reason. Every bike comes with a ${limits.warrantyYears}-year warranty, on top of your statutory rights.`,
        'You make the statement without signing in, through the form “Withdraw from contract here” in the footer of every page of the shop. Send the items back to the shop’s address within 14 days of withdrawing; the direct cost of sending them back is yours. We refund the money within 14 days of receiving the statement, by the payment method you used. The right of withdrawal does not cover items made to your specification (e.g. with an engraving or your logo), nor files delivered at once with your consent.',
      ],
      links: [
        { screen: 'warrantyReturns', label: 'Warranty and returns' },
        { screen: 'withdrawal', label: 'Withdraw from contract here' },
      ],
    },
  ],
});

export default terms;
