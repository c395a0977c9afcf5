import { Button, EmptyState, Skeleton } from '@shop/ui';
import { useEffect } from 'react';
import { AdminPage } from '../kit/AdminPage';
import { AdminLink } from '../kit/navigation';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { leaveForSignIn, signInAddress } from './sign-in';
import type { StaffMember } from './staff';

/** While the panel asks who is signed in. */
export function CheckingAccess() {
  const t = useText();
  return (
    <AdminPage title={t('frame.title')}>
      <Skeleton lines={4} label={t('common:status.loading')} />
    </AdminPage>
  );
}

/** Nobody signed in (or the session ended): off to the sign-in screen, which comes back here afterwards. */
export function SignInRequired() {
  const t = useText();
  const lang = useAdminLanguage();
  useEffect(() => leaveForSignIn(lang), [lang]);
  return (
    <AdminPage title={t('access.signIn.title')}>
      <EmptyState
        title={t('frame.signInAsStaff')}
        text={t('frame.signInHint')}
        action={<Button href={signInAddress(lang)}>{t('access.signIn.action')}</Button>}
      />
    </AdminPage>
  );
}

/**
 * "No access": signed in as a customer or dealer, or as staff whose type may not open this section or
 * call (403 from any service). Says why and what to do, with the way to the dashboard.
 */
export function NoAccess({ staff }: { staff?: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const mayOpenDashboard = staff?.may('dashboard.view') ?? false;
  const type = staff?.adminType ? t(`types.${staff.adminType}`) : undefined;
  return (
    <AdminPage title={t('access.noAccess.title')}>
      <div data-access="forbidden">
        <EmptyState
          title={t('access.noAccess.heading')}
          text={staff ? t('access.noAccess.staffHint', { type }) : t('access.noAccess.notStaffHint')}
          action={
            mayOpenDashboard ? (
              <AdminLink href={adminPath(lang, 'dashboard')}>{t('access.noAccess.toDashboard')}</AdminLink>
            ) : (
              <a href={`/${lang}/`}>{t('access.noAccess.toShop')}</a>
            )
          }
        />
      </div>
    </AdminPage>
  );
}
