import { InvoiceAccepted } from '@shop/contracts';
import type { NotificationsContext } from '../context';
import { queueMail } from '../domain/queue-mail';
import { invoiceAcceptedMail } from '../templates/invoice-mails';
import { mailLanguage, mailShop } from '../templates/layout';
import { subscribeMail } from './mail-consumer';

// KSeF accepted an invoice (orders' `invoice-accepted`): its buyer gets it by e-mail in the order's language,
// the PDF (documents) and the FA(3) XML (orders) attached when the e-mail is sent. The event's id is the
// invoice's and the inbox remembers it, so a redelivered event sends nothing twice.

export function onInvoiceMails(context: NotificationsContext) {
  const shop = context.settings.shopUrl;
  return subscribeMail(context, {
    durable: 'notifications-invoice-accepted',
    event: InvoiceAccepted,
    handler: (tx, invoice, envelope) =>
      queueMail(context, tx, {
        eventId: envelope.id,
        template: 'invoice-accepted',
        language: invoice.language,
        to: invoice.email,
        content: invoiceAcceptedMail(invoice, mailShop(context.shopSettings(), shop, invoice.language)),
        attachments: [{ document: 'invoice', invoiceId: invoice.invoiceId, language: mailLanguage(invoice.language) }],
      }),
  });
}
