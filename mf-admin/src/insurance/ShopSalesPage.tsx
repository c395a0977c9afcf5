import { type InsuranceShopSale, InsuranceShopSaleState } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Badge, type BadgeTone, Button } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import { listShopSales, retryShopSale } from '../api/insurance';
import { AdminPage } from '../kit/AdminPage';
import { AdminLink } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { toast } from '../kit/toast';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';

// The bikes the shop itself shipped with their frame numbers (issue 25; docs/decisions/insurance.md), in the
// insured bikes section (`insurance.list`): whether each was registered with the insurer, and why not; staff
// with `insurance.create` send a refused one again once they have put it right.

const stateTone: Record<InsuranceShopSale['state'], BadgeTone> = {
  queued: 'info',
  registered: 'success',
  refused: 'danger',
  skipped: 'neutral',
};
const day = (date: string) => date.split('-').reverse().join('.');

export function ShopSalesPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage
      title={t('insurance.shopSales.title')}
      trail={[{ label: t('sections.insurance'), href: adminPath(lang, 'insurance') }]}
    >
      <p className={styles.lead}>{t('insurance.shopSales.lead')}</p>
      <ServerList<InsuranceShopSale>
        caption={t('insurance.shopSales.caption')}
        load={listShopSales}
        rowKey={(sale) => sale.frameNumber}
        defaultSort={{ sort: 'shippedOn', dir: 'desc' }}
        filters={[
          {
            name: 'state',
            label: t('insurance.shopSales.fields.state'),
            options: InsuranceShopSaleState.options.map((value) => ({
              value,
              label: t(`insurance.shopSales.state.${value}`),
            })),
          },
        ]}
        columns={[
          { key: 'frameNumber', label: t('insurance.shopSales.fields.frameNumber'), cell: (s) => s.frameNumber },
          {
            key: 'shippedOn',
            label: t('insurance.shopSales.fields.shippedOn'),
            sortKey: 'shippedOn',
            cell: (s) => day(s.shippedOn),
          },
          {
            key: 'orderNumber',
            label: t('insurance.shopSales.fields.orderNumber'),
            cell: (s) => <AdminLink href={adminPath(lang, 'orders', s.orderId)}>{s.orderNumber}</AdminLink>,
          },
          {
            key: 'state',
            label: t('insurance.shopSales.fields.state'),
            cell: (s) => <SaleState sale={s} mayRetry={staff.may('insurance.create')} />,
          },
          { key: 'reason', label: t('insurance.shopSales.fields.reason'), cell: (s) => s.reason ?? '–' },
          {
            key: 'policy',
            label: t('insurance.shopSales.fields.policy'),
            cell: (s) =>
              s.policyId ? (
                <AdminLink href={adminPath(lang, 'insurance', s.policyId)}>
                  {t('insurance.shopSales.openPolicy', { frame: s.frameNumber })}
                </AdminLink>
              ) : (
                '–'
              ),
          },
        ]}
        empty={{ title: t('insurance.shopSales.empty'), text: t('insurance.shopSales.emptyHint') }}
      />
    </AdminPage>
  );
}

/** The state, and for a refused one "Send again": queued at once, shown so in the row. */
function SaleState({ sale, mayRetry }: { sale: InsuranceShopSale; mayRetry: boolean }) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [state, setState] = useState(sale.state);
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      setState((await retryShopSale(sale.frameNumber)).state);
      toast(t('insurance.shopSales.retried', { frame: sale.frameNumber }));
    } catch (error) {
      if (!reportAccess(error)) toast(describeError(error, lang), { tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Badge tone={stateTone[state]}>{t(`insurance.shopSales.state.${state}`)}</Badge>
      {mayRetry && state === 'refused' && (
        <>
          {' '}
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void retry()}>
            {t('insurance.shopSales.retry', { frame: sale.frameNumber })}
          </Button>
        </>
      )}
    </>
  );
}
