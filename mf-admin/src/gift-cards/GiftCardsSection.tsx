import { type AdminGiftCard, formatMoney, GiftCardState, GiftCardVoid, StorefrontCurrency } from '@shop/contracts';
import { Badge, type BadgeTone, TextArea } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import { getGiftCard, giftCardHistory, listGiftCards, voidGiftCard } from '../api/gift-cards';
import { AdminPage } from '../kit/AdminPage';
import { FormPage } from '../kit/FormPage';
import { formatDateTime } from '../kit/format';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { AdminLink } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import type { SectionScreenProps } from '../screens/section-screens';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';

// The gift cards section (`gift_cards.*`, docs/decisions/gift-cards.md): every card with its masked code,
// value, balance and state; a card's page shows its uses and lets staff who may update cards void it.

const stateTone: Record<AdminGiftCard['state'], BadgeTone> = {
  active: 'success',
  pending: 'info',
  voided: 'danger',
  cancelled: 'neutral',
};

function StateBadge({ state }: { state: AdminGiftCard['state'] }) {
  const t = useText();
  return <Badge tone={stateTone[state]}>{t(`giftCards.state.${state}`)}</Badge>;
}

const dateOrDash = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

export function GiftCardsSection({ staff, path: [id] }: SectionScreenProps) {
  if (id) return <GiftCardPage key={id} id={id} staff={staff} />;
  return <GiftCardsListPage />;
}

function GiftCardsListPage() {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage title={t('sections.giftCards')}>
      <ServerList<AdminGiftCard>
        caption={t('giftCards.caption')}
        load={listGiftCards}
        rowKey={(card) => card.id}
        rowHref={(card) => adminPath(lang, 'giftCards', card.id)}
        filters={[
          { name: 'q', label: t('giftCards.search') },
          {
            name: 'state',
            label: t('giftCards.fields.state'),
            options: GiftCardState.options.map((value) => ({ value, label: t(`giftCards.state.${value}`) })),
          },
          {
            name: 'currency',
            label: t('giftCards.fields.currency'),
            options: StorefrontCurrency.options.map((value) => ({ value, label: value })),
          },
        ]}
        columns={[
          { key: 'code', label: t('giftCards.fields.code'), cell: (card) => `…${card.codeTail || '????'}` },
          { key: 'state', label: t('giftCards.fields.state'), cell: (card) => <StateBadge state={card.state} /> },
          {
            key: 'value',
            label: t('giftCards.fields.value'),
            align: 'end',
            cell: (card) => formatMoney(card.value, lang),
          },
          {
            key: 'balance',
            label: t('giftCards.fields.balance'),
            sortKey: 'balance',
            align: 'end',
            cell: (card) => formatMoney(card.balance, lang),
          },
          { key: 'recipient', label: t('giftCards.fields.recipient'), cell: (card) => card.recipientEmail },
          { key: 'order', label: t('giftCards.fields.order'), cell: (card) => card.orderNumber },
          {
            key: 'expiresAt',
            label: t('giftCards.fields.expiresAt'),
            sortKey: 'expiresAt',
            cell: (card) => dateOrDash(card.expiresAt),
          },
          {
            key: 'createdAt',
            label: t('giftCards.fields.createdAt'),
            sortKey: 'createdAt',
            cell: (card) => formatDateTime(card.createdAt),
          },
        ]}
        empty={{ title: t('giftCards.empty'), text: t('giftCards.emptyHint') }}
      />
    </AdminPage>
  );
}

function GiftCardPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getGiftCard(id, signal), [id]);
  const trail = [{ label: t('sections.giftCards'), href: adminPath(lang, 'giftCards') }];
  if (loaded.state !== 'ready')
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('giftCards.detailTitle')}
        failedTitle={t('giftCards.loadFailed')}
        trail={trail}
      />
    );
  const card = loaded.data;
  const orderLink = (orderId: string, number: string) =>
    staff.may('orders.view') ? <AdminLink href={adminPath(lang, 'orders', orderId)}>{number}</AdminLink> : number;
  return (
    <AdminPage title={t('giftCards.title', { tail: card.codeTail || '????' })} trail={trail}>
      <p className={styles.lead}>
        <StateBadge state={card.state} />{' '}
        {t('giftCards.summary', {
          balance: formatMoney(card.balance, lang),
          value: formatMoney(card.value, lang),
          expires: dateOrDash(card.expiresAt),
        })}
      </p>
      <dl className={styles.lead}>
        <dt>{t('giftCards.fields.order')}</dt>
        <dd>{orderLink(card.orderId, card.orderNumber)}</dd>
        <dt>{t('giftCards.fields.recipient')}</dt>
        <dd>{card.recipientEmail}</dd>
        <dt>{t('giftCards.fields.buyer')}</dt>
        <dd>{card.buyerEmail}</dd>
        {card.message && (
          <>
            <dt>{t('giftCards.fields.message')}</dt>
            <dd>{card.message}</dd>
          </>
        )}
        {card.voidReason && (
          <>
            <dt>{t('giftCards.fields.voidReason')}</dt>
            <dd>{card.voidReason}</dd>
          </>
        )}
      </dl>
      <section aria-labelledby="gift-card-uses">
        <h2 id="gift-card-uses">{t('giftCards.uses')}</h2>
        {card.uses.length === 0 ? (
          <p>{t('giftCards.noUses')}</p>
        ) : (
          <table>
            <caption className={styles.lead}>{t('giftCards.usesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('giftCards.fields.at')}</th>
                <th scope="col">{t('giftCards.fields.kind')}</th>
                <th scope="col">{t('giftCards.fields.order')}</th>
                <th scope="col">{t('giftCards.fields.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {card.uses.map((use) => (
                <tr key={`${use.orderId}-${use.kind}`}>
                  <td>{formatDateTime(use.at)}</td>
                  <td>{t(`giftCards.kind.${use.kind}`)}</td>
                  <td>{orderLink(use.orderId, use.orderNumber)}</td>
                  <td>{formatMoney(use.amount, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {staff.may('gift_cards.update') && card.state === 'active' && (
        <section aria-labelledby="gift-card-void">
          <h2 id="gift-card-void">{t('giftCards.voidTitle')}</h2>
          <p>{t('giftCards.voidLead')}</p>
          <FormPage
            key={card.version}
            name="gift-card-void"
            schema={GiftCardVoid}
            initial={{ reason: '' }}
            prepare={(values) => ({ reason: values.reason, version: card.version })}
            submitLabel={t('giftCards.void')}
            onSubmit={async (body) => {
              replace(await voidGiftCard(card.id, body));
              toast(t('giftCards.voided'));
            }}
          >
            {(form) => <TextArea label={t('giftCards.fields.voidReason')} rows={3} required {...form.text('reason')} />}
          </FormPage>
        </section>
      )}
      <HistoryPanel
        version={card.version}
        load={(query, signal) => giftCardHistory(card.id, query, signal)}
        fieldLabel={(field) => t(`giftCards.fields.${field}`, { defaultValue: field })}
        formatValue={(_field, value) => (typeof value === 'string' ? value : JSON.stringify(value))}
      />
    </AdminPage>
  );
}
