import type { EventData, ReviewRejected } from '@shop/contracts';
import { screens } from '@shop/i18n';
import { type MailShop, mailLanguage, renderMail } from './layout';

// Staff rejected a customer's review (issue 25): the author reads why, in staff's words, and where to correct
// it — the review is changed from the account's orders, and goes back to staff.

export function reviewRejectedMail(review: EventData<typeof ReviewRejected>, shopUrl: string, shop?: MailShop) {
  const language = mailLanguage(review.language);
  const orders = screens.find((screen) => screen.id === 'orders')!;
  const url = `${shopUrl}/${language}/${orders[language]}`;
  if (language === 'pl') {
    return renderMail({
      language,
      shop,
      subject: `Twoja opinia o produkcie ${review.productName} nie została opublikowana`,
      heading: review.firstName ? `Dzień dobry, ${review.firstName}!` : 'Dzień dobry!',
      paragraphs: [
        `Dziękujemy za opinię „${review.title}” o produkcie ${review.productName}. Niestety nie możemy jej opublikować.`,
        `Powód: ${review.reason}`,
        'Opinię możesz poprawić na stronie zamówienia z tym produktem – po zapisaniu wróci do nas do sprawdzenia.',
      ],
      action: { label: 'Przejdź do zamówień', url },
      footer: 'Wiadomość wysłana automatycznie przez sklep internetowy. Nie odpowiadaj na nią.',
    });
  }
  return renderMail({
    language,
    shop,
    subject: `Your review of ${review.productName} was not published`,
    heading: review.firstName ? `Hello ${review.firstName},` : 'Hello,',
    paragraphs: [
      `Thank you for your review “${review.title}” of ${review.productName}. Unfortunately we cannot publish it.`,
      `Reason: ${review.reason}`,
      'You can correct the review on the page of the order you bought the product in; once saved, it comes back to us for checking.',
    ],
    action: { label: 'Go to your orders', url },
    footer: 'This message was sent automatically by the online shop. Please do not reply to it.',
  });
}
