import type { EventData, Language, OrderCreated, OrderUpdated } from '@shop/contracts';
import { formatDate, formatMoney } from '@shop/contracts/format';
import type { ShopSettings } from '@shop/contracts/limits';
import { type MailShop, renderMail } from './layout';

// SPEC §1: the order e-mails — "order created" (the confirmation with what was bought) and "order updated"
// (a new status or payment status). Both link to the order's page with its guest token, which works with or
// without an account. Polish for Polish orders, English for every other language.

type Created = EventData<typeof OrderCreated>;
type Updated = EventData<typeof OrderUpdated>;

const texts = {
  pl: {
    footer: 'Wiadomość wysłana automatycznie przez sklep internetowy. Nie odpowiadaj na nią.',
    hello: 'Dzień dobry!',
    status: {
      new: 'Nowe',
      in_progress: 'W realizacji',
      sent: 'Wysłane',
      on_hold: 'Wstrzymane',
      scheduled: 'Zaplanowane',
      returned: 'Zwrócone',
      cancelled: 'Anulowane',
      completed: 'Zrealizowane',
      ready_to_pick: 'Gotowe do odbioru',
      ready_to_pay: 'Czeka na płatność',
      rejected: 'Odrzucone',
      preorder: 'Przedsprzedaż',
      reserved: 'Zarezerwowane',
    },
    payment: { paid: 'Opłacone', contact_us: 'Skontaktuj się z nami', unpaid: 'Nieopłacone' },
    method: {
      preorder: 'Przedsprzedaż',
      online_tpay: 'Płatność online (Tpay)',
      card_polcard: 'Karta płatnicza (PolCard)',
      transfer: 'Przelew bankowy',
      cash: 'Gotówka przy odbiorze',
      installment_eraty: 'Raty Santander (eRaty)',
      installment_ca: 'Raty Credit Agricole',
    },
    delivery: {
      COURIER: 'Kurier',
      PICKUP: 'Odbiór osobisty',
      PREORDER: 'Dostawa w ramach przedsprzedaży',
      NONE: 'Bez wysyłki',
    },
    created: {
      subject: (number: string) => `Potwierdzenie zamówienia ${number}`,
      thanks: (number: string) => `Dziękujemy za zamówienie ${number}. Poniżej znajdziesz jego podsumowanie.`,
      total: 'Razem do zapłaty',
      giftCard: 'Zapłacono kartą podarunkową',
      toPay: 'Pozostało do zapłaty',
      paymentMethod: 'Sposób płatności',
      deliveryMethod: 'Sposób dostawy',
      pieces: 'szt.',
      next: {
        transfer: (days: number) =>
          `Dane do przelewu znajdziesz na stronie zamówienia. Zamówienie wyślemy po zaksięgowaniu wpłaty; prosimy o nią w ciągu ${days === 1 ? '1 dnia roboczego' : `${days} dni roboczych`}.`,
        cash: () => 'Zapłacisz przy odbiorze przesyłki.',
        online: () =>
          'Jeśli płatność nie została dokończona, ponowisz ją na stronie zamówienia. Do tego czasu towar czeka zarezerwowany.',
        installment: () =>
          'O przyznaniu raty decyduje bank. Zamówienie zaczniemy realizować po pozytywnej decyzji kredytowej; o każdej zmianie napiszemy.',
        preorder: () => 'To zamówienie w przedsprzedaży. O terminie realizacji poinformujemy Cię osobno.',
      },
      action: 'Zobacz zamówienie',
      note: 'Zachowaj tę wiadomość: link prowadzi do statusu zamówienia także bez logowania.',
      afterPayment: {
        service: (names: string) =>
          `${names}: usługa rusza po zaksięgowaniu płatności — w ciągu 1 dnia roboczego zadzwonimy lub napiszemy, by ustalić termin albo potwierdzić aktywację (szczegóły w opisie produktu w sklepie).`,
        download: (names: string) =>
          `${names}: link do pobrania wyślemy e-mailem zaraz po zaksięgowaniu płatności; znajdziesz go też na stronie zamówienia.`,
      },
    },
    updated: {
      subject: (number: string) => `Zmiana statusu zamówienia ${number}`,
      intro: (number: string) => `Zamówienie ${number} ma nowy status.`,
      status: 'Status zamówienia',
      payment: 'Płatność',
      paid: 'Otrzymaliśmy Twoją płatność. Dziękujemy!',
      retry:
        'Płatność nie powiodła się, ale towar nadal na Ciebie czeka. Możesz ponowić płatność na stronie zamówienia.',
      cancelled: 'Zamówienie zostało anulowane. Jeśli to pomyłka, skontaktuj się z nami.',
      contactUs: 'Coś się nie zgadza z płatnością tego zamówienia. Skontaktuj się z nami, a wyjaśnimy to.',
      sent: 'Zamówienie jest w drodze.',
      readyToPick: 'Zamówienie czeka na odbiór.',
      action: 'Zobacz zamówienie',
      tracking: 'Przesyłka',
      track: (number: string) => `Śledź przesyłkę ${number}`,
      ownTransport: 'transport sklepu',
      downloads: 'Twoje pliki do pobrania:',
      download: (name: string) => `Pobierz: ${name}`,
      downloadNote: (until: string, uses: number) =>
        `Link działa do ${until}, ${uses === 1 ? 'jeszcze 1 pobranie' : `${uses} pobrań`}. Później nowy link otrzymasz na stronie zamówienia w swoim koncie.`,
    },
  },
  en: {
    footer: 'This message was sent automatically by the online shop. Please do not reply to it.',
    hello: 'Hello,',
    status: {
      new: 'New',
      in_progress: 'In progress',
      sent: 'Sent',
      on_hold: 'On hold',
      scheduled: 'Scheduled',
      returned: 'Returned',
      cancelled: 'Cancelled',
      completed: 'Completed',
      ready_to_pick: 'Ready for pickup',
      ready_to_pay: 'Awaiting payment',
      rejected: 'Rejected',
      preorder: 'Preorder',
      reserved: 'Reserved',
    },
    payment: { paid: 'Paid', contact_us: 'Contact us', unpaid: 'Unpaid' },
    method: {
      preorder: 'Preorder',
      online_tpay: 'Online payment (Tpay)',
      card_polcard: 'Payment card (PolCard)',
      transfer: 'Bank transfer',
      cash: 'Cash on delivery',
      installment_eraty: 'Santander installments (eRaty)',
      installment_ca: 'Credit Agricole installments',
    },
    delivery: { COURIER: 'Courier', PICKUP: 'Personal pickup', PREORDER: 'Preorder delivery', NONE: 'No delivery' },
    created: {
      subject: (number: string) => `Order confirmation ${number}`,
      thanks: (number: string) => `Thank you for your order ${number}. Here is its summary.`,
      total: 'Total to pay',
      giftCard: 'Paid by gift card',
      toPay: 'Left to pay',
      paymentMethod: 'Payment method',
      deliveryMethod: 'Delivery method',
      pieces: 'pcs',
      next: {
        transfer: (days: number) =>
          `You will find the bank transfer details on the order page. We ship the order once the payment is booked; please pay within ${days} working day${days === 1 ? '' : 's'}.`,
        cash: () => 'You pay when the parcel is handed over.',
        online: () =>
          'If the payment was not completed, you can retry it on the order page. Until then the goods stay reserved for you.',
        installment: () =>
          'The bank decides on the installments. We start with the order after a positive credit decision and write to you about every change.',
        preorder: () => 'This is a preorder. We will let you know when it is ready.',
      },
      action: 'View the order',
      note: 'Keep this message: the link shows the order status without signing in.',
      afterPayment: {
        service: (names: string) =>
          `${names}: the service starts once the payment is booked — within 1 working day we call or write to book a date or confirm the activation (details in the product's description in the shop).`,
        download: (names: string) =>
          `${names}: we e-mail the download link as soon as the payment is booked; it is also on the order's page.`,
      },
    },
    updated: {
      subject: (number: string) => `Update on your order ${number}`,
      intro: (number: string) => `Your order ${number} has a new status.`,
      status: 'Order status',
      payment: 'Payment',
      paid: 'We have received your payment. Thank you!',
      retry:
        'The payment did not go through, but the goods are still waiting for you. You can retry it on the order page.',
      cancelled: 'The order has been cancelled. If this is a mistake, please contact us.',
      contactUs: 'Something does not add up with the payment of this order. Please contact us and we will sort it out.',
      sent: 'Your order is on its way.',
      readyToPick: 'Your order is ready for pickup.',
      action: 'View the order',
      tracking: 'Parcel',
      track: (number: string) => `Track parcel ${number}`,
      ownTransport: "the shop's own transport",
      downloads: 'Your files to download:',
      download: (name: string) => `Download: ${name}`,
      downloadNote: (until: string, uses: number) =>
        `The link works until ${until}, for ${uses === 1 ? '1 more download' : `${uses} downloads`}. After that, get a fresh link on the order's page in your account.`,
    },
  },
};

