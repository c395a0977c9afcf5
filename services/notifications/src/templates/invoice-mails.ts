import type { EventData, InvoiceAccepted, InvoiceKind } from '@shop/contracts';
import { type MailShop, mailLanguage, renderMail } from './layout';

// The buyer's e-mail once KSeF accepted an invoice (issue 26): the invoice's number, its order and KSeF number,
// with the PDF and the FA(3) XML attached.

type Accepted = EventData<typeof InvoiceAccepted>;

const kindNames: Record<InvoiceKind, { pl: string; en: string }> = {
  VAT: { pl: 'Faktura VAT', en: 'VAT invoice' },
  KOR: { pl: 'Faktura korygująca', en: 'Corrective invoice' },
  ZAL: { pl: 'Faktura zaliczkowa', en: 'Advance invoice' },
  ROZ: { pl: 'Faktura rozliczeniowa', en: 'Final invoice' },
};

export function invoiceAcceptedMail(invoice: Accepted, shop?: MailShop) {
  const lang = mailLanguage(invoice.language);
  const kind = kindNames[invoice.kind][lang];
  if (lang === 'pl')
    return renderMail({
      language: 'pl',
      subject: `Faktura ${invoice.number} do zamówienia ${invoice.orderNumber}`,
      heading: 'Dzień dobry!',
      paragraphs: [
        `W załączniku przesyłamy fakturę ${invoice.number} do zamówienia ${invoice.orderNumber}: jej wydruk (PDF) oraz plik XML w strukturze FA(3).`,
        `Faktura została przyjęta w Krajowym Systemie e-Faktur (KSeF) i otrzymała numer KSeF ${invoice.ksefNumber}. Wiążąca jest faktura zapisana w KSeF; możesz ją tam sprawdzić po tym numerze lub kodem QR z wydruku.`,
      ],
      details: [
        { label: 'Rodzaj', value: kind },
        { label: 'Numer faktury', value: invoice.number },
        { label: 'Numer KSeF', value: invoice.ksefNumber },
        { label: 'Zamówienie', value: invoice.orderNumber },
      ],
      footer: 'Wiadomość wysłana automatycznie przez sklep internetowy. Nie odpowiadaj na nią.',
      shop,
    });
  return renderMail({
    language: 'en',
    subject: `Invoice ${invoice.number} for order ${invoice.orderNumber}`,
    heading: 'Hello,',
    paragraphs: [
      `Please find attached invoice ${invoice.number} for order ${invoice.orderNumber}: its printable copy (PDF) and its XML file in the FA(3) structure.`,
      `The invoice has been accepted by the Polish National e-Invoicing System (KSeF) under KSeF number ${invoice.ksefNumber}. The invoice held in KSeF is the binding one; you can check it there by this number or with the QR code on the printed copy.`,
    ],
    details: [
      { label: 'Kind', value: kind },
      { label: 'Invoice number', value: invoice.number },
      { label: 'KSeF number', value: invoice.ksefNumber },
      { label: 'Order', value: invoice.orderNumber },
    ],
    footer: 'This message was sent automatically by the online shop. Please do not reply to it.',
    shop,
  });
}
