import type { Address } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { describeError, pathFor } from '@shop/platform';
import { Alert, Badge, Button, Card, EmptyState, LoadFailed, Modal, Skeleton } from '@shop/ui';
import { useState } from 'react';
import { deleteAddress, makeDefaultAddress, useAddresses } from '../api/addresses';
import { countryOptions } from '../forms/customer-choices';
import { takeNotice } from '../forms/notice';
import styles from './AddressesPage.module.css';
import { AccountFrame } from './PageFrame';
import { type ScreenProps, useAccountText } from './text';

type Notice = { tone: 'success' | 'danger'; message: string };

/** The address book: saved addresses with the default one marked; add, edit, delete, make default. */
export function AddressesPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  const { resource, reload } = useAddresses(lang);
  const [notice, setNotice] = useState<Notice | undefined>(() => {
    const message = takeNotice();
    return message ? { tone: 'success', message } : undefined;
  });
  const [deleting, setDeleting] = useState<Address>();
  const [busy, setBusy] = useState<string>();

  async function act(address: Address, action: () => Promise<unknown>, done: string) {
    setBusy(address.id);
    setNotice(undefined);
    try {
      await action();
      setNotice({ tone: 'success', message: done });
      reload();
    } catch (error) {
      setNotice({ tone: 'danger', message: describeError(error, lang) });
    } finally {
      setBusy(undefined);
    }
  }

  const makeDefault = (address: Address) =>
    act(address, () => makeDefaultAddress(address), t('addresses.defaultChanged', { alias: address.alias }));
  const remove = (address: Address) => {
    setDeleting(undefined);
    return act(address, () => deleteAddress(address.id), t('addresses.deleted', { alias: address.alias }));
  };

  const addButton = <Button href={pathFor('addressCreate', lang)}>{t('addresses.add')}</Button>;
  return (
    <AccountFrame screen="addresses" lang={lang} title={t('addresses.title')} menuItem="addresses">
      {notice && (
        <Alert tone={notice.tone} announce={notice.tone === 'danger' ? 'assertive' : 'polite'}>
          <span data-notice={notice.tone}>{notice.message}</span>
        </Alert>
      )}
      {resource.state === 'loading' && <Skeleton lines={4} label={t('addresses.loading')} />}
      {resource.state === 'failed' && (
        <LoadFailed
          title={t('addresses.loadFailed')}
          message={resource.message}
          retry={reload}
          retryLabel={t('common:actions.retry')}
        />
      )}
      {resource.state === 'ready' &&
        (resource.data.items.length === 0 ? (
          <EmptyState title={t('addresses.empty')} text={t('addresses.emptyHint')} action={addButton} />
        ) : (
          <>
            <div>{addButton}</div>
            <ul className={styles.addresses} aria-label={t('addresses.listLabel')}>
              {resource.data.items.map((address) => (
                <AddressCard
                  key={address.id}
                  address={address}
                  lang={lang}
                  busy={busy === address.id}
                  onMakeDefault={() => makeDefault(address)}
                  onDelete={() => setDeleting(address)}
                />
              ))}
            </ul>
          </>
        ))}
      <Modal
        open={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title={t('addresses.deleteTitle', { alias: deleting?.alias ?? '' })}
        closeLabel={t('common:actions.close')}
        size="sm"
        footer={
          <>
            <Button variant="danger" onClick={() => deleting && remove(deleting)}>
              {t('addresses.deleteConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setDeleting(undefined)}>
              {t('common:actions.cancel')}
            </Button>
          </>
        }
      >
        <p>{t('addresses.deleteText')}</p>
      </Modal>
    </AccountFrame>
  );
}

interface AddressCardProps {
  address: Address;
  lang: StorefrontLanguage;
  busy: boolean;
  onMakeDefault: () => void;
  onDelete: () => void;
}

function AddressCard({ address, lang, busy, onMakeDefault, onDelete }: AddressCardProps) {
  const t = useAccountText(lang);
  const country = countryOptions(lang).find((option) => option.value === address.country)?.label;
  const person = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const lines = [
    address.type === 'company' ? address.companyName : person,
    address.type === 'company' && (address.vatId || address.taxId),
    address.street,
    [address.zipCode, address.city].filter(Boolean).join(' '),
    country,
    address.phone,
  ].filter(Boolean);
  return (
    <Card as="li" className={styles.address} data-address={address.alias} data-default={address.isDefault || undefined}>
      <div className={styles.address__head}>
        <h2 className={styles.address__alias}>{address.alias}</h2>
        {address.isDefault && <Badge tone="success">{t('addresses.default')}</Badge>}
      </div>
      <address className={styles.address__lines}>
        {lines.map((line) => (
          <span key={String(line)}>{line}</span>
        ))}
      </address>
      <div className={styles.address__actions}>
        <Button
          href={pathFor('addressEdit', lang, { id: address.id })}
          variant="secondary"
          size="sm"
          aria-label={t('addresses.editNamed', { alias: address.alias })}
        >
          {t('addresses.edit')}
        </Button>
        {!address.isDefault && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onMakeDefault}
            loading={busy}
            aria-label={t('addresses.makeDefaultNamed', { alias: address.alias })}
          >
            {t('addresses.makeDefault')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          disabled={busy}
          aria-label={t('addresses.deleteNamed', { alias: address.alias })}
        >
          {t('addresses.delete')}
        </Button>
      </div>
    </Card>
  );
}
