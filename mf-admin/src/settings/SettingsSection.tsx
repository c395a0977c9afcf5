import type { SectionScreenProps } from '../screens/section-screens';
import { B2bContactsPage } from './B2bContactsPage';
import { GeneralSettingsPage } from './GeneralSettingsPage';
import { MailLogPage } from './MailLogPage';
import { PaymentDeliverySettingsPage } from './PaymentDeliverySettingsPage';
import { RatesPage } from './RatesPage';

/**
 * The settings section (`settings.general.*`, `settings.payment_delivery.*`): `/settings/general` the shop's
 * data, `/settings/payment-delivery` delivery and payment, `/settings/rates` exchange rates, `/settings/b2b-contacts` the contacts dealers see,
 * `/settings/mails` the e-mail log; `/settings` opens the first the type may view.
 */
export function SettingsSection({ path, staff }: SectionScreenProps) {
  const [page] = path;
  const general = staff.may('settings.general.view');
  if (page === 'mails' && staff.may('settings.general.list')) return <MailLogPage staff={staff} />;
  if (page === 'rates' && staff.may('settings.payment_delivery.view')) return <RatesPage staff={staff} />;
  if (page === 'b2b-contacts' && general) return <B2bContactsPage staff={staff} />;
  if (page === 'payment-delivery' || (!page && !general)) return <PaymentDeliverySettingsPage staff={staff} />;
  return <GeneralSettingsPage staff={staff} />;
}
