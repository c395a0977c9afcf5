import type { EventData, PreorderConfirmed } from '@shop/contracts';
import { formatMoney } from '@shop/contracts/format';
import { type MailShop, renderMail } from './layout';

// A dealer's preorder confirmed by staff (issue 23): the amount due in PLN (an EUR preorder converted on
// the confirmation day, with the rate and its table named) and where the transfer goes, its title the
// order's number. Any language but Polish gets the English e-mail.

type Confirmed = EventData<typeof PreorderConfirmed>;

/** '26.11.2026' for an ISO time (Warsaw's day). */
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

/** 4.243100 → '4,2431' (Polish) or '4.2431': trailing zeros dropped, at least four places, as NBP writes it. */
const rateText = (rate: string, pl: boolean) => {
  const [whole, fraction = ''] = rate.split('.');
  return `${whole}${pl ? ',' : '.'}${fraction.replace(/0+$/, '').padEnd(4, '0')}`;
};

export function preorderConfirmedMail(order: Confirmed, orderUrl: string, shop?: MailShop) {
  const pl = order.language === 'pl';
  const lang = pl ? 'pl' : 'en';
  const rate = order.rate;
  const rateLine = rate
    ? {
        label: pl ? 'Kurs przeliczenia' : 'Exchange rate',
        value: `1 ${order.total.currency} = ${rateText(rate.ratePln, pl)} PLN (${[rate.source, rate.table, dayOf(rate.effectiveAt)].filter(Boolean).join(', ')})`,
      }
    : undefined;
  const transfer = order.transfer
    ? [
        { label: pl ? 'Odbiorca' : 'Recipient', value: order.transfer.recipient },
        { label: pl ? 'Numer konta' : 'Account number', value: order.transfer.account },
        { label: pl ? 'Tytuł przelewu' : 'Transfer title', value: order.transfer.title },
      ]
    : [];
  return renderMail({
    language: lang,
    shop,
    subject: pl ? `Przedsprzedaż ${order.number} potwierdzona` : `Preorder ${order.number} confirmed`,
    heading: pl ? 'Dzień dobry!' : 'Hello,',
    paragraphs: pl
      ? [
          `Potwierdziliśmy Twoją przedsprzedaż ${order.number}. Możesz ją teraz opłacić przelewem.`,
          ...(rate ? ['Kwotę w euro przeliczyliśmy na złote po średnim kursie z dnia potwierdzenia.'] : []),
        ]
      : [
          `We have confirmed your preorder ${order.number}. You can now pay for it by bank transfer.`,
          ...(rate ? ['The euro amount was converted to złoty at the average rate of the confirmation day.'] : []),
        ],
    details: [
      { label: pl ? 'Wartość zamówienia' : 'Order total', value: formatMoney(order.total, lang) },
      { label: pl ? 'Do zapłaty' : 'Amount due', value: formatMoney(order.amountPln, lang) },
      ...(rateLine ? [rateLine] : []),
      ...transfer,
    ],
    action: { label: pl ? 'Zobacz zamówienie' : 'View the order', url: orderUrl },
    footer: pl
      ? 'Wiadomość wysłana automatycznie przez sklep internetowy. Nie odpowiadaj na nią.'
      : 'This message was sent automatically by the online shop. Please do not reply to it.',
  });
}
