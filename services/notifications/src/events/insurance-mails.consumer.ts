import { InsuranceExtended, InsurancePolicyRegistered } from '@shop/contracts';
import type { NotificationsContext } from '../context';
import { queueMail } from '../domain/queue-mail';
import { insuranceCertificateMail, insurancePageUrl } from '../templates/insurance-certificate-mail';
import { insuranceExtendedMail } from '../templates/insurance-extended-mail';
import { mailShop } from '../templates/layout';
import { subscribeMail } from './mail-consumer';

// A sold bike was registered with the insurer (cms, issue 25): its buyer gets the certificate PDF. The inbox
// makes a redelivered event send nothing twice.

export function onInsuranceMails(context: NotificationsContext) {
  const shop = context.settings.shopUrl;
  return subscribeMail(context, {
    durable: 'notifications-insurance-policy-registered',
    event: InsurancePolicyRegistered,
    handler: async (tx, policy, envelope) => {
      const { policyId: _id, buyerEmail, ...printed } = policy;
      await queueMail(context, tx, {
        eventId: envelope.id,
        template: 'insurance-certificate',
        language: policy.language,
        to: buyerEmail,
        content: insuranceCertificateMail(
          policy,
          insurancePageUrl(shop, policy.language),
          mailShop(context.shopSettings(), shop, policy.language),
        ),
        attachments: [{ document: 'insurance-certificate', policy: printed }],
      });
    },
  });
}

/** The insurance extension's buyer is told each bike's new last insured day once the order is paid (cms). */
export function onInsuranceExtended(context: NotificationsContext) {
  const shop = context.settings.shopUrl;
  return subscribeMail(context, {
    durable: 'notifications-insurance-extended',
    event: InsuranceExtended,
    handler: (tx, order, envelope) =>
      queueMail(context, tx, {
        eventId: envelope.id,
        template: 'insurance-extended',
        language: order.language,
        to: order.email,
        content: insuranceExtendedMail(order, shop, mailShop(context.shopSettings(), shop, order.language)),
      }),
  });
}
