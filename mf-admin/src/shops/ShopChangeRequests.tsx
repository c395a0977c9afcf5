import type { AdminShopChangeRequest, OpeningHours } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Button, Card } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import { decideShopChangeRequest, listShopChangeRequests } from '../api/shops';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './shops.module.css';

/** Opening hours as one line: 'pon. 9:00–17:00, sob. 10:00–14:00'. */
function hoursLine(hours: readonly OpeningHours[], day: (n: number) => string, closed: string): string {
  return hours.length ? hours.map((h) => `${day(h.day)} ${h.opens}–${h.closes}`).join(', ') : closed;
}

/**
 * Dealers' pending changes to their own shops (opening hours, phones, website), each with the shop's current
 * values beside the asked ones; staff with `shops.update` approve (applied to the shop) or reject.
 */
export function ShopChangeRequests({ staff }: { staff: StaffMember }) {
  const t = useText();
  const { loaded, reload } = useLoad((signal) => listShopChangeRequests(signal), []);
  if (loaded.state !== 'ready' || loaded.data.items.length === 0) return null;
  return (
    <section aria-labelledby="shop-change-requests" className={styles.requests}>
      <h2 id="shop-change-requests">{t('shops.requests.title')}</h2>
      <ul className={styles.requests__list}>
        {loaded.data.items.map((request) => (
          <li key={request.id}>
            <Request request={request} staff={staff} onDecided={reload} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Request({
  request,
  staff,
  onDecided,
}: {
  request: AdminShopChangeRequest;
  staff: StaffMember;
  onDecided: () => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [busy, setBusy] = useState(false);
  const day = (n: number) => t(`settings.weekdays.${n}`);
  const closed = t('shops.requests.closed');
  const none = t('shops.requests.none');
  const rows: [string, string, string][] = [];
  if (request.changes.openingHours)
    rows.push([
      t('shops.requests.openingHours'),
      hoursLine(request.current.openingHours, day, closed),
      hoursLine(request.changes.openingHours, day, closed),
    ]);
  if (request.changes.phones)
    rows.push([
      t('shops.requests.phones'),
      request.current.phones.join(', ') || none,
      request.changes.phones.join(', ') || none,
    ]);
  if (request.changes.website !== undefined)
    rows.push([t('shops.requests.website'), request.current.website ?? none, request.changes.website ?? none]);
  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true);
    try {
      await decideShopChangeRequest(request.id, decision);
      toast(
        t(decision === 'approve' ? 'shops.requests.approved' : 'shops.requests.rejected', { name: request.shopName }),
      );
    } catch (error) {
      if (!reportAccess(error)) toast(describeError(error, lang), { tone: 'danger' });
    } finally {
      setBusy(false);
      onDecided();
    }
  };
  return (
    <Card as="article" aria-label={request.shopName}>
      <h3>{request.shopName}</h3>
      <table className={styles.requests__table}>
        <caption>{t('shops.requests.caption', { name: request.shopName })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shops.requests.field')}</th>
            <th scope="col">{t('shops.requests.now')}</th>
            <th scope="col">{t('shops.requests.asked')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([field, now, asked]) => (
            <tr key={field}>
              <th scope="row">{field}</th>
              <td>{now}</td>
              <td>{asked}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {staff.may('shops.update') && (
        <div className={styles.requests__actions}>
          <Button size="sm" onClick={() => decide('approve')} disabled={busy}>
            {t('shops.requests.approve', { name: request.shopName })}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => decide('reject')} disabled={busy}>
            {t('shops.requests.reject', { name: request.shopName })}
          </Button>
        </div>
      )}
    </Card>
  );
}
