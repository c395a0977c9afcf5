import type { StorefrontLanguage } from '@shop/i18n';
import { formatMoney, useSession } from '@shop/platform';
import { Table } from '@shop/ui';
import { Totals } from '../cart/Totals';
import type { OrderDetail } from '../cart/types';
import { useCheckoutText } from '../screens/text';
import styles from './order-view.module.css';

/** What was bought, each line with its quantity and prices (a dealer's with net and VAT), and the totals. */
export function OrderItems({ order, lang }: { order: OrderDetail; lang: StorefrontLanguage }) {
  const t = useCheckoutText(lang);
  // A dealer's orders are wholesale: each line's net price and VAT rate are shown beside the gross.
  const dealer = useSession().user?.customerType === 'b2b';
  return (
    <section className={styles.section} aria-labelledby="order-view-items">
      <h2 id="order-view-items">{t('order.items')}</h2>
      <Table
        caption={t('order.items')}
        hideCaption
        rows={order.items}
        rowKey={(item) => item.id}
        columns={[
          {
            key: 'product',
            header: t('order.product'),
            rowHeader: true,
            cell: (item) => (
              <>
                {item.name}
                {item.optionsLabel && <span className={styles.item__options}>{item.optionsLabel}</span>}
                {(item.options ?? []).map((o) => (
                  <span key={o.optionId} className={styles.item__options}>{`${o.name}: ${o.text}`}</span>
                ))}
              </>
            ),
          },
          { key: 'quantity', header: t('order.quantity'), align: 'end', cell: (item) => item.quantity },
          ...(dealer
            ? [
                {
                  key: 'unitNet',
                  header: t('order.unitNet'),
                  align: 'end' as const,
                  cell: (item: OrderDetail['items'][number]) => formatMoney(item.unitNet, lang),
                },
                {
                  key: 'vatRate',
                  header: t('order.vatRate'),
                  align: 'end' as const,
                  cell: (item: OrderDetail['items'][number]) => `${item.vatRate}%`,
                },
              ]
            : []),
          {
            key: 'unitPrice',
            header: t('order.unitPrice'),
            align: 'end',
            cell: (item) => formatMoney(item.unitPrice, lang),
          },
          {
            key: 'lineTotal',
            header: t('order.lineTotal'),
            align: 'end',
            cell: (item) => formatMoney(item.lineTotal, lang),
          },
        ]}
      />
      <div className={styles.totals}>
        <Totals
          totals={order.totals}
          lang={lang}
          promoCode={order.promoCode}
          promotions={order.promotions}
          giftCard={order.totals.giftCard}
          label={t('order.totals')}
        />
      </div>
    </section>
  );
}
