import { type AdminPolicy, formatMoney, PolicyRegistrar, PolicyRegistrationInput } from '@shop/contracts';
import { Badge, type BadgeTone, Button, Select, TextField } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import { getPolicy, listPolicies, registerPolicy } from '../api/insurance';
import { AdminPage } from '../kit/AdminPage';
import { FormPage } from '../kit/FormPage';
import { formatDateTime } from '../kit/format';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import type { SectionScreenProps } from '../screens/section-screens';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { ExtensionsPage } from './ExtensionsPage';
import { PolicyClaims } from './PolicyClaims';
import { ShopSalesPage } from './ShopSalesPage';

// The insured bikes section (`insurance.list`, `insurance.create`; docs/decisions/insurance.md): every policy
// with who registered it and its state; staff register a sold bike (the buyer gets the certificate by e-mail);
// a policy's page lists its claims and payouts (PolicyClaims.tsx); the extensions bought in the shop are listed
// under `extensions` (ExtensionsPage.tsx), the bikes the shop shipped with their frames under `shop-sales`
// (ShopSalesPage.tsx).

const stateTone: Record<AdminPolicy['state'], BadgeTone> = {
  active: 'success',
  not_started: 'info',
  expired: 'neutral',
};
const day = (date: string) => date.split('-').reverse().join('.');

function StateBadge({ state }: { state: AdminPolicy['state'] }) {
  const t = useText();
  return <Badge tone={stateTone[state]}>{t(`insurance.state.${state}`)}</Badge>;
}

export function InsuranceSection({ staff, path: [id] }: SectionScreenProps) {
  if (id === 'new') return <RegisterPolicyPage />;
  if (id === 'extensions') return <ExtensionsPage />;
  if (id === 'shop-sales') return <ShopSalesPage staff={staff} />;
  if (id) return <PolicyPage key={id} id={id} staff={staff} />;
  return <PoliciesListPage staff={staff} />;
}

function PoliciesListPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const create = adminPath(lang, 'insurance', 'new');
  const extensions = adminPath(lang, 'insurance', 'extensions');
  const shopSales = adminPath(lang, 'insurance', 'shop-sales');
  return (
    <AdminPage
      title={t('sections.insurance')}
      actions={
        <>
          <Button
            variant="secondary"
            href={extensions}
            onClick={(event) => {
              event.preventDefault();
              goTo(extensions);
            }}
          >
            {t('insurance.extensions.link')}
          </Button>
          <Button
            variant="secondary"
            href={shopSales}
            onClick={(event) => {
              event.preventDefault();
              goTo(shopSales);
            }}
          >
            {t('insurance.shopSales.link')}
          </Button>
          {staff.may('insurance.create') && (
            <Button
              href={create}
              onClick={(event) => {
                event.preventDefault();
                goTo(create);
              }}
            >
              {t('insurance.add')}
            </Button>
          )}
        </>
      }
    >
      <ServerList<AdminPolicy>
        caption={t('insurance.caption')}
        load={listPolicies}
        rowKey={(policy) => policy.id}
        rowHref={(policy) => adminPath(lang, 'insurance', policy.id)}
        filters={[
          { name: 'q', label: t('insurance.search') },
          {
            name: 'registeredBy',
            label: t('insurance.fields.registeredBy'),
            options: PolicyRegistrar.options.map((value) => ({ value, label: t(`insurance.registrar.${value}`) })),
          },
        ]}
        columns={[
          {
            key: 'frameNumber',
            label: t('insurance.fields.frameNumber'),
            sortKey: 'frameNumber',
            cell: (p) => p.frameNumber,
          },
          { key: 'policyNumber', label: t('insurance.fields.policyNumber'), cell: (p) => p.policyNumber },
          { key: 'product', label: t('insurance.fields.productName'), cell: (p) => p.productName },
          { key: 'buyer', label: t('insurance.fields.buyerName'), cell: (p) => p.buyerName },
          {
            key: 'purchaseDate',
            label: t('insurance.fields.purchaseDate'),
            sortKey: 'purchaseDate',
            cell: (p) => day(p.purchaseDate),
          },
          { key: 'state', label: t('insurance.fields.state'), cell: (p) => <StateBadge state={p.state} /> },
          {
            key: 'registeredBy',
            label: t('insurance.fields.registeredBy'),
            cell: (p) => t(`insurance.registrar.${p.registeredBy}`),
          },
          {
            key: 'createdAt',
            label: t('insurance.fields.registeredAt'),
            sortKey: 'createdAt',
            cell: (p) => formatDateTime(p.registeredAt),
          },
        ]}
        empty={{ title: t('insurance.empty'), text: t('insurance.emptyHint') }}
      />
    </AdminPage>
  );
}

