import { type AdminReturnDetail, ReturnItemStatus } from '@shop/contracts';
import { ApiError, describeError, formatMoney } from '@shop/platform';
import { Button, Select, TextField } from '@shop/ui';
import { type FormEvent, useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import { assignReturn, changeReturnItem, linkReturnOrder, returnAssignees } from '../api/returns';
import { AdminLink } from '../kit/navigation';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import styles from '../orders/orders.module.css';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { minorUnits } from '../transactions/RecordPaymentPage';

// The parts of a return's page that act on it besides its status: the order it came from (refunds go back to
// it), the action taken on each item (a refund with its amount), and who looks after it (any active staff
// member who may work on returns).

type Changed = (item: AdminReturnDetail) => void;
interface PanelProps {
  item: AdminReturnDetail;
  staff: StaffMember;
  onChanged: Changed;
}

/** Runs a change, shows what went wrong as a toast (or hands 401/403 to the frame); true when it worked. */
function useChange() {
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [busy, setBusy] = useState(false);
  const run = async (change: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    try {
      await change();
      return true;
    } catch (error) {
      if (!reportAccess(error)) toast(describeError(error, lang), { tone: 'danger' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** The order the return came from: shown with a link, linked by its number while no refund went to it. */
export function ReturnOrderPanel({ item, staff, onChanged }: PanelProps) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const mayLink = staff.may('returns.update') && item.refunds.length === 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!number.trim()) return;
    setBusy(true);
    setError(undefined);
    try {
      onChanged(await linkReturnOrder(item.id, number.trim()));
      setNumber('');
      toast(t('returns.orderLinked'));
    } catch (failure) {
      if (reportAccess(failure)) return;
      if (failure instanceof ApiError && failure.fields.number) setError(failure.fields.number);
      else toast(describeError(failure, lang), { tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="return-order-title">
      <h2 id="return-order-title" className={styles.panel__title}>
        {t('returns.order')}
      </h2>
      {item.order ? (
        <p>
          {staff.may('orders.view') ? (
            <AdminLink href={adminPath(lang, 'orders', item.order.id)}>{item.order.number}</AdminLink>
          ) : (
            item.order.number
          )}{' '}
          · {formatMoney(item.order.total, lang)}
        </p>
      ) : (
        <p className={styles.muted}>{t('returns.noOrder')}</p>
      )}
      {mayLink && (
        <form data-form="return-order" className={styles.statusForm} onSubmit={submit}>
          <TextField
            label={t('returns.orderNumber')}
            value={number}
            error={error}
            autoComplete="off"
            onChange={(event) => setNumber(event.target.value)}
          />
          <Button type="submit" loading={busy} disabled={!number.trim()}>
            {item.order ? t('returns.changeOrder') : t('returns.linkOrder')}
          </Button>
        </form>
      )}
    </section>
  );
}

/** The action taken on one item; `refunded` asks for the amount given back to the linked order. */
export function ItemActionForm({
  item,
  line,
  onChanged,
}: {
  item: AdminReturnDetail;
  line: AdminReturnDetail['items'][number];
  onChanged: Changed;
}) {
  const t = useText();
  const [status, setStatus] = useState<string>(line.status);
  const [amount, setAmount] = useState('');
  const { busy, run } = useChange();
  const refunded = item.refunds.some((refund) => refund.itemId === line.id);
  const asksAmount = status === 'refunded' && !refunded && item.order !== null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refund = asksAmount && amount.trim() ? minorUnits(amount) : undefined;
    if (typeof refund === 'string') {
      toast(t('returns.amountInvalid'), { tone: 'danger' });
      return;
    }
    const body = { status: status as ReturnItemStatus, ...(refund ? { refund: { amount: refund } } : {}) };
    if (await run(async () => onChanged(await changeReturnItem(item.id, line.id, body)))) {
      setAmount('');
      toast(t('returns.itemChanged', { product: line.productName, status: t(`returns.itemStatus.${status}`) }));
    }
  };
  return (
    <form data-form="return-item" className={styles.statusForm} onSubmit={submit}>
      <Select
        label={t('returns.itemAction', { product: line.productName })}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        options={ReturnItemStatus.options.map((value) => ({ value, label: t(`returns.itemStatus.${value}`) }))}
      />
      {asksAmount && (
        <TextField
          label={t('returns.refundAmount', { currency: item.order?.total.currency ?? '' })}
          hint={t('returns.refundHint')}
          value={amount}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => setAmount(event.target.value)}
        />
      )}
      <Button type="submit" variant="secondary" loading={busy} disabled={status === line.status && !amount.trim()}>
        {t('returns.saveItem')}
      </Button>
    </form>
  );
}

/** Who looks after the return: the signed-in staff member takes it, gives it to a colleague or lets it go. */
export function AssigneeControl({ item, staff, onChanged }: PanelProps) {
  const t = useText();
  const { busy, run } = useChange();
  const { loaded } = useLoad((signal) => returnAssignees(signal), []);
  const [chosen, setChosen] = useState('');
  const mine = item.assignee?.id === staff.id;
  const change = (assignee: string) =>
    run(async () => {
      const changed = await assignReturn(item.id, assignee);
      onChanged(changed);
      setChosen('');
      toast(changed.assignee ? t('returns.assigned', { name: changed.assignee.name }) : t('returns.released'));
    });
  const others = loaded.state === 'ready' ? loaded.data.items.filter((member) => member.id !== item.assignee?.id) : [];
  return (
    <form
      data-form="return-assignee"
      className={styles.statusForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) void change(chosen);
      }}
    >
      {others.length > 0 && (
        <>
          <Select
            label={t('returns.assignTo')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            options={[
              { value: '', label: t('returns.chooseAssignee') },
              ...others.map((member) => ({ value: member.id, label: member.name })),
            ]}
          />
          <Button type="submit" variant="secondary" loading={busy} disabled={!chosen}>
            {t('returns.assign')}
          </Button>
        </>
      )}
      {!mine && (
        <Button variant="secondary" loading={busy} onClick={() => change('me')}>
          {t('returns.take')}
        </Button>
      )}
      {item.assignee && (
        <Button variant="secondary" loading={busy} onClick={() => change('nobody')}>
          {t('returns.release')}
        </Button>
      )}
    </form>
  );
}
