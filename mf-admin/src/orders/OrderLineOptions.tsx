import type { OrderItem } from '@shop/contracts';
import { describeError, formatMoney } from '@shop/platform';
import { Button } from '@shop/ui';
import { downloadOrderLineFile } from '../api/orders';
import { toast } from '../kit/toast';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './orders.module.css';

/**
 * What the shopper chose beside the variant of one order line — fitting, insurance, an engraving to make,
 * a logo to print — each with what it added to the price; a file can be downloaded by staff.
 */
export function OrderLineOptions({ orderId, item }: { orderId: string; item: OrderItem }) {
  const t = useText();
  const lang = useAdminLanguage();
  const options = item.options ?? [];
  if (options.length === 0) return null;
  async function download(file: { id: string; name: string }) {
    try {
      await downloadOrderLineFile(orderId, file);
    } catch (error) {
      toast(t('orderLineOptions.downloadFailed', { message: describeError(error, lang) }), { tone: 'danger' });
    }
  }
  return (
    <ul className={styles.lineOptions}>
      {options.map((option) => (
        <li key={option.optionId}>
          {option.name}:{' '}
          {option.file ? (
            <Button variant="ghost" size="sm" onClick={() => download(option.file!)}>
              {t('orderLineOptions.download', { name: option.file.name })}
            </Button>
          ) : (
            <strong>{option.text}</strong>
          )}
          {option.priceDelta && (
            <span className={styles.muted}>
              {' '}
              {t('orderLineOptions.priceDelta', { price: formatMoney(option.priceDelta, lang) })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
