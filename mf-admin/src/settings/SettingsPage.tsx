import type { HistoryAnswer, PermissionName } from '@shop/contracts';
import { LoadFailed, Skeleton } from '@shop/ui';
import type { ReactNode } from 'react';
import type { StaffMember } from '../access/staff';
import { AdminPage } from '../kit/AdminPage';
import { HistoryPanel } from '../kit/HistoryPanel';
import { AdminLink } from '../kit/navigation';
import type { Loaded } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './settings.module.css';

export type SettingsPageName = 'general' | 'payment-delivery' | 'rates' | 'b2b-contacts' | 'mails';

const pages: { name: SettingsPageName; permission: PermissionName }[] = [
  { name: 'general', permission: 'settings.general.view' },
  { name: 'payment-delivery', permission: 'settings.payment_delivery.view' },
  { name: 'rates', permission: 'settings.payment_delivery.view' },
  { name: 'b2b-contacts', permission: 'settings.general.view' },
  { name: 'mails', permission: 'settings.general.list' },
];

/** The switch between the settings pages the staff member may open. */
export function SettingsNav({ page, staff }: { page: SettingsPageName; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <nav className={styles.pages} aria-label={t('sections.settings')}>
      {pages
        .filter((other) => staff.may(other.permission))
        .map((other) => (
          <AdminLink
            key={other.name}
            className={styles.pages__link}
            href={adminPath(lang, 'settings', other.name)}
            aria-current={other.name === page ? 'page' : undefined}
          >
            {t(`settings.pages.${other.name}`)}
          </AdminLink>
        ))}
    </nav>
  );
}

/** The frame of both settings pages: the switch between them, loading and failure, the form, the history. */
export function SettingsPage<T>({
  page,
  staff,
  loaded,
  reload,
  version,
  history,
  children,
}: {
  page: SettingsPageName;
  staff: StaffMember;
  loaded: Loaded<T>;
  reload: () => void;
  /** Changes on every save, so the history shows the new entry. */
  version: unknown;
  history: (query: { page: number; limit: number }, signal: AbortSignal) => Promise<HistoryAnswer>;
  children: (data: T) => ReactNode;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const title = t(`settings.pages.${page}`);
  return (
    <AdminPage title={title} trail={[{ label: t('sections.settings'), href: adminPath(lang, 'settings') }]}>
      <SettingsNav page={page} staff={staff} />
      {loaded.state === 'loading' && <Skeleton lines={8} label={t('common:status.loading')} />}
      {loaded.state === 'failed' && (
        <LoadFailed
          title={t('settings.loadFailed')}
          message={loaded.message}
          retry={reload}
          retryLabel={t('kit.retry')}
        />
      )}
      {loaded.state === 'ready' && children(loaded.data)}
      {loaded.state === 'ready' && (
        <HistoryPanel
          version={version}
          load={history}
          fieldLabel={(field) => t(`settings.fields.${field}`, { defaultValue: field })}
          formatValue={(field, value) =>
            typeof value === 'boolean'
              ? t(value ? 'settings.on' : 'settings.off')
              : field.endsWith('.amount') || field.startsWith('courierPrice.')
                ? (Number(value) / 100).toFixed(2)
                : typeof value === 'string'
                  ? value
                  : JSON.stringify(value)
          }
        />
      )}
    </AdminPage>
  );
}
