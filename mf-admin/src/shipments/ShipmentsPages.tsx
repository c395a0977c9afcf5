import {
  Carrier,
  canMoveFulfilment,
  FulfillmentStatus,
  type FulfilmentAnswer,
  type FulfilmentLine,
  type ShipmentAnswer,
  ShipmentCreateInput,
  type ShipmentStatus,
  staffFulfillmentStatuses,
  type Warehouse,
} from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Badge, Button, Select, TextField } from '@shop/ui';
import { Fragment, useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import { fulfilmentWithWarehouses, listFulfilments, moveFulfilment, moveShipment, pickShipment } from '../api/factory';
import { AdminPage } from '../kit/AdminPage';
import { FormPage } from '../kit/FormPage';
import { formatDateTime } from '../kit/format';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { ServerList } from '../kit/ServerList';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './shipments.module.css';

// Fulfilment of paid orders (issue 17): the list of fulfilments, and one order's lines, the form that picks
// stock into a new shipment, and its shipments moved until delivered.

/** `/warehouse/shipments`: fulfilments of paid orders, newest first, filtered by status or order number. */
export function FulfilmentsPage() {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage
      title={t('shipments.title')}
      trail={[{ label: t('sections.warehouse'), href: adminPath(lang, 'warehouse') }]}
    >
      <ServerList<FulfilmentAnswer>
        caption={t('shipments.caption')}
        load={listFulfilments}
        rowKey={(fulfilment) => fulfilment.id}
        rowHref={(fulfilment) => adminPath(lang, 'warehouse', 'shipments', fulfilment.id)}
        filters={[
          { name: 'q', label: t('shipments.fields.order') },
          {
            name: 'status',
            label: t('shipments.fields.status'),
            options: FulfillmentStatus.options.map((value) => ({ value, label: t(`shipments.fulfilment.${value}`) })),
          },
        ]}
        columns={[
          { key: 'order', label: t('shipments.fields.order'), cell: (f) => f.orderNumber },
          { key: 'status', label: t('shipments.fields.status'), cell: (f) => t(`shipments.fulfilment.${f.status}`) },
          {
            key: 'lines',
            label: t('shipments.fields.lines'),
            cell: (f) => f.lines.map((line) => `${line.name} × ${line.ordered}`).join(', '),
          },
          {
            key: 'createdAt',
            label: t('shipments.fields.paidAt'),
            sortKey: 'createdAt',
            cell: (f) => formatDateTime(f.createdAt),
          },
        ]}
        empty={{ title: t('shipments.empty') }}
      />
    </AdminPage>
  );
}