const textsOf = (language: Language) => (language === 'pl' ? texts.pl : texts.en);

type NextStep = keyof typeof texts.pl.created.next;

function nextStepOf(order: Pick<Created, 'type' | 'paymentMethod'>): NextStep {
  if (order.type === 'PREORDER' || order.paymentMethod === 'preorder') return 'preorder';
  if (order.paymentMethod === 'transfer' || order.paymentMethod === 'cash') return order.paymentMethod;
  if (order.paymentMethod.startsWith('installment_')) return 'installment';
  return 'online';
}

/**
 * The confirmation of a placed order: its lines, total, methods, what happens next (a transfer's due days
 * are a shop setting) and its status link.
 */
export function orderCreatedMail(order: Created, orderUrl: string, settings: ShopSettings, shop?: MailShop) {
  const t = textsOf(order.language);
  // Every language but Polish reads the English e-mail, amounts included.
  const lang = order.language === 'pl' ? 'pl' : 'en';
  const lines = order.items.map((item) => ({
    label: `${item.name}${chosenOf(item)} × ${item.quantity} ${t.created.pieces}`,
    value: formatMoney({ ...item.unitPrice, amount: item.unitPrice.amount * item.quantity }, lang),
  }));
  // What a service or a download starts once paid (issue 24); goods need no such sentence.
  const namesOf = (type: string) =>
    order.items
      .filter((item) => item.type === type)
      .map((item) => item.name)
      .join(', ');
  const afterPayment = (['service', 'download'] as const)
    .map((type) => ({ type, names: namesOf(type) }))
    .filter(({ names }) => names !== '')
    .map(({ type, names }) => t.created.afterPayment[type](names));
  return renderMail({
    language: lang,
    shop,
    subject: t.created.subject(order.number),
    heading: t.hello,
    paragraphs: [
      t.created.thanks(order.number),
      t.created.next[nextStepOf(order)](settings.transferDueWorkingDays),
      ...afterPayment,
    ],
    details: [
      ...lines,
      { label: t.created.total, value: formatMoney(order.total, lang) },
      ...(order.giftCard
        ? [
            { label: t.created.giftCard, value: `−${formatMoney(order.giftCard, lang)}` },
            {
              label: t.created.toPay,
              value: formatMoney({ ...order.total, amount: order.total.amount - order.giftCard.amount }, lang),
            },
          ]
        : []),
      { label: t.created.paymentMethod, value: t.method[order.paymentMethod] },
      { label: t.created.deliveryMethod, value: t.delivery[order.deliveryMethod] },
    ],
    action: { label: t.created.action, url: orderUrl, note: t.created.note },
    footer: t.footer,
  });
}

