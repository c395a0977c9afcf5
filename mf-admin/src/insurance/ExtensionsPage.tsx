import type { InsuranceExtension } from '@shop/contracts';
import { Badge, type BadgeTone } from '@shop/ui';
import styles from '../admins/admins.module.css';
import { listExtensions } from '../api/insurance';
import { AdminPage } from '../kit/AdminPage';
import { formatDateTime } from '../kit/format';
import { AdminLink } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';

// The insurance extensions bought in the shop (issue 25; docs/decisions/insurance-claims.md), in the insured
// bikes section (`insurance.list`): each unit ordered, whether it lengthened its frame's policy, and those no
// running policy has the frame of, for staff to take up with the buyer.

const states = ['pending', 'applied', 'unknown_frame'] as const;
const stateTone: Record<InsuranceExtension['state'], BadgeTone> = {
  pending: 'info',
  applied: 'success',
  unknown_frame: 'warning',
};
const day = (date: string) => date.split('-').reverse().join('.');

export function ExtensionsPage() {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage
      title={t('insurance.extensions.title')}
      trail={[{ label: t('sections.insurance'), href: adminPath(lang, 'insurance') }]}
    >
      <p className={styles.lead}>{t('insurance.extensions.lead')}</p>
      <ServerList<InsuranceExtension>
        caption={t('insurance.extensions.caption')}
        load={listExtensions}
        rowKey={(extension) => extension.id}
        filters={[
          {
            name: 'state',
            label: t('insurance.extensions.fields.state'),
            options: states.map((value) => ({ value, label: t(`insurance.extensions.state.${value}`) })),
          },
        ]}
        columns={[
          {
            key: 'createdAt',
            label: t('insurance.extensions.fields.createdAt'),
            sortKey: 'createdAt',
            cell: (e) => formatDateTime(e.createdAt),
          },
          {
            key: 'orderNumber',
            label: t('insurance.extensions.fields.orderNumber'),
            cell: (e) => <AdminLink href={adminPath(lang, 'orders', e.orderId)}>{e.orderNumber}</AdminLink>,
          },
          { key: 'frameNumber', label: t('insurance.extensions.fields.frameNumber'), cell: (e) => e.frameNumber },
          {
            key: 'state',
            label: t('insurance.extensions.fields.state'),
            cell: (e) => <Badge tone={stateTone[e.state]}>{t(`insurance.extensions.state.${e.state}`)}</Badge>,
          },
          {
            key: 'cover',
            label: t('insurance.extensions.fields.cover'),
            cell: (e) =>
              e.coverToBefore && e.coverToAfter
                ? t('insurance.extensions.coverChange', { before: day(e.coverToBefore), after: day(e.coverToAfter) })
                : '–',
          },
          {
            key: 'policy',
            label: t('insurance.extensions.fields.policy'),
            cell: (e) =>
              e.policyId ? (
                <AdminLink href={adminPath(lang, 'insurance', e.policyId)}>
                  {t('insurance.extensions.openPolicy')}
                </AdminLink>
              ) : (
                '–'
              ),
          },
        ]}
        empty={{ title: t('insurance.extensions.empty'), text: t('insurance.extensions.emptyHint') }}
      />
    </AdminPage>
  );
}
