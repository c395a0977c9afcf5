import type { ArticleWriter } from '../article';

const deliveryPayment: ArticleWriter = (limits) => ({
  lead: `We ship by courier within Poland. Delivery is free on orders over ${limits.freeDeliveryFrom}.`,
  sections: [
    {
      heading: 'Delivery',
      points: [
        `Courier — within Poland, free on orders over ${limits.freeDeliveryFrom}.`,
        'Personal pickup — once we let you know the order is ready.',
        'Each product shows how long we need to prepare it: from 24 hours to two weeks.',
      ],
    },
    {
      heading: 'Payment',
      points: [
        'Online payment through Tpay.',
        'Payment card.',
        `Bank transfer — within ${limits.transferDueDays} working days of the order.`,
        'Cash on personal pickup.',
        `${limits.interest}% installments — eRaty up to ${limits.maxInstallments} installments or CA ${limits.caInstallments} × ${limits.interest}%, when paying in Polish złoty.`,
      ],
      paragraphs: [
        'Online payments are made in Polish złoty; other currencies are converted automatically. If an online payment fails, the goods stay reserved — retry the payment from your order list or from the link in the e-mail.',
      ],
      links: [{ screen: 'installments', label: 'E-bike in installments' }],
    },
  ],
});

export default deliveryPayment;