/** `/warehouse/shipments/:id`: one paid order's lines, picking and shipments. */
export function FulfilmentPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => fulfilmentWithWarehouses(id, signal), [id]);
  const trail = [
    { label: t('sections.warehouse'), href: adminPath(lang, 'warehouse') },
    { label: t('shipments.title'), href: adminPath(lang, 'warehouse', 'shipments') },
  ];
  if (loaded.state !== 'ready')
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('shipments.order')}
        failedTitle={t('shipments.loadFailed')}
        trail={trail}
      />
    );
  const { fulfilment, warehouses } = loaded.data;
  const update = (next: FulfilmentAnswer) => replace({ fulfilment: next, warehouses });
  const open = fulfilment.lines.some((line) => line.picked < line.ordered);
  const pickable = ['pending', 'scheduled', 'partially_fulfilled'].includes(fulfilment.status);
  return (
    <AdminPage title={t('shipments.orderTitle', { number: fulfilment.orderNumber })} trail={trail}>
      <p className={styles.lead}>
        {t('shipments.fields.status')}: <Badge>{t(`shipments.fulfilment.${fulfilment.status}`)}</Badge>
      </p>
      {staff.may('warehouse.shipments.update') && (
        <FulfilmentMoves fulfilment={fulfilment} onMoved={update} onStale={reload} />
      )}
      <table className={styles.table}>
        <caption>{t('shipments.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shipments.fields.sku')}</th>
            <th scope="col">{t('shipments.fields.product')}</th>
            <th scope="col">{t('shipments.fields.ordered')}</th>
            <th scope="col">{t('shipments.fields.picked')}</th>
          </tr>
        </thead>
        <tbody>
          {fulfilment.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.sku}</td>
              <td>{line.name}</td>
              <td>{line.ordered}</td>
              <td>{line.picked}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {open && pickable && staff.may('warehouse.shipments.create') && (
        <PickForm fulfilment={fulfilment} warehouses={warehouses} onPicked={update} />
      )}
      <h2 className={styles.heading}>{t('shipments.parcels')}</h2>
      {fulfilment.shipments.length === 0 ? (
        <p className={styles.lead}>{t('shipments.noParcels')}</p>
      ) : (
        <ul className={styles.parcels}>
          {fulfilment.shipments.map((shipment) => (
            <Parcel
              key={shipment.id}
              shipment={shipment}
              mayMove={staff.may('warehouse.shipments.update')}
              onMoved={update}
              onStale={reload}
            />
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

/** Schedule, hold or resume: the moves staff make by hand that the fulfilment's status allows. */
function FulfilmentMoves({
  fulfilment,
  onMoved,
  onStale,
}: {
  fulfilment: FulfilmentAnswer;
  onMoved: (next: FulfilmentAnswer) => void;
  onStale: () => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [busy, setBusy] = useState(false);
  const moves = staffFulfillmentStatuses.filter((to) => canMoveFulfilment(fulfilment.status, to));
  if (moves.length === 0) return null;
  async function move(to: FulfilmentAnswer['status']) {
    setBusy(true);
    try {
      onMoved(await moveFulfilment(fulfilment.id, { from: fulfilment.status, to }));
      toast(t('shipments.fulfilmentMoved', { status: t(`shipments.fulfilment.${to}`) }));
    } catch (error) {
      if (reportAccess(error)) return;
      toast(describeError(error, lang));
      onStale();
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.actions}>
      {moves.map((to) => (
        <Button key={to} size="sm" variant="secondary" disabled={busy} onClick={() => void move(to)}>
          {t(`shipments.fulfilmentTo.${to}`)}
        </Button>
      ))}
    </div>
  );
}

type PickValues = Record<string, string>;

/** The lines picked into the shipment (a quantity other than 0), in the order the body names them. */
const pickedLines = (remaining: FulfilmentLine[], values: PickValues) =>
  remaining.filter((line) => Number(values[`line-${line.id}`] || 0) !== 0);

/** Frame numbers as staff type or scan them: separated by commas, spaces or new lines. */
const framesOf = (text: string | undefined) => (text ?? '').split(/[\s,;]+/).filter(Boolean);

/** The first error about a picked line's frames (the list, or one frame of it). */
const framesError = (errors: Record<string, string>, index: number) =>
  index < 0 ? undefined : Object.entries(errors).find(([path]) => path.startsWith(`lines.${index}.frameNumbers`))?.[1];

function PickForm({
  fulfilment,
  warehouses,
  onPicked,
}: {
  fulfilment: FulfilmentAnswer;
  warehouses: Warehouse[];
  onPicked: (next: FulfilmentAnswer) => void;
}) {
  const t = useText();
  const remaining = fulfilment.lines.filter((line) => line.picked < line.ordered);
  const initial: PickValues = {
    warehouseId: warehouses.length === 1 ? warehouses[0]!.id : '',
    carrier: '',
    trackingNumber: '',
    ...Object.fromEntries(remaining.map((line) => [`line-${line.id}`, String(line.ordered - line.picked)])),
  };
  return (
    <section aria-labelledby="pick-heading" className={styles.pick}>
      <h2 className={styles.heading} id="pick-heading">
        {t('shipments.pick')}
      </h2>
      <FormPage
        name="pick-shipment"
        schema={ShipmentCreateInput}
        initial={initial}
        prepare={(values) => ({
          warehouseId: values.warehouseId || undefined,
          carrier: values.carrier || undefined,
          trackingNumber: (values.trackingNumber ?? '').trim(),
          lines: pickedLines(remaining, values).map((line) => ({
            lineId: line.id,
            quantity: Number(values[`line-${line.id}`] || 0),
            frameNumbers: line.assembled ? framesOf(values[`frames-${line.id}`]) : [],
          })),
        })}
        submitLabel={t('shipments.pickSubmit')}
        onSubmit={async (body) => {
          const next = await pickShipment(fulfilment.id, body);
          toast(t('shipments.picked'));
          onPicked(next);
        }}
      >
        {(form) => (
          <div className={styles.fields}>
            <Select
              label={t('shipments.fields.warehouse')}
              required
              placeholder={t('shipments.chooseWarehouse')}
              options={warehouses.map((w) => ({ value: w.id, label: `${w.code} – ${w.name}` }))}
              {...form.text('warehouseId')}
            />
            <Select
              label={t('shipments.fields.carrier')}
              required
              placeholder={t('shipments.chooseCarrier')}
              options={Carrier.options.map((value) => ({ value, label: t(`shipments.carriers.${value}`) }))}
              {...form.text('carrier')}
            />
            <TextField
              label={t('shipments.fields.trackingNumber')}
              autoComplete="off"
              {...form.text('trackingNumber')}
            />
            {remaining.map((line) => (
              <Fragment key={line.id}>
                <TextField
                  label={t('shipments.pickLine', { name: line.name, sku: line.sku })}
                  inputMode="numeric"
                  {...form.text(`line-${line.id}`)}
                />
                {line.assembled && (
                  <TextField
                    label={t('shipments.frames', { name: line.name })}
                    hint={t('shipments.framesHint')}
                    autoComplete="off"
                    {...form.text(`frames-${line.id}`)}
                    error={framesError(form.errors, pickedLines(remaining, form.values).indexOf(line))}
                  />
                )}
              </Fragment>
            ))}
          </div>
        )}
      </FormPage>
    </section>
  );
}

function Parcel({
  shipment,
  mayMove,
  onMoved,
  onStale,
}: {
  shipment: ShipmentAnswer;
  mayMove: boolean;
  onMoved: (next: FulfilmentAnswer) => void;
  onStale: () => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [tracking, setTracking] = useState(shipment.trackingNumber);
  const [moving, setMoving] = useState<ShipmentStatus | null>(null);
  const needsTracking = shipment.status === 'created' && shipment.carrier !== 'own_transport';

  async function move(to: ShipmentStatus) {
    setMoving(to);
    try {
      const number = tracking.trim();
      const next = await moveShipment(shipment.id, {
        from: shipment.status,
        to,
        ...(to === 'shipped' && number ? { trackingNumber: number } : {}),
      });
      toast(t('shipments.moved', { status: t(`shipments.status.${to}`) }));
      onMoved(next);
    } catch (error) {
      if (reportAccess(error)) return;
      toast(describeError(error, lang));
      onStale();
    } finally {
      setMoving(null);
    }
  }

  return (
    <li className={styles.parcel}>
      <p className={styles.parcel__head}>
        <Badge>{t(`shipments.status.${shipment.status}`)}</Badge> {t(`shipments.carriers.${shipment.carrier}`)}
        {shipment.trackingUrl && (
          <>
            {' · '}
            <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
              {shipment.trackingNumber}
            </a>
          </>
        )}
      </p>
      <p className={styles.lead}>
        {shipment.lines
          .map(
            (line) =>
              `${line.name} × ${line.quantity}` +
              (line.frameNumbers.length > 0
                ? ` (${t('shipments.frameNumbers', { frames: line.frameNumbers.join(', ') })})`
                : ''),
          )
          .join(', ')}
      </p>
      {mayMove && shipment.nextStatuses.length > 0 && (
        <div className={styles.actions}>
          {needsTracking && (
            <TextField
              label={t('shipments.fields.trackingNumber')}
              value={tracking}
              autoComplete="off"
              onChange={(event) => setTracking(event.target.value)}
            />
          )}
          {shipment.nextStatuses.map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === 'cancelled' ? 'danger' : 'primary'}
              loading={moving === to}
              disabled={moving !== null}
              onClick={() => void move(to)}
            >
              {t(`shipments.moveTo.${to}`)}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
