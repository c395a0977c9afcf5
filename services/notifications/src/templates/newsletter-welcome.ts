import type { Language } from '@shop/contracts';
import { type MailShop, mailLanguage, renderMail } from './layout';

export function newsletterWelcome(recipientLanguage: Language, shop?: MailShop) {
  const language = mailLanguage(recipientLanguage);
  if (language === 'pl') {
    return renderMail({
      language,
      shop,
      subject: 'Dziękujemy za zapis do newslettera',
      heading: 'Witamy w newsletterze!',
      paragraphs: [
        'Dziękujemy za zapisanie się do naszego newslettera. Będziemy informować Cię o nowych modelach rowerów elektrycznych, promocjach i wydarzeniach.',
        'Jeśli to nie Ty zapisałeś się do newslettera, zignoruj tę wiadomość albo napisz do nas - usuniemy Twój adres.',
      ],
      footer: 'Wiadomość wysłana automatycznie przez sklep internetowy. Nie odpowiadaj na nią.',
    });
  }
  return renderMail({
    language,
    shop,
    subject: 'Thank you for subscribing to our newsletter',
    heading: 'Welcome to our newsletter!',
    paragraphs: [
      'Thank you for subscribing. We will keep you posted about new electric bike models, offers and events.',
      'If it was not you who subscribed, ignore this message or write to us and we will remove your address.',
    ],
    footer: 'This message was sent automatically by the online shop. Please do not reply to it.',
  });
}
