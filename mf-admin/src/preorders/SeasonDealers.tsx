import type { CustomerAdminAnswer, PreorderSeason, SeasonDealer, SeasonReport } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Alert, Badge, type BadgeTone, Button, Checkbox, Table, TextField } from '@shop/ui';
import { type FormEvent, useState } from 'react';
import type { StaffMember } from '../access/staff';
import { listCustomers } from '../api/customers';
import { seasonReport, sendLinks } from '../api/preorders';
import { formatDateTime } from '../kit/format';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { useAdminLanguage, useText } from '../screens/text';
import own from './preorders.module.css';

const statusTones: Record<SeasonDealer['status'], BadgeTone> = {
  none: 'neutral',
  link_sent: 'info',
  opened: 'warning',
  submitted: 'success',
};

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/**
 * Who the season's link went to, who opened it and who submitted (with dates), the units preordered per
 * product, and, for staff who may, the dealers to send the link to.
 */
export function SeasonDealers({
  season,
  staff,
  onSent,
}: {
  season: PreorderSeason;
  staff: StaffMember;
  onSent: () => void;
}) {
  const t = useText();
  const { loaded, reload } = useLoad((signal) => seasonReport(String(season.id), signal), [season.id, season.version]);
  const report: SeasonReport = loaded.state === 'ready' ? loaded.data : { dealers: [], products: [] };
  return (
    <>
      <section className={own.section} aria-labelledby="season-dealers" data-part="season-dealers">
        <h2 id="season-dealers" className={own.section__title}>
          {t('preorders.dealers.title')}
        </h2>
        <Table<SeasonDealer>
          caption={t('preorders.dealers.caption')}
          hideCaption
          rows={report.dealers}
          rowKey={(dealer) => dealer.customerId}
          empty={t('preorders.dealers.empty')}
          columns={[
            { key: 'name', header: t('preorders.dealers.name'), rowHeader: true, cell: (d) => d.name },
            { key: 'email', header: t('preorders.dealers.email'), cell: (d) => d.email },
            {
              key: 'status',
              header: t('preorders.dealers.status'),
              cell: (d) => <Badge tone={statusTones[d.status]}>{t(`preorders.statuses.${d.status}`)}</Badge>,
            },
            { key: 'sent', header: t('preorders.dealers.sentAt'), cell: (d) => when(d.sentAt) },
            { key: 'opened', header: t('preorders.dealers.openedAt'), cell: (d) => when(d.openedAt) },
            { key: 'submitted', header: t('preorders.dealers.submittedAt'), cell: (d) => when(d.submittedAt) },
            { key: 'order', header: t('preorders.dealers.order'), cell: (d) => d.orderNumber ?? '—' },
          ]}
        />
      </section>
      <section className={own.section} aria-labelledby="season-products" data-part="season-totals">
        <h2 id="season-products" className={own.section__title}>
          {t('preorders.totals.title')}
        </h2>
        <Table
          caption={t('preorders.totals.caption')}
          hideCaption
          rows={report.products}
          rowKey={(p) => p.variantId}
          empty={t('preorders.totals.empty')}
          columns={[
            { key: 'sku', header: t('preorders.totals.sku'), cell: (p) => p.sku },
            { key: 'name', header: t('preorders.totals.name'), rowHeader: true, cell: (p) => p.name },
            { key: 'quantity', header: t('preorders.totals.quantity'), align: 'end', cell: (p) => String(p.quantity) },
          ]}
        />
      </section>
      {staff.may('preorders.update') && (
        <SendLinks
          season={season}
          mayFindDealers={staff.may('customers.list')}
          onSent={() => {
            reload();
            onSent();
          }}
        />
      )}
    </>
  );
}

/** Find dealers by name, company, e-mail or tax id, tick them and send each their own link. */
function SendLinks({
  season,
  mayFindDealers,
  onSent,
}: {
  season: PreorderSeason;
  mayFindDealers: boolean;
  onSent: () => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<CustomerAdminAnswer[]>([]);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (season.state !== 'open')
    return (
      <section className={own.section} data-part="send-links">
        <h2 className={own.section__title}>{t('preorders.send.title')}</h2>
        <Alert tone="info">{t('preorders.send.onlyOpen')}</Alert>
      </section>
    );

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      const answer = await listCustomers(
        { page: 1, limit: 20, sort: 'companyName', dir: 'asc', filters: { type: 'b2b', state: 'active', q } },
        new AbortController().signal,
      );
      setFound(answer.items);
    } catch (error) {
      setProblem(describeError(error, lang));
    }
  };
  const send = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await sendLinks(String(season.id), Object.keys(chosen));
      toast(t('preorders.send.done', { count: answer.sent.length }));
      setChosen({});
      onSent();
    } catch (error) {
      setProblem(describeError(error, lang));
    } finally {
      setBusy(false);
    }
  };
  const picked = Object.entries(chosen);
  return (
    <section className={own.section} aria-labelledby="send-links" data-part="send-links">
      <h2 id="send-links" className={own.section__title}>
        {t('preorders.send.title')}
      </h2>
      <p className={own.hint}>{t('preorders.send.hint', { days: season.linkValidDays })}</p>
      {!mayFindDealers ? (
        <Alert tone="info">{t('preorders.send.noCustomers')}</Alert>
      ) : (
        <form className={own.search} onSubmit={search}>
          <TextField label={t('preorders.send.find')} value={q} onChange={(event) => setQ(event.target.value)} />
          <Button type="submit" variant="secondary">
            {t('preorders.send.search')}
          </Button>
        </form>
      )}
      {found.length > 0 && (
        <fieldset className={own.products}>
          <legend>{t('preorders.send.dealers')}</legend>
          <ul className={own.dealers}>
            {found.map((dealer) => (
              <li key={dealer.id}>
                <Checkbox
                  label={`${dealer.name} (${dealer.email})`}
                  checked={dealer.id in chosen}
                  onChange={(event) =>
                    setChosen((current) => {
                      const next = { ...current };
                      if (event.target.checked) next[dealer.id] = dealer.name;
                      else delete next[dealer.id];
                      return next;
                    })
                  }
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {problem && <Alert tone="danger">{problem}</Alert>}
      <div>
        <Button onClick={send} disabled={picked.length === 0 || busy} loading={busy}>
          {t('preorders.send.button', { count: picked.length })}
        </Button>
      </div>
    </section>
  );
}
