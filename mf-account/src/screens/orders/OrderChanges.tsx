import type { OrderDetail } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, describeError } from '@shop/platform';
import { Alert, Button, ConfirmButton, Select, TextArea } from '@shop/ui';
import { type FormEvent, useState } from 'react';
import { useAddresses } from '../../api/addresses';
import { cancelOrder, changeOrder } from '../../api/orders';
import { useAccountText } from '../text';
import styles from './orders.module.css';

// What a customer may still do to their own order (issue 23): cancel it while it is unpaid and not yet
// being prepared — after a confirmation dialog — and change its comment and delivery address while it is
// new. The service decides (`cancellable`, `changeable`); a change made meanwhile is reported, and the page
// reloads the order.

interface Props {
  order: OrderDetail;
  lang: StorefrontLanguage;
  /** The order as the service answered after the change. */
  onChanged: (order: OrderDetail) => void;
}

/** "Cancel order" with its confirmation dialog; nothing for an order that can no longer be cancelled. */
export function CancelOrderButton({
  order,
  lang,
  onChanged,
  cancel = cancelOrder,
}: Props & { cancel?: typeof cancelOrder }) {
  const t = useAccountText(lang);
  if (!order.cancellable) return null;
  return (
    <ConfirmButton
      label={t('orderDetails.cancel.action')}
      title={t('orderDetails.cancel.title', { number: order.number })}
      confirmLabel={t('orderDetails.cancel.confirm')}
      keepLabel={t('orderDetails.cancel.keep')}
      closeLabel={t('orderDetails.cancel.close')}
      onConfirm={async () => onChanged(await cancel(order.id))}
      errorOf={(error) => describeError(error, lang)}
    >
      <p>{t('orderDetails.cancel.text')}</p>
    </ConfirmButton>
  );
}

/** The comment and delivery address of a new order, saved from the version the page showed. */
export function ChangeOrderForm({
  order,
  lang,
  onChanged,
  change = changeOrder,
}: Props & { change?: typeof changeOrder }) {
  const t = useAccountText(lang);
  const { resource: addresses } = useAddresses(lang);
  const [comments, setComments] = useState(order.comments);
  const [addressId, setAddressId] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  if (!order.changeable) return null;
  const options =
    addresses.state === 'ready'
      ? addresses.data.items.map((address) => ({
          value: address.id,
          label: [address.alias, [address.street, address.zipCode, address.city].filter(Boolean).join(', ')]
            .filter(Boolean)
            .join(' — '),
        }))
      : [];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    setFieldErrors({});
    try {
      const changed = await change(order.id, {
        version: order.version,
        comments,
        ...(addressId ? { deliveryAddressId: addressId } : {}),
      });
      setAddressId('');
      setMessage({ tone: 'success', text: t('orderDetails.change.saved') });
      onChanged(changed);
    } catch (error) {
      if (error instanceof ApiError) setFieldErrors(error.fields);
      setMessage({ tone: 'danger', text: describeError(error, lang) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.order__section} aria-labelledby="order-change-title">
      <h2 id="order-change-title">{t('orderDetails.change.title')}</h2>
      <p>{t('orderDetails.change.hint')}</p>
      <form className={styles.change} onSubmit={submit} noValidate>
        <TextArea
          label={t('orderDetails.change.comments')}
          value={comments}
          maxLength={2000}
          rows={3}
          error={fieldErrors.comments}
          onChange={(event) => setComments(event.target.value)}
        />
        {options.length > 0 ? (
          <Select
            label={t('orderDetails.change.address')}
            options={options}
            placeholder={t('orderDetails.change.keepAddress')}
            value={addressId}
            error={fieldErrors.deliveryAddressId}
            onChange={(event) => setAddressId(event.target.value)}
          />
        ) : (
          addresses.state === 'ready' && <p>{t('orderDetails.change.noAddresses')}</p>
        )}
        {message && (
          <Alert tone={message.tone} announce={message.tone === 'danger' ? 'assertive' : 'polite'}>
            {message.text}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={busy}>
            {t('orderDetails.change.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
