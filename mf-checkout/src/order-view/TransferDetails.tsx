import type { StorefrontLanguage } from '@shop/i18n';
import { formatDate, formatMoney } from '@shop/platform';
import { Alert, Skeleton } from '@shop/ui';
import { useCheckoutText } from '../screens/text';
import styles from './order-view.module.css';
import { useTransferDetails } from './use-transfer-details';

/** Where and how to pay an unpaid transfer order: the account, the title, the amount and the due date. */
export function TransferDetails({
  orderId,
  token,
  lang,
}: {
  orderId: string;
  token?: string;
  lang: StorefrontLanguage;
}) {
  const t = useCheckoutText(lang);
  const load = useTransferDetails(orderId, token, lang);
  if (load.state === 'loading') return <Skeleton lines={3} label={t('transfer.loading')} />;
  if (load.state === 'failed') return <Alert tone="warning">{t('transfer.failed', { message: load.message })}</Alert>;
  const { transfer } = load;
  if (!transfer) return null;
  return (
    <section className={styles.section} aria-labelledby="order-view-transfer" data-transfer="">
      <h2 id="order-view-transfer">{t('transfer.title')}</h2>
      <p className={styles.note}>{t('transfer.intro')}</p>
      <dl className={styles.transfer}>
        <dt>{t('transfer.recipient')}</dt>
        <dd>{transfer.recipient}</dd>
        <dt>{t('transfer.account')}</dt>
        <dd className={styles.mono} data-iban="">
          {formatIban(transfer.account)}
        </dd>
        <dt>{t('transfer.titleLabel')}</dt>
        <dd>{transfer.title}</dd>
        <dt>{t('transfer.amount')}</dt>
        <dd>{formatMoney(transfer.amount, lang)}</dd>
        <dt>{t('transfer.dueDate')}</dt>
        <dd>{formatDate(transfer.dueDate, lang)}</dd>
      </dl>
    </section>
  );
}

/** `PL61109010140000071219812874` → `PL61 1090 1014 0000 0712 1981 2874`, as a bank statement writes it. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}