/** A line's variant and the options chosen beside it, as the order-created event names them: ' (Rama: M; Grawer: Anna)'. */
function chosenOf(item: Created['items'][number]): string {
  const parts = [
    ...(item.optionsLabel ? [item.optionsLabel] : []),
    ...(item.options ?? []).map((o) => `${o.name}: ${o.text}`),
  ];
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

const carrierNames: Record<string, string> = {
  inpost: 'InPost',
  dpd: 'DPD',
  dhl: 'DHL',
  gls: 'GLS',
  ups: 'UPS',
  fedex: 'FedEx',
  poczta_polska: 'Poczta Polska',
};

/** The parcel as the customer knows it: the carrier's name and the number. */
function parcelOf(tracking: { carrier: string; trackingNumber: string }, ownTransport: string) {
  const carrier =
    tracking.carrier === 'own_transport' ? ownTransport : (carrierNames[tracking.carrier] ?? tracking.carrier);
  return [carrier, tracking.trackingNumber].filter(Boolean).join(' ');
}

/**
 * A new status or payment status of an order, with a sentence on what it means for the customer, and a paid
 * order's download links (put after `shopUrl`, the shop's public address).
 */
export function orderUpdatedMail(order: Updated, orderUrl: string, shop?: MailShop, shopUrl = '') {
  const t = textsOf(order.language);
  const lang = order.language === 'pl' ? 'pl' : 'en';
  const downloads = order.downloads ?? [];
  const links = downloads.map((file) => ({
    label: t.updated.download(file.name),
    url: `${shopUrl}${file.path}`,
    note: t.updated.downloadNote(formatDate(file.expiresAt, lang), file.uses),
  }));
  // A sent parcel's tracking page is a link of its own (a long address does not fit the details' table).
  const tracking = order.status === 'sent' ? order.tracking : null;
  if (tracking?.url) links.unshift({ label: t.updated.track(tracking.trackingNumber), url: tracking.url, note: '' });
  const meaning =
    order.paymentStatus === 'contact_us'
      ? t.updated.contactUs
      : order.status === 'cancelled' || order.status === 'rejected'
        ? t.updated.cancelled
        : order.status === 'ready_to_pay'
          ? t.updated.retry
          : order.status === 'sent'
            ? t.updated.sent
            : order.status === 'ready_to_pick'
              ? t.updated.readyToPick
              : order.paymentStatus === 'paid'
                ? t.updated.paid
                : undefined;
  return renderMail({
    language: lang,
    shop,
    subject: t.updated.subject(order.number),
    heading: t.hello,
    paragraphs: [
      t.updated.intro(order.number),
      ...(meaning ? [meaning] : []),
      ...(links.length ? [t.updated.downloads] : []),
    ],
    links,
    details: [
      { label: t.updated.status, value: t.status[order.status] },
      { label: t.updated.payment, value: t.payment[order.paymentStatus] },
      ...(tracking ? [{ label: t.updated.tracking, value: parcelOf(tracking, t.updated.ownTransport) }] : []),
    ],
    action: { label: t.updated.action, url: orderUrl },
    footer: t.footer,
  });
}