const emptyValues = {
  frameNumber: '',
  purchaseDate: '',
  buyerName: '',
  buyerEmail: '',
  buyerLanguage: 'pl',
  saleDocument: '',
};

/** A sold bike registered by staff (a sale in the shop itself, or for a dealer who asked); then its policy. */
function RegisterPolicyPage() {
  const t = useText();
  const lang = useAdminLanguage();
  const list = adminPath(lang, 'insurance');
  return (
    <AdminPage title={t('insurance.registerTitle')} trail={[{ label: t('sections.insurance'), href: list }]}>
      <p className={styles.lead}>{t('insurance.registerLead')}</p>
      <FormPage
        name="insurance-policy"
        schema={PolicyRegistrationInput}
        initial={emptyValues}
        cancelHref={list}
        submitLabel={t('insurance.register')}
        onSubmit={async (input) => {
          const policy = await registerPolicy(input);
          toast(t('insurance.registered', { policyNumber: policy.policyNumber }));
          goTo(adminPath(lang, 'insurance', policy.id));
        }}
      >
        {(form) => (
          <>
            <TextField
              label={t('insurance.fields.frameNumber')}
              required
              autoComplete="off"
              {...form.text('frameNumber')}
            />
            <TextField label={t('insurance.fields.purchaseDate')} type="date" required {...form.text('purchaseDate')} />
            <TextField
              label={t('insurance.fields.buyerName')}
              required
              autoComplete="off"
              {...form.text('buyerName')}
            />
            <TextField
              label={t('insurance.fields.buyerEmail')}
              type="email"
              required
              autoComplete="off"
              {...form.text('buyerEmail')}
            />
            <Select
              label={t('insurance.fields.buyerLanguage')}
              options={[
                { value: 'pl', label: t('insurance.languages.pl') },
                { value: 'en', label: t('insurance.languages.en') },
              ]}
              {...form.text('buyerLanguage')}
            />
            <TextField label={t('insurance.fields.saleDocument')} required {...form.text('saleDocument')} />
          </>
        )}
      </FormPage>
    </AdminPage>
  );
}

function PolicyPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload } = useLoad((signal) => getPolicy(id, signal), [id]);
  const trail = [{ label: t('sections.insurance'), href: adminPath(lang, 'insurance') }];
  if (loaded.state !== 'ready')
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('insurance.detailTitle')}
        failedTitle={t('insurance.loadFailed')}
        trail={trail}
      />
    );
  const policy = loaded.data;
  return (
    <AdminPage title={t('insurance.title', { policyNumber: policy.policyNumber })} trail={trail}>
      <p className={styles.lead}>
        <StateBadge state={policy.state} />{' '}
        {t('insurance.summary', {
          from: day(policy.cover.from),
          to: day(policy.cover.to),
          sum: formatMoney(policy.insuredSum, lang),
        })}
      </p>
      <dl className={styles.lead}>
        <dt>{t('insurance.fields.frameNumber')}</dt>
        <dd>{policy.frameNumber}</dd>
        <dt>{t('insurance.fields.productName')}</dt>
        <dd>{policy.productName}</dd>
        <dt>{t('insurance.fields.purchaseDate')}</dt>
        <dd>{day(policy.purchaseDate)}</dd>
        <dt>{t('insurance.fields.buyerName')}</dt>
        <dd>{policy.buyerName}</dd>
        <dt>{t('insurance.fields.buyerEmail')}</dt>
        <dd>{policy.buyerEmail}</dd>
        <dt>{t('insurance.fields.saleDocument')}</dt>
        <dd>{policy.saleDocument}</dd>
        <dt>{t('insurance.fields.registeredBy')}</dt>
        <dd>
          {t(`insurance.registrar.${policy.registeredBy}`)}
          {policy.staffName ? ` (${policy.staffName})` : ''}
          {policy.dealerId ? ` (${policy.dealerId})` : ''}
        </dd>
        <dt>{t('insurance.fields.registeredAt')}</dt>
        <dd>{formatDateTime(policy.registeredAt)}</dd>
      </dl>
      <PolicyClaims policyId={policy.id} staff={staff} />
    </AdminPage>
  );
}
