import {
  allowedReturnStages,
  deliveredOrderStatuses,
  formatDate,
  type OrderStatus,
  proposedReturnStage,
  type ReturnStage,
  todayInWarsaw,
  warrantyLastDay,
} from '@shop/contracts';
import { RMA_MAX_FILE_BYTES, RMA_MAX_FILES } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, describeError, navigate, pathFor } from '@shop/platform';
import { Alert, Button, LoadFailed, Select, Skeleton, TextArea, TextField } from '@shop/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useAddresses } from '../../api/addresses';
import { useOrderHistory } from '../../api/orders';
import { fileReturn } from '../../api/rma';
import { useAccountText } from '../text';
import { UploadList, useUploads } from './RmaUploads';
import styles from './rma.module.css';

// The new return form (SPEC §3, §5): an address from the address book, the order picked from the
// customer's orders (its date) or a typed date, the items, and 1-10 attachments, each uploaded as soon as it
// is chosen with a progress bar of its own (RmaUploads). A failed upload keeps everything typed and chosen:
// try that file again or remove it; the form is sent once every kept file is uploaded. The stage is proposed
// from the dates (SPEC §9) and preselected; only it and later stages are offered, as the server allows.

interface Item {
  key: number;
  category: string;
  productName: string;
  problem: string;
  serialNumbers: string;
}

const MB = 1024 * 1024;
let nextKey = 1;
const emptyItem = (): Item => ({ key: nextKey++, category: '', productName: '', problem: '', serialNumbers: '' });

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The stage the dates propose, or null until a purchase date is given. */
export function proposedStage(
  purchaseDate: string,
  order: { status: OrderStatus } | undefined,
  today = todayInWarsaw(),
) {
  if (!isDate(purchaseDate)) return null;
  return proposedReturnStage(
    { purchaseDate, delivered: order ? deliveredOrderStatuses.includes(order.status) : true },
    today,
  );
}

