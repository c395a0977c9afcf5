import type { EventData, InsuranceExtended } from '@shop/contracts';
import { insurancePageUrl } from './insurance-certificate-mail';
import { type MailShop, mailLanguage, renderMail } from './layout';

// The buyer of the insurance extension product is told, once the order is paid (issue 25), each insured bike's
// new last insured day — or that no running policy has the frame number typed, and that the shop will be in
// touch (staff see such extensions in the admin's list).

type Extended = EventData<typeof InsuranceExtended>;

/** '2026-11-21' → '21.11.2026', as a Polish shop writes a date. */
const day = (date: string) => date.split('-').reverse().join('.');

export function insuranceExtendedMail(order: Extended, shopUrl: string, shop?: MailShop) {
  const language = mailLanguage(order.language);
  const applied = order.extensions.filter((unit) => unit.state === 'applied');
  const unknown = [
    ...new Set(order.extensions.filter((unit) => unit.state === 'unknown_frame').map((unit) => unit.frameNumber)),
  ];
  // Two units for one frame: the last one says the day it now ends.
  const lastOf = new Map(applied.map((unit) => [unit.frameNumber, unit]));
  const pl = language === 'pl';
  const details = [...lastOf.values()].flatMap((unit) => [
    { label: pl ? 'Numer ramy' : 'Frame number', value: `${unit.frameNumber} (${unit.productName})` },
    { label: pl ? 'Numer polisy' : 'Policy number', value: unit.policyNumber },
    {
      label: pl ? 'Ubezpieczenie ważne do' : 'Insured until',
      value: `${day(unit.coverToAfter)}${pl ? ' (było do ' : ' (was '}${day(applied.find((one) => one.frameNumber === unit.frameNumber)!.coverToBefore)})`,
    },
  ]);
  const notFound = unknown.join(', ');
  if (pl)
    return renderMail({
      language,
      shop,
      subject: applied.length
        ? `Ubezpieczenie roweru przedłużone – zamówienie ${order.orderNumber}`
        : `Przedłużenie ubezpieczenia – zamówienie ${order.orderNumber}`,
      heading: 'Dzień dobry!',
      paragraphs: [
        ...(applied.length
          ? [
              'Dziękujemy za zakup przedłużenia ubezpieczenia. Ochrona Twojego roweru trwa dłużej – nowy ostatni dzień ubezpieczenia znajdziesz poniżej. Pozostałe warunki polisy się nie zmieniają.',
            ]
          : []),
        ...(unknown.length
          ? [`Nie znaleźliśmy aktywnej polisy dla numeru ramy ${notFound}. Skontaktujemy się z Tobą, aby to wyjaśnić.`]
          : []),
      ],
      details,
      action: { label: 'Sprawdź ubezpieczenie roweru', url: insurancePageUrl(shopUrl, language) },
      footer: 'Wiadomość wysłana automatycznie przez sklep internetowy. Nie odpowiadaj na nią.',
    });
  return renderMail({
    language,
    shop,
    subject: applied.length
      ? `Your bike’s insurance is extended – order ${order.orderNumber}`
      : `Insurance extension – order ${order.orderNumber}`,
    heading: 'Hello,',
    paragraphs: [
      ...(applied.length
        ? [
            'Thank you for buying the insurance extension. Your bike is insured for longer: its new last insured day is below. The other terms of the policy stay the same.',
          ]
        : []),
      ...(unknown.length
        ? [`We found no running policy for the frame number ${notFound}. We will contact you to sort it out.`]
        : []),
    ],
    details,
    action: { label: 'Check your bike’s insurance', url: insurancePageUrl(shopUrl, language) },
    footer: 'This message was sent automatically by the online shop. Please do not reply to it.',
  });
}
