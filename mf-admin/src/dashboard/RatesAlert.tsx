import type { StaffMember } from '../access/staff';
import { getRatesAlert } from '../api/rates';
import { AdminLink } from '../kit/navigation';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { RateAlertMessage } from '../settings/RatesPage';

/**
 * The dashboard's warning that the NBP rate table could not be fetched (the shop converts at the last good
 * one): shown to every staff member, with the way to the rates for those who may see them. Nothing while
 * all is well, or when the question itself fails (the rates page says more).
 */
export function RatesAlert({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded } = useLoad((signal) => getRatesAlert(signal), []);
  if (loaded.state !== 'ready' || !loaded.data) return null;
  return (
    <div data-testid="rates-alert">
      <RateAlertMessage alert={loaded.data} />
      {staff.may('settings.payment_delivery.view') && (
        <p>
          <AdminLink href={adminPath(lang, 'settings', 'rates')}>{t('settings.rates.alert.link')}</AdminLink>
        </p>
      )}
    </div>
  );
}
