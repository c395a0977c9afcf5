import type { EventData, PreorderLinkSent } from '@shop/contracts';
import { validUntil } from './account-links';
import { type MailShop, renderMail } from './layout';

// The season's preorder link to a dealer (SPEC §4): the link works only for that dealer, for the season's
// number of days (21 unless staff set another), which the e-mail states with the last moment. Any language
// but Polish gets the English e-mail, marked lang="en".

type Sent = EventData<typeof PreorderLinkSent>;

/** '31.03.2026' (Polish date format of SPEC §9), for a YYYY-MM-DD day. */
const dayOf = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
};

const daysPl = (days: number) => {
  if (days === 1) return '1 dzień';
  return `${days} dni`;
};

export function preorderLinkMail(sent: Sent, url: string, shop?: MailShop) {
  const until = validUntil(new Date(sent.expiresAt), sent.language);
  const guarantee = dayOf(sent.priceGuaranteeUntil);
  const name = sent.firstName?.trim();
  if (sent.language === 'pl') {
    return renderMail({
      language: 'pl',
      subject: `Przedsprzedaż: ${sent.seasonName}`,
      heading: name ? `Dzień dobry, ${name}!` : 'Dzień dobry!',
      paragraphs: [
        `Zapraszamy firmę ${sent.dealerName} do przedsprzedaży sezonu „${sent.seasonName}”.`,
        `Ceny przedsprzedażowe gwarantujemy, jeśli rowery zostaną odebrane do ${guarantee}.`,
        'Formularz otworzysz po zalogowaniu na swoje konto dealera. Link jest przeznaczony tylko dla Twojej firmy.',
      ],
      action: {
        label: 'Otwórz formularz przedsprzedaży',
        url,
        note: `Link jest aktywny przez ${daysPl(sent.validDays)}, do ${until}.`,
      },
      footer: 'Wiadomość wysłana automatycznie przez sklep internetowy. Nie odpowiadaj na nią.',
      shop,
    });
  }
  return renderMail({
    language: 'en',
    subject: `Preorder: ${sent.seasonName}`,
    heading: name ? `Hello ${name},` : 'Hello,',
    paragraphs: [
      `We invite ${sent.dealerName} to the preorder of the season “${sent.seasonName}”.`,
      `Preorder prices are guaranteed if the bikes are collected by ${guarantee}.`,
      'Sign in to your dealer account to open the form. The link is for your company only.',
    ],
    action: {
      label: 'Open the preorder form',
      url,
      note: `The link is active for ${sent.validDays === 1 ? '1 day' : `${sent.validDays} days`}, until ${until}.`,
    },
    footer: 'This message was sent automatically by the online shop. Please do not reply to it.',
    shop,
  });
}
