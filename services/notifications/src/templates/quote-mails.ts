import type { EventData, OrderCreated, ProposalSent } from '@shop/contracts';
import { formatMoney } from '@shop/contracts/format';
import { type MailShop, renderMail } from './layout';

// Issue 23: the e-mails of quote requests and proposals. The request's confirmation (an `order-created` of
// type REQUEST: nothing to pay yet) and the proposal with its link, its agreed prices and its last day. Any
// language but Polish gets the English e-mail.

type Created = EventData<typeof OrderCreated>;
type Sent = EventData<typeof ProposalSent>;

/** '31.03.2026' (SPEC §9) for a YYYY-MM-DD day. */
const dayOf = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
};

const texts = {
  pl: {
    hello: 'Dzień dobry!',
    helloName: (name: string) => `Dzień dobry, ${name}!`,
    footer: 'Wiadomość wysłana automatycznie przez sklep internetowy. Nie odpowiadaj na nią.',
    pieces: 'szt.',
    request: {
      subject: (number: string) => `Zapytanie ofertowe ${number}`,
      thanks: (number: string) =>
        `Dziękujemy za zapytanie ofertowe ${number}. Przygotujemy dla Ciebie ofertę i wyślemy ją w osobnej wiadomości.`,
      nothingToPay: 'To jeszcze nie zamówienie: niczego nie płacisz, a produktów nie rezerwujemy.',
      listValue: 'Wartość według cennika',
      action: 'Zobacz zapytanie',
    },
    proposal: {
      subject: (number: string) => `Oferta ${number}`,
      intro: (number: string) => `Przygotowaliśmy dla Ciebie ofertę ${number}. Poniżej znajdziesz uzgodnione ceny.`,
      how: 'Ofertę przyjmiesz albo odrzucisz na jej stronie. Po przyjęciu zapłacisz jednym ze wskazanych sposobów, a towar zarezerwujemy.',
      note: 'Uwagi',
      total: 'Razem',
      action: 'Zobacz ofertę',
      validUntil: (day: string) => `Oferta jest ważna do ${day} włącznie.`,
    },
  },
  en: {
    hello: 'Hello,',
    helloName: (name: string) => `Hello ${name},`,
    footer: 'This message was sent automatically by the online shop. Please do not reply to it.',
    pieces: 'pcs',
    request: {
      subject: (number: string) => `Request for an offer ${number}`,
      thanks: (number: string) =>
        `Thank you for your request for an offer ${number}. We will prepare an offer and send it in a separate message.`,
      nothingToPay: 'This is not an order yet: you pay nothing and no products are reserved.',
      listValue: 'Value at list prices',
      action: 'View the request',
    },
    proposal: {
      subject: (number: string) => `Your offer ${number}`,
      intro: (number: string) => `We have prepared offer ${number} for you. The agreed prices are below.`,
      how: 'Accept or reject the offer on its page. Once accepted, you pay with one of the methods offered and the goods are reserved for you.',
      note: 'Note',
      total: 'Total',
      action: 'View the offer',
      validUntil: (day: string) => `The offer is valid until ${day} inclusive.`,
    },
  },
};

const linesOf = (items: Created['items'], lang: 'pl' | 'en') =>
  items.map((item) => ({
    label: `${item.name} × ${item.quantity} ${texts[lang].pieces}`,
    value: formatMoney({ ...item.unitPrice, amount: item.unitPrice.amount * item.quantity }, lang),
  }));

/** The confirmation of a submitted request for an offer (an order of type REQUEST). */
export function requestReceivedMail(order: Created, url: string, shop?: MailShop) {
  const lang = order.language === 'pl' ? 'pl' : 'en';
  const t = texts[lang];
  return renderMail({
    language: lang,
    shop,
    subject: t.request.subject(order.number),
    heading: t.hello,
    paragraphs: [t.request.thanks(order.number), t.request.nothingToPay],
    details: [...linesOf(order.items, lang), { label: t.request.listValue, value: formatMoney(order.total, lang) }],
    action: { label: t.request.action, url },
    footer: t.footer,
  });
}

/** The proposal staff sent: agreed prices, the note, the last day, and its page (the order's signed link). */
export function proposalSentMail(sent: Sent, url: string, shop?: MailShop) {
  const lang = sent.language === 'pl' ? 'pl' : 'en';
  const t = texts[lang];
  const name = sent.firstName.trim();
  return renderMail({
    language: lang,
    shop,
    subject: t.proposal.subject(sent.number),
    heading: name ? t.helloName(name) : t.hello,
    paragraphs: [t.proposal.intro(sent.number), t.proposal.how],
    details: [
      ...linesOf(sent.items, lang),
      { label: t.proposal.total, value: formatMoney(sent.total, lang) },
      ...(sent.note ? [{ label: t.proposal.note, value: sent.note }] : []),
    ],
    action: { label: t.proposal.action, url, note: t.proposal.validUntil(dayOf(sent.validUntil)) },
    footer: t.footer,
  });
}
