import type { ArticleWriter } from '../article';

const privacy: ArticleWriter = (limits) => ({
  lead: 'We take care of your data and process only what we need to serve your purchases and to stay in touch with you.',
  sections: [
    {
      heading: 'Why we process your data',
      points: [
        'To fulfil orders, payments and deliveries.',
        'To handle returns and claims, and the messages about them.',
        'To answer messages sent through the contact form — they go to the department of the topic you choose.',
        'To send the newsletter, if you sign up. You can unsubscribe at any time.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        `A session cookie lets the shop remember your cart and your sign-in; it lasts up to ${limits.sessionDays} days. When you arrive through a partner link, we remember the partner (the “ref” parameter) for ${limits.referralDays} days.`,
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You have the right to access, correct, erase and port your data, to restrict or object to its processing, and to complain to the Polish data protection authority (UODO). You can change your addresses and profile in your account yourself; for anything else, write to us.',
      ],
      links: [{ screen: 'contact', label: 'Write to us' }],
    },
  ],
});

export default privacy;
