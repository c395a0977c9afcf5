import type { ManufacturerAnswer, PartAnswer, PlanAnswer, ProductionModelAnswer } from '@shop/contracts';
import type { StaffMember } from '../access/staff';
import { listManufacturers, listModels, listParts, listPlans } from '../api/factory';
import { AdminPage } from '../kit/AdminPage';
import { formatDateTime } from '../kit/format';
import { ServerList } from '../kit/ServerList';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { amount } from '../warehouse/quantities';
import { LinkButton } from '../warehouse/WarehouseLinks';
import type { FactoryList } from './FactoryEditor';
import { FactoryLinks } from './FactoryLinks';
import styles from './factory.module.css';

// What production uses, listed: plans (with the parts they lack), models (bills of materials), parts and
// their manufacturers. A row opens its page; staff who may add one get a button for it.

function useTrail() {
  const t = useText();
  const lang = useAdminLanguage();
  return [{ label: t('factory.board'), href: adminPath(lang, 'factory') }];
}

/** The list's "add" button, for staff who may add to it. */
function NewButton({ may, list, label }: { may: boolean; list: FactoryList; label: string }) {
  const lang = useAdminLanguage();
  return may ? <LinkButton href={adminPath(lang, 'factory', list, 'new')}>{label}</LinkButton> : null;
}

const rowHref = (lang: string, list: FactoryList) => (row: { id: string }) => adminPath(lang, 'factory', list, row.id);

export function PlansPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage
      title={t('factory.plans')}
      trail={useTrail()}
      actions={<NewButton may={staff.may('factory.plans.create')} list="plans" label={t('factory.newPlan')} />}
    >
      <FactoryLinks staff={staff} current="plans" />
      <ServerList<PlanAnswer>
        caption={t('factory.plans')}
        load={listPlans}
        rowHref={rowHref(lang, 'plans')}
        rowKey={(plan) => plan.id}
        defaultSort={{ sort: 'dueDate', dir: 'asc' }}
        columns={[
          { key: 'model', label: t('factory.fields.model'), cell: (plan) => plan.modelName },
          { key: 'quantity', label: t('factory.fields.quantity'), align: 'end', cell: (plan) => plan.quantity },
          {
            key: 'progress',
            label: t('factory.fields.progress'),
            cell: (plan) => t('factory.progress', { started: plan.started, completed: plan.completed }),
          },
          { key: 'dueDate', label: t('factory.fields.dueDate'), sortKey: 'dueDate', cell: (plan) => plan.dueDate },
          {
            key: 'short',
            label: t('factory.fields.short'),
            cell: (plan) => {
              const short = plan.needs.filter((need) => need.short > 0);
              if (short.length === 0) return t('factory.nothingShort');
              return (
                <span className={styles.short}>
                  {short.map((need) => `${need.name}: ${amount(need.short, lang)} ${need.unit}`).join(', ')}
                </span>
              );
            },
          },
        ]}
        empty={{ title: t('factory.noPlans') }}
      />
    </AdminPage>
  );
}

export function ModelsPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage
      title={t('factory.models')}
      trail={useTrail()}
      actions={<NewButton may={staff.may('factory.models.create')} list="models" label={t('factory.newModel')} />}
    >
      <FactoryLinks staff={staff} current="models" />
      <ServerList<ProductionModelAnswer>
        caption={t('factory.models')}
        load={listModels}
        rowHref={rowHref(lang, 'models')}
        rowKey={(model) => model.id}
        filters={[{ name: 'q', label: t('factory.fields.name') }]}
        columns={[
          { key: 'name', label: t('factory.fields.name'), sortKey: 'name', cell: (model) => model.name },
          { key: 'sku', label: t('factory.fields.sku'), cell: (model) => model.sku },
          {
            key: 'parts',
            label: t('factory.fields.bill'),
            cell: (model) =>
              model.parts.map((line) => `${line.name} × ${amount(line.quantity, lang)} ${line.unit}`).join(', '),
          },
        ]}
        empty={{ title: t('factory.noModels') }}
      />
    </AdminPage>
  );
}

export function PartsPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage
      title={t('factory.parts')}
      trail={useTrail()}
      actions={<NewButton may={staff.may('factory.parts.create')} list="parts" label={t('factory.newPart')} />}
    >
      <FactoryLinks staff={staff} current="parts" />
      <ServerList<PartAnswer>
        caption={t('factory.parts')}
        load={listParts}
        rowHref={rowHref(lang, 'parts')}
        rowKey={(part) => part.id}
        filters={[{ name: 'q', label: t('factory.fields.partSearch') }]}
        columns={[
          {
            key: 'partNumber',
            label: t('factory.fields.partNumber'),
            sortKey: 'partNumber',
            cell: (p) => p.partNumber,
          },
          { key: 'name', label: t('factory.fields.name'), sortKey: 'name', cell: (part) => part.name },
          { key: 'manufacturer', label: t('factory.fields.manufacturer'), cell: (part) => part.manufacturerName },
          {
            key: 'inStock',
            label: t('factory.fields.inStock'),
            align: 'end',
            cell: (part) => `${amount(part.inStock, lang)} ${part.unit}`,
          },
        ]}
        empty={{ title: t('factory.noParts') }}
      />
    </AdminPage>
  );
}

export function ManufacturersPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage
      title={t('factory.manufacturers')}
      trail={useTrail()}
      actions={
        <NewButton
          may={staff.may('warehouse.manufacturers.create')}
          list="manufacturers"
          label={t('factory.newManufacturer')}
        />
      }
    >
      <FactoryLinks staff={staff} current="manufacturers" />
      <ServerList<ManufacturerAnswer>
        caption={t('factory.manufacturers')}
        load={listManufacturers}
        rowHref={rowHref(lang, 'manufacturers')}
        rowKey={(maker) => maker.id}
        filters={[{ name: 'q', label: t('factory.fields.name') }]}
        columns={[
          { key: 'name', label: t('factory.fields.name'), sortKey: 'name', cell: (maker) => maker.name },
          { key: 'country', label: t('factory.fields.country'), cell: (maker) => maker.country },
          { key: 'parts', label: t('factory.parts'), align: 'end', cell: (maker) => maker.parts },
          {
            key: 'createdAt',
            label: t('factory.fields.createdAt'),
            sortKey: 'createdAt',
            cell: (maker) => formatDateTime(maker.createdAt),
          },
        ]}
        empty={{ title: t('factory.noManufacturers') }}
      />
    </AdminPage>
  );
}
