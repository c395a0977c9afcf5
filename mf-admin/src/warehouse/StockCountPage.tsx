import type { InventoryItem, InventoryOperation } from '@shop/contracts';
import { ApiError, describeError } from '@shop/platform';
import { Alert, Button, Select, TextField } from '@shop/ui';
import { useState } from 'react';
import { activeWarehouses, itemsOfWarehouse, recordCount } from '../api/warehouse';
import { AdminPage } from '../kit/AdminPage';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { amount } from './quantities';
import styles from './warehouse.module.css';

// A stock count (issue 17): staff pick a warehouse, type what they counted on the shelves, and every line
// that differs from the books becomes an adjustment, all at once. Lines left empty are not counted.

const numberOf = (text: string) => Number(text.trim().replace(',', '.'));

function CountSheet({ warehouseId }: { warehouseId: string }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload } = useLoad((signal) => itemsOfWarehouse(warehouseId, signal), [warehouseId]);
  const [counted, setCounted] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> }>();
  const [done, setDone] = useState<InventoryOperation[]>();
  if (loaded.state === 'loading') return <p role="status">{t('warehouse.loading')}</p>;
  if (loaded.state === 'failed') return <Alert tone="danger">{loaded.message}</Alert>;
  const items: InventoryItem[] = loaded.data;
  if (items.length === 0) return <p>{t('warehouse.noItems')}</p>;
  const lines = items.flatMap((item) =>
    (counted[item.id] ?? '').trim() === '' ? [] : [{ itemId: item.id, counted: numberOf(counted[item.id]!) }],
  );
  const submit = async () => {
    setProblem(undefined);
    if (lines.length === 0) {
      setProblem({ message: t('warehouse.countNothing'), fields: {} });
      return;
    }
    setBusy(true);
    try {
      const result = await recordCount({ warehouseId, reason, lines });
      setDone(result.adjustments);
      setCounted({});
      reload();
    } catch (error) {
      setProblem({
        message: describeError(error, lang),
        fields: error instanceof ApiError ? error.fields : {},
      });
    } finally {
      setBusy(false);
    }
  };
  const fieldError = (itemId: string) => {
    const index = lines.findIndex((line) => line.itemId === itemId);
    return index < 0
      ? undefined
      : (problem?.fields[`lines.${index}.counted`] ?? problem?.fields[`lines.${index}.itemId`]);
  };
  return (
    <form
      data-form="stock-count"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {done && (
        <Alert tone="success" announce="polite">
          {done.length === 0
            ? t('warehouse.countNoDifference')
            : t('warehouse.countDone', {
                list: done
                  .map((o) => `${o.sku} ${o.change > 0 ? '+' : '−'}${amount(Math.abs(o.change), lang)}`)
                  .join(', '),
              })}
        </Alert>
      )}
      {problem && (
        <Alert tone="danger" announce="assertive">
          {problem.message}
        </Alert>
      )}
      <table className={styles.countTable}>
        <caption className={styles.lead}>{t('warehouse.countCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('warehouse.fields.sku')}</th>
            <th scope="col">{t('warehouse.fields.name')}</th>
            <th scope="col" className={styles.number}>
              {t('warehouse.fields.books')}
            </th>
            <th scope="col">{t('warehouse.fields.counted')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.sku}</th>
              <td>{item.name}</td>
              <td className={styles.number}>
                {amount(item.quantity, lang)} {t(`warehouse.units.${item.unit}`)}
              </td>
              <td>
                <TextField
                  label={t('warehouse.countedOf', { sku: item.sku })}
                  hideLabel
                  inputMode="decimal"
                  autoComplete="off"
                  name={`counted-${item.id}`}
                  value={counted[item.id] ?? ''}
                  error={fieldError(item.id)}
                  onChange={(event) => setCounted((current) => ({ ...current, [item.id]: event.target.value }))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.fields}>
        <TextField
          label={t('warehouse.fields.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div>
          <Button type="submit" loading={busy} loadingLabel={t('kit.form.saving')}>
            {t('warehouse.countSubmit')}
          </Button>
        </div>
      </div>
    </form>
  );
}

export function StockCountPage() {
  const t = useText();
  const lang = useAdminLanguage();
  const title = t('warehouse.count');
  const trail = [{ label: t('sections.warehouse'), href: adminPath(lang, 'warehouse') }];
  const { loaded, reload } = useLoad(activeWarehouses, []);
  const [warehouseId, setWarehouseId] = useState('');
  if (loaded.state !== 'ready')
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={title}
        failedTitle={t('warehouse.loadFailed')}
        trail={trail}
      />
    );
  const chosen = warehouseId || (loaded.data.length === 1 ? loaded.data[0]!.id : '');
  return (
    <AdminPage title={title} trail={trail}>
      <p className={styles.lead}>{t('warehouse.countLead')}</p>
      <div className={styles.fields}>
        <Select
          label={t('warehouse.fields.warehouse')}
          placeholder={t('warehouse.chooseWarehouse')}
          options={loaded.data.map((w) => ({ value: w.id, label: `${w.code} – ${w.name}` }))}
          value={chosen}
          onChange={(event) => setWarehouseId(event.target.value)}
        />
      </div>
      {chosen && <CountSheet key={chosen} warehouseId={chosen} />}
    </AdminPage>
  );
}
