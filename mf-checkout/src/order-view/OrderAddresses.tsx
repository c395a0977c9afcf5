import type { StorefrontLanguage } from '@shop/i18n';
import type { OrderAddress, OrderDetail } from '../cart/types';
import { useCheckoutText } from '../screens/text';
import styles from './order-view.module.css';

/** Who the order is billed to and where it goes. */
export function OrderAddresses({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  return (
    <div className={styles.addresses}>
      <section className={styles.section} aria-labelledby="order-view-billing">
        <h2 id="order-view-billing">{t('order.billing')}</h2>
        <AddressLines address={order.billing} lang={lang} />
      </section>
      {order.deliveryMethod !== 'NONE' && (
        <section className={styles.section} aria-labelledby="order-view-delivery">
          <h2 id="order-view-delivery">{t('order.delivery')}</h2>
          <AddressLines address={order.delivery} lang={lang} />
        </section>
      )}
    </div>
  );
}

function AddressLines({ address, lang }: { address: OrderAddress; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  const country = new Intl.DisplayNames([lang], { type: 'region' }).of(address.country) ?? address.country;
  const lines = [
    address.companyName,
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.taxId && t('order.taxId', { taxId: address.taxId }),
    address.vatId && t('order.vatId', { vatId: address.vatId }),
    address.street,
    [address.zipCode, address.city].filter(Boolean).join(' '),
    address.region && address.region !== 'other' && t(`regions.${address.region}`, { defaultValue: '' }),
    country,
    address.phone && t('order.phone', { phone: address.phone }),
  ].filter((line): line is string => Boolean(line));
  return (
    <address className={styles.address}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}
