import type { NotCopiedItem, OrderDetail } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { describeError, emitShopEvent, pathFor } from '@shop/platform';
import { Alert, Button, Skeleton } from '@shop/ui';
import { useState } from 'react';
import { copyOrder as copyToCart, useOrder } from '../../api/orders';
import { BackLink } from '../BackLink';
import { AccountFrame } from '../PageFrame';
import pageStyles from '../pages.module.css';
import { type ScreenProps, useAccountText } from '../text';
import { OrderNotLoaded } from './OrderDetailsPage';
import styles from './orders.module.css';

interface Line {
  key: string;
  name: string;
  quantity: number;
}

type Copy =
  | { state: 'idle' }
  | { state: 'copying' }
  | { state: 'done'; added: Line[]; notAdded: (Line & { reason: NotCopiedItem['reason'] })[] }
  | { state: 'failed'; message: string };

/**
 * A new order from an old one (SPEC §2): the old order's products go into the cart, where the customer
 * checks them before the checkout. Copying waits for a click, so reloading the page never adds them twice.
 */
export function OrderRepeatPage({ lang, params }: ScreenProps) {
  const t = useAccountText(lang);
  const id = params.id ?? '';
  return (
    <AccountFrame
      screen="orderRepeat"
      lang={lang}
      title={t('orderRepeat.title')}
      trail={[{ label: t('orders.title'), href: pathFor('orders', lang) }]}
      menuItem="orders"
    >
      <p className={pageStyles.lead}>{t('orderRepeat.intro')}</p>
      <RepeatOrder key={id} id={id} lang={lang} />
      <BackLink href={pathFor('orders', lang)} label={t('orderRepeat.backToOrders')} />
    </AccountFrame>
  );
}

function RepeatOrder({ id, lang }: { id: string; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const { resource, reload } = useOrder(id, lang);
  const [copy, setCopy] = useState<Copy>({ state: 'idle' });

  if (resource.state === 'loading') return <Skeleton lines={4} label={t('orderDetails.loading')} />;
  if (resource.state === 'failed')
    return <OrderNotLoaded lang={lang} status={resource.status} message={resource.message} retry={reload} />;
  const order = resource.data;

  async function copyOrder() {
    setCopy({ state: 'copying' });
    try {
      const answer = await copyToCart(order.id);
      setCopy({ state: 'done', ...splitCopied(order, answer.notCopied) });
      emitShopEvent('checkout:cart-changed');
    } catch (error) {
      setCopy({ state: 'failed', message: describeError(error, lang) });
    }
  }

  if (copy.state === 'done') return <CopyResult lang={lang} added={copy.added} notAdded={copy.notAdded} />;
  const lines = order.items.map((item) => ({ key: item.id, name: itemName(item), quantity: item.quantity }));
  return (
    <section className={styles.order__section} aria-labelledby="repeat-from">
      <h2 id="repeat-from">{t('orderRepeat.from', { number: order.number })}</h2>
      <LineList lang={lang} lines={lines} />
      {copy.state === 'failed' && (
        <Alert tone="danger" announce="assertive">
          {t('orderRepeat.copyFailed', { message: copy.message })}
        </Alert>
      )}
      <div>
        <Button onClick={copyOrder} loading={copy.state === 'copying'} loadingLabel={t('orderRepeat.copying')}>
          {t('orderRepeat.copy')}
        </Button>
      </div>
    </section>
  );
}

const itemName = (item: { name: string; optionsLabel: string }) =>
  item.optionsLabel ? `${item.name} (${item.optionsLabel})` : item.name;

/**
 * The old order's lines split into what is now in the cart and what could not be added, and why. A line
 * short of stock may be in both: the units that fitted, and the rest.
 */
export function splitCopied(order: Pick<OrderDetail, 'items'>, notCopied: readonly NotCopiedItem[]) {
  const added: Line[] = [];
  const notAdded: (Line & { reason: NotCopiedItem['reason'] })[] = [];
  for (const item of order.items) {
    const line = { key: item.id, name: itemName(item), quantity: item.quantity };
    const refusal = notCopied.find((other) =>
      other.variantId === null ? other.productId === item.productId : other.variantId === item.variantId,
    );
    const missing = Math.min(refusal?.quantity ?? 0, item.quantity);
    if (item.quantity > missing) added.push({ ...line, quantity: item.quantity - missing });
    if (refusal && missing > 0) notAdded.push({ ...line, quantity: missing, reason: refusal.reason });
  }
  return { added, notAdded };
}

function LineList({
  lang,
  lines,
}: {
  lang: StorefrontLanguage;
  lines: (Line & { reason?: NotCopiedItem['reason'] })[];
}) {
  const t = useAccountText(lang);
  return (
    <ul className={styles.copied}>
      {lines.map((line) => (
        <li key={line.key} data-reason={line.reason}>
          <span>{line.name}</span>
          <span>
            {t('orderRepeat.pieces', { quantity: line.quantity })}
            {line.reason && <span className={styles.copied__reason}> — {t(`orderRepeat.reasons.${line.reason}`)}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

function CopyResult({
  lang,
  added,
  notAdded,
}: {
  lang: StorefrontLanguage;
  added: Line[];
  notAdded: (Line & { reason: NotCopiedItem['reason'] })[];
}) {
  const t = useAccountText(lang);
  return (
    <div className={styles.order} data-copy-result="">
      {added.length > 0 ? (
        <section className={styles.order__section} aria-labelledby="repeat-added" data-copied="added">
          <h2 id="repeat-added">{t('orderRepeat.added')}</h2>
          <LineList lang={lang} lines={added} />
        </section>
      ) : (
        <Alert tone="warning" announce="polite">
          {t('orderRepeat.noneAdded')}
        </Alert>
      )}
      {notAdded.length > 0 && (
        <section className={styles.order__section} aria-labelledby="repeat-not-added" data-copied="not-added">
          <h2 id="repeat-not-added">{t('orderRepeat.notAdded')}</h2>
          <LineList lang={lang} lines={notAdded} />
        </section>
      )}
      {added.length > 0 && (
        <div>
          <Button href={pathFor('cart', lang)}>{t('orderRepeat.goToCart')}</Button>
        </div>
      )}
    </div>
  );
}