export function RmaCreateForm({ lang }: { lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const addresses = useAddresses(lang);
  const orders = useOrderHistory(1, lang);
  const [values, setValues] = useState({
    stage: 'warranty',
    requestedAction: 'repair',
    purchaseDate: '',
    orderId: '',
    orderDate: '',
    addressId: '',
    contactEmail: '',
    contactPhone: '',
    notes: '',
  });
  const [items, setItems] = useState<Item[]>([emptyItem()]);
  const uploads = useUploads(lang);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const pastOrders = orders.resource.state === 'ready' ? orders.resource.data.items : [];
  const pickedOrder = pastOrders.find((order) => order.id === values.orderId);
  const proposed = proposedStage(values.purchaseDate, pickedOrder);
  const stages: readonly ReturnStage[] = proposed
    ? allowedReturnStages(proposed)
    : ['presales', 'warranty', 'post_warranty'];
  // A new proposal is preselected; a later stage the customer chose stays while it is still allowed.
  useEffect(() => {
    if (proposed) setValues((current) => ({ ...current, stage: proposed }));
  }, [proposed]);

  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const setItem = (key: number, name: keyof Omit<Item, 'key'>, value: string) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, [name]: value } : item)));

  function checkLocally(): Record<string, string> {
    const found: Record<string, string> = {};
    if (uploads.entries.length === 0) found.files = t('rmaCreate.needFile');
    if (!values.addressId) found.addressId = t('rmaCreate.chooseAddress');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || !uploads.ready) return;
    const local = checkLocally();
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    setSending(true);
    try {
      const created = await fileReturn(
        values,
        items.map((item) => ({
          category: item.category,
          productName: item.productName,
          problem: item.problem,
          serialNumbers: item.serialNumbers
            .split(/[,\n]/)
            .map((serial) => serial.trim())
            .filter(Boolean),
        })),
        uploads.ids,
      );
      navigate(pathFor('rmaDetails', lang, { id: created.id }));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      setFailure(describeError(error, lang));
    } finally {
      setSending(false);
    }
  }

  if (addresses.resource.state === 'loading') return <Skeleton lines={6} label={t('rmaCreate.loading')} />;
  if (addresses.resource.state === 'failed')
    return (
      <LoadFailed
        title={t('rmaCreate.loadFailed')}
        message={addresses.resource.message}
        retry={addresses.reload}
        retryLabel={t('common:actions.retry')}
      />
    );
  const book = addresses.resource.data.items;
  if (book.length === 0)
    return (
      <Alert tone="warning" title={t('rmaCreate.noAddressTitle')}>
        {t('rmaCreate.noAddressText')} <a href={pathFor('addressCreate', lang)}>{t('rmaCreate.addAddress')}</a>
      </Alert>
    );
  return (
    <form className={styles.composer} onSubmit={submit} noValidate data-form="rma">
      <Select
        label={t('rmaList.action')}
        name="requestedAction"
        value={values.requestedAction}
        onChange={set('requestedAction')}
        required
        options={(['repair', 'exchange', 'refund', 'other'] as const).map((value) => ({
          value,
          label: t(`rmaList.actions.${value}`),
        }))}
        error={errors.requestedAction}
      />
      <TextField
        label={t('rmaDetails.purchaseDate')}
        name="purchaseDate"
        type="date"
        value={values.purchaseDate}
        onChange={set('purchaseDate')}
        required
        error={errors.purchaseDate}
      />
      {pastOrders.length > 0 && (
        <Select
          label={t('rmaCreate.order')}
          name="orderId"
          placeholder={t('rmaCreate.orderTyped')}
          value={values.orderId}
          onChange={(event) => {
            const order = pastOrders.find((candidate) => candidate.id === event.target.value);
            const date = order?.createdAt.slice(0, 10);
            setValues((current) => ({
              ...current,
              orderId: order?.id ?? '',
              orderDate: date ?? current.orderDate,
              purchaseDate: current.purchaseDate || (date ?? ''),
            }));
          }}
          options={pastOrders.map((order) => ({ value: order.id, label: order.number }))}
          error={errors.orderId}
        />
      )}
      <TextField
        label={t('rmaCreate.orderDate')}
        name="orderDate"
        type="date"
        value={values.orderDate}
        onChange={set('orderDate')}
        required
        error={errors.orderDate}
      />
      <Select
        label={t('rmaList.stage')}
        name="stage"
        value={values.stage}
        onChange={set('stage')}
        required
        hint={
          proposed
            ? t(`rmaCreate.stageHints.${proposed}`, {
                lastDay: formatDate(warrantyLastDay(values.purchaseDate), lang),
              })
            : t('rmaCreate.stageHints.noDate')
        }
        options={stages.map((value) => ({ value, label: t(`rmaList.stages.${value}`) }))}
        error={errors.stage}
      />
      <Select
        label={t('rmaDetails.address')}
        name="addressId"
        placeholder={t('rmaCreate.chooseAddress')}
        value={values.addressId}
        onChange={set('addressId')}
        required
        options={book.map((address) => ({
          value: address.id,
          label: `${address.alias}: ${address.street ?? ''}, ${address.zipCode ?? ''} ${address.city ?? ''}`,
        }))}
        error={errors.addressId}
      />
      <TextField
        label={t('rmaCreate.contactEmail')}
        name="contactEmail"
        type="email"
        autoComplete="email"
        value={values.contactEmail}
        onChange={set('contactEmail')}
        required
        error={errors.contactEmail}
      />
      <TextField
        label={t('rmaCreate.contactPhone')}
        name="contactPhone"
        type="tel"
        autoComplete="tel"
        value={values.contactPhone}
        onChange={set('contactPhone')}
        required
        error={errors.contactPhone}
      />
      <TextArea label={t('rmaCreate.notes')} name="notes" value={values.notes} onChange={set('notes')} rows={3} />

      <fieldset>
        <legend>{t('rmaDetails.items')}</legend>
        {errors.items && <p role="alert">{errors.items}</p>}
        {items.map((item, index) => (
          <fieldset key={item.key} aria-label={t('rmaCreate.itemNumber', { number: index + 1 })}>
            <legend>{t('rmaCreate.itemNumber', { number: index + 1 })}</legend>
            <TextField
              label={t('rmaCreate.category')}
              value={item.category}
              onChange={(event) => setItem(item.key, 'category', event.target.value)}
              required
              error={errors[`items.${index}.category`]}
            />
            <TextField
              label={t('rmaCreate.productName')}
              value={item.productName}
              onChange={(event) => setItem(item.key, 'productName', event.target.value)}
              required
              error={errors[`items.${index}.productName`]}
            />
            <TextArea
              label={t('rmaCreate.problem')}
              value={item.problem}
              rows={3}
              onChange={(event) => setItem(item.key, 'problem', event.target.value)}
              required
              error={errors[`items.${index}.problem`]}
            />
            <TextField
              label={t('rmaDetails.serials')}
              hint={t('rmaCreate.serialsHint')}
              value={item.serialNumbers}
              onChange={(event) => setItem(item.key, 'serialNumbers', event.target.value)}
            />
            {items.length > 1 && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setItems((current) => current.filter((other) => other.key !== item.key))}
              >
                {t('rmaCreate.removeItem')}
              </Button>
            )}
          </fieldset>
        ))}
        <Button variant="secondary" size="sm" onClick={() => setItems((current) => [...current, emptyItem()])}>
          {t('rmaCreate.addItem')}
        </Button>
      </fieldset>

      <fieldset>
        <legend>{t('rmaDetails.attachments')}</legend>
        <p>{t('rmaCreate.filesHint', { files: RMA_MAX_FILES, megabytes: RMA_MAX_FILE_BYTES / MB })}</p>
        {errors.files && <p role="alert">{errors.files}</p>}
        <UploadList uploads={uploads} lang={lang} label={t('rmaCreate.addFiles')} />
      </fieldset>

      {failure && (
        <Alert tone="danger" announce="assertive">
          {failure} {t('rmaCreate.keptForm')}
        </Alert>
      )}
      <div>
        <Button
          type="submit"
          disabled={sending || !uploads.ready}
          aria-describedby={uploads.ready ? undefined : 'rma-wait-for-uploads'}
        >
          {sending ? t('rmaDetails.sending') : t('rmaCreate.submit')}
        </Button>
        {!uploads.ready && <p id="rma-wait-for-uploads">{t('rmaCreate.waitForUploads')}</p>}
      </div>
    </form>
  );
}
