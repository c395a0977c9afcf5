import { type EventData, formatGiftCardCode, type GiftCardIssued } from '@shop/contracts';
import { formatMoney } from '@shop/contracts/format';
import { screens } from '@shop/i18n';
import { type MailShop, mailLanguage, renderMail } from './layout';

// The gift card's e-mails (issue 24, docs/decisions/gift-cards.md): the card itself to whoever gets it — its
// value, code, validity and the buyer's message, with the printable card attached — and, when that is someone
// else, a note to the buyer that the card went out (without its code).

type Issued = EventData<typeof GiftCardIssued>;

/** '26.11.2027': the last day the card works, as a Polish shop writes a date (SPEC §9). */
const dayOf = (iso: string) => new Date(iso).toLocaleDateString('pl-PL', { timeZone: 'Europe/Warsaw' });

/** The storefront's balance page in the e-mail's language, absolute. */
export function balancePageUrl(shopUrl: string, language: string): string {
  const lang = mailLanguage(language);
  const screen = screens.find((candidate) => candidate.id === 'giftCardBalance');
  return `${shopUrl}/${lang}/${screen?.[lang] ?? ''}`;
}

export function giftCardMail(card: Issued, balanceUrl: string, shop?: MailShop) {
  const value = formatMoney(card.value, card.language);
  const code = formatGiftCardCode(card.code);
  const until = dayOf(card.expiresAt);
  const from = card.buyerName || card.buyerEmail;
  if (card.language === 'pl')
    return renderMail({
      language: 'pl',
      subject: `Karta podarunkowa o wartości ${value}`,
      heading: 'Dzień dobry!',
      paragraphs: [
        `${from} przesyła Ci kartę podarunkową o wartości ${value}.`,
        ...(card.message ? [`„${card.message}”`] : []),
        'Wpisz kod w polu „Karta podarunkowa” przy składaniu zamówienia. Karta może opłacić całe zamówienie lub jego część. Kartę do wydruku znajdziesz w załączniku (PDF).',
      ],
      details: [
        { label: 'Kod karty', value: code },
        { label: 'Wartość', value },
        { label: 'Ważna do', value: until },
      ],
      action: { label: 'Sprawdź saldo karty', url: balanceUrl, note: 'Kod działa jak gotówka: nie pokazuj go nikomu.' },
      footer: 'Wiadomość wysłana automatycznie przez sklep internetowy. Nie odpowiadaj na nią.',
      shop,
    });
  return renderMail({
    language: 'en',
    subject: `A gift card worth ${value}`,
    heading: 'Hello,',
    paragraphs: [
      `${from} sends you a gift card worth ${value}.`,
      ...(card.message ? [`“${card.message}”`] : []),
      'Enter the code in the “Gift card” field when you place an order. The card can pay for all of an order or part of it. The card to print is attached (PDF).',
    ],
    details: [
      { label: 'Card code', value: code },
      { label: 'Value', value },
      { label: 'Valid until', value: until },
    ],
    action: {
      label: 'Check the card’s balance',
      url: balanceUrl,
      note: 'The code works like cash: show it to no one.',
    },
    footer: 'This message was sent automatically by the online shop. Please do not reply to it.',
    shop,
  });
}

/** To the buyer when the card went to someone else: that it went, to whom, for how much — never its code. */
export function giftCardSentMail(card: Issued, shop?: MailShop) {
  const value = formatMoney(card.value, card.language);
  if (card.language === 'pl')
    return renderMail({
      language: 'pl',
      subject: `Karta podarunkowa z zamówienia ${card.orderNumber} została wysłana`,
      heading: 'Dzień dobry!',
      paragraphs: [
        `Kartę podarunkową o wartości ${value} z zamówienia ${card.orderNumber} wysłaliśmy na adres ${card.recipientEmail}.`,
        `Karta jest ważna do ${dayOf(card.expiresAt)}.`,
      ],
      footer: 'Wiadomość wysłana automatycznie przez sklep internetowy. Nie odpowiadaj na nią.',
      shop,
    });
  return renderMail({
    language: 'en',
    subject: `The gift card of order ${card.orderNumber} has been sent`,
    heading: 'Hello,',
    paragraphs: [
      `We have sent the gift card worth ${value} of order ${card.orderNumber} to ${card.recipientEmail}.`,
      `The card is valid until ${dayOf(card.expiresAt)}.`,
    ],
    footer: 'This message was sent automatically by the online shop. Please do not reply to it.',
    shop,
  });
}
