import type { EventData, ReturnCreated, ReturnMessagePosted, ReturnStatus, ReturnUpdated } from '@shop/contracts';
import { type MailShop, renderMail } from './layout';

// SPEC §1: the return e-mails — "return created", "return updated" (status or item action) and "new
// message" (staff wrote) to the customer in the language they filed in, and a note to the service mailbox
// (in Polish, the staff's language) when a return is filed or the customer writes. Message text is quoted
// as plain text; the layout escapes it in the HTML part.

type Created = EventData<typeof ReturnCreated>;
type Updated = EventData<typeof ReturnUpdated>;
type Message = EventData<typeof ReturnMessagePosted>;

const statusNames: Record<'pl' | 'en', Record<ReturnStatus, string>> = {
  pl: {
    new: 'Nowe',
    in_progress: 'W realizacji',
    on_hold: 'Wstrzymane',
    rejected: 'Odrzucone',
    ready_to_send: 'Gotowe do wysyłki',
    ready_to_pick: 'Gotowe do odbioru',
    sent: 'Wysłane',
    closed: 'Zamknięte',
  },
  en: {
    new: 'New',
    in_progress: 'In progress',
    on_hold: 'On hold',
    rejected: 'Rejected',
    ready_to_send: 'Ready to send',
    ready_to_pick: 'Ready to pick up',
    sent: 'Sent',
    closed: 'Closed',
  },
};

const texts = {
  pl: {
    footer: 'Wiadomość wysłana automatycznie przez sklep internetowy. Nie odpowiadaj na nią.',
    action: 'Zobacz zgłoszenie',
    status: 'Status',
    created: (number: string) => ({
      subject: `Przyjęliśmy zgłoszenie ${number}`,
      heading: 'Dziękujemy za zgłoszenie',
      paragraph: `Twoje zgłoszenie ${number} zostało przyjęte. Odpowiemy w wątku wiadomości na stronie zgłoszenia; o każdej zmianie napiszemy.`,
    }),
    updated: (number: string, change: 'status' | 'item') => ({
      subject: `Zmiana w zgłoszeniu ${number}`,
      heading: `Zgłoszenie ${number} zostało zaktualizowane`,
      paragraph:
        change === 'status'
          ? 'Zmienił się status Twojego zgłoszenia.'
          : 'Zapisaliśmy decyzję w sprawie jednego z produktów zgłoszenia.',
    }),
    message: (number: string) => ({
      subject: `Nowa wiadomość w zgłoszeniu ${number}`,
      heading: 'Masz nową wiadomość od serwisu',
      paragraph: `Serwis odpowiedział w zgłoszeniu ${number}:`,
    }),
  },
  en: {
    footer: 'This message was sent automatically by the online shop. Please do not reply to it.',
    action: 'See the return',
    status: 'Status',
    created: (number: string) => ({
      subject: `We have received your return ${number}`,
      heading: 'Thank you for your return or claim',
      paragraph: `Your return ${number} has been received. We will answer in the message thread on its page and write to you about every change.`,
    }),
    updated: (number: string, change: 'status' | 'item') => ({
      subject: `Your return ${number} has changed`,
      heading: `Return ${number} has been updated`,
      paragraph:
        change === 'status'
          ? 'The status of your return has changed.'
          : 'We have recorded a decision on one of the products of your return.',
    }),
    message: (number: string) => ({
      subject: `New message on your return ${number}`,
      heading: 'You have a new message from our service team',
      paragraph: `Our service team answered on return ${number}:`,
    }),
  },
};

const langOf = (language: string): 'pl' | 'en' => (language === 'pl' ? 'pl' : 'en');

function customerMail(
  data: Created | Updated | Message,
  url: string,
  head: { subject: string; heading: string; paragraph: string },
  quote: string[] = [],
  shop?: MailShop,
) {
  const lang = langOf(data.language);
  const text = texts[lang];
  return renderMail({
    language: lang,
    shop,
    subject: head.subject,
    heading: head.heading,
    paragraphs: [head.paragraph, ...quote],
    details: [{ label: text.status, value: statusNames[lang][data.status] }],
    action: { label: text.action, url },
    footer: text.footer,
  });
}

export const returnCreatedMail = (data: Created, url: string, shop?: MailShop) =>
  customerMail(data, url, texts[langOf(data.language)].created(data.number), [], shop);

export const returnUpdatedMail = (data: Updated, url: string, shop?: MailShop) =>
  customerMail(data, url, texts[langOf(data.language)].updated(data.number, data.change), [], shop);

export const returnMessageMail = (data: Message, url: string, shop?: MailShop) =>
  customerMail(data, url, texts[langOf(data.language)].message(data.number), data.text.split(/\n{2,}/), shop);

/** To the service mailbox: a new return, or the customer wrote in a thread (Polish, for staff). */
export function returnStaffMail(data: Created | Message, shop?: MailShop) {
  const message = 'author' in data;
  return renderMail({
    language: 'pl',
    shop,
    subject: message ? `Nowa wiadomość klienta w zgłoszeniu ${data.number}` : `Nowe zgłoszenie ${data.number}`,
    heading: message ? `Klient napisał w zgłoszeniu ${data.number}` : `Klient złożył zgłoszenie ${data.number}`,
    paragraphs: [
      `Kontakt: ${data.email}. Język klienta: ${data.language}.`,
      ...(message ? data.text.split(/\n{2,}/) : []),
      'Odpowiedz w panelu administracyjnym: Sprzedaż → Zwroty.',
    ],
    details: [{ label: 'Status', value: statusNames.pl[data.status] }],
    footer: `Zgłoszenie ${data.returnId}, powiadomienie wysłane automatycznie.`,
  });
}
