import type { ContactMessageReceived, ContactTopic, EventData } from '@shop/contracts';
import { formatServiceHours } from '@shop/contracts/format';
import type { ShopSettings } from '@shop/contracts/limits';
import { type MailShop, mailLanguage, renderMail } from './layout';

// The two e-mails of a contact form message: to the department its topic is routed to (in Polish, the
// staff's language) and a confirmation with a copy of the message to the sender (in the sender's language).

type Message = EventData<typeof ContactMessageReceived>;

const topicNames: Record<ContactTopic, { pl: string; en: string }> = {
  service: { pl: 'Serwis', en: 'Service' },
  retail: { pl: 'Sprzedaż detaliczna', en: 'Retail sales' },
  wholesale: { pl: 'Sprzedaż hurtowa', en: 'Wholesale' },
  marketing: { pl: 'Marketing', en: 'Marketing' },
  admin: { pl: 'Błąd na stronie', en: 'Website bug' },
  danger: { pl: 'Zgłoszenie niebezpiecznego produktu', en: 'Dangerous product report' },
  general: { pl: 'Ogólne', en: 'General' },
  accessibility: { pl: 'Dostępność sklepu', en: 'Shop accessibility' },
};

export function contactMessageToDepartment(message: Message, shop?: MailShop) {
  const urgent = message.topic === 'danger' ? 'PILNE: ' : '';
  return renderMail({
    language: 'pl',
    shop,
    subject: `${urgent}Formularz kontaktowy: ${topicNames[message.topic].pl} - ${message.name}`,
    heading: `Nowa wiadomość z formularza kontaktowego (${topicNames[message.topic].pl})`,
    paragraphs: [
      `Od: ${message.name} <${message.email}>${message.phone ? `, tel. ${message.phone}` : ''}`,
      `Język klienta: ${message.language}. Odpowiedz na adres ${message.email}.`,
      ...message.message.split(/\n{2,}/),
    ],
    footer: `Wiadomość ${message.messageId}, przekazana automatycznie na adres ${message.department}.`,
  });
}

/** The sender's copy, quoting the customer service's hours (a shop setting). */
export function contactMessageConfirmation(message: Message, settings: ShopSettings, shop?: MailShop) {
  const language = mailLanguage(message.language);
  const hours = formatServiceHours(settings.openingHours, language);
  if (language === 'pl') {
    return renderMail({
      language,
      shop,
      subject: 'Otrzymaliśmy Twoją wiadomość',
      heading: `Dziękujemy, ${message.name}!`,
      paragraphs: [
        `Twoja wiadomość w sprawie „${topicNames[message.topic].pl}” trafiła do właściwego działu. Odpowiemy najszybciej, jak to możliwe - zwykle w ciągu jednego dnia roboczego (${hours}).`,
        'Treść Twojej wiadomości:',
        ...message.message.split(/\n{2,}/),
      ],
      footer: 'Wiadomość wysłana automatycznie przez sklep internetowy. Nie odpowiadaj na nią.',
    });
  }
  return renderMail({
    language,
    shop,
    subject: 'We have received your message',
    heading: `Thank you, ${message.name}!`,
    paragraphs: [
      `Your message about "${topicNames[message.topic].en}" has reached the right department. We will answer as soon as possible, usually within one working day (${hours}).`,
      'Your message:',
      ...message.message.split(/\n{2,}/),
    ],
    footer: 'This message was sent automatically by the online shop. Please do not reply to it.',
  });
}
