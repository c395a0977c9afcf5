import type { Article } from '../article';

const deliveryPayment: Article = {
  lead: 'We ship by courier within Poland. Delivery is free on orders over 200 PLN.',
  sections: [
    {
      heading: 'Delivery',
      points: [
        'Courier — within Poland, free on orders over 200 PLN.',
        'Personal pickup — once we let you know the order is ready.',
        'Each product shows how long we need to prepare it: from 24 hours to two weeks.',
      ],
    },
    {
      heading: 'Payment',
      points: [
        'Online payment through Tpay.',
        'Payment card.',
        'Bank transfer — within 7 working days of the order.',
        'Cash on personal pickup.',
        '0% installments — eRaty up to 20 installments or CA 10 × 0%, when paying in Polish złoty.',
      ],
      paragraphs: [
        'Online payments are made in Polish złoty; other currencies are converted automatically. If an online payment fails, the goods stay reserved — retry the payment from your order list or from the link in the e-mail.',
      ],
      links: [{ screen: 'installments', label: 'E-bike in installments' }],
    },
  ],
};

export default deliveryPayment;
