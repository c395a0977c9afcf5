import type { PermissionName } from '@shop/contracts';
import {
  type ManufacturerAnswer,
  ManufacturerInput,
  type PartAnswer,
  PartInput,
  type PlanAnswer,
  PlanInput,
  type ProductionModelAnswer,
  ProductionModelInput,
} from '@shop/contracts';
import { Select, Table, TextArea, TextField } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import {
  allManufacturers,
  allModels,
  getManufacturer,
  getModel,
  getPart,
  getPlan,
  modelChoices,
  saveManufacturer,
  saveModel,
  savePart,
  savePlan,
} from '../api/factory';
import { useAdminLanguage, useText } from '../screens/text';
import { amount, numberOf, units } from '../warehouse/quantities';
import { BillOfMaterialsField, billOf, billValuesOf } from './BillOfMaterialsField';
import { FactoryEditor } from './FactoryEditor';
import styles from './factory.module.css';
import { modelOptions } from './StartAssemblyPage';

// The pages that add and change what production is set up with (issue 17): manufacturers, parts with their
// unit, production models with their bill of materials and the catalogue variant they become, and plans with
// the parts they need against stock. `id` absent: the new entity's page.

interface PageProps {
  id?: string;
  staff: StaffMember;
}

const noChoices = async () => null;
type Area = 'warehouse.manufacturers' | 'factory.parts' | 'factory.models' | 'factory.plans';
/** Adding needs `<area>.create`, changing `<area>.update`. */
const mayWrite = (staff: StaffMember, area: Area, id?: string) =>
  staff.may(`${area}.${id ? 'update' : 'create'}` as PermissionName);

export function ManufacturerPage({ id, staff }: PageProps) {
  const t = useText();
  return (
    <FactoryEditor
      id={id}
      list="manufacturers"
      name="manufacturer"
      maySave={mayWrite(staff, 'warehouse.manufacturers', id)}
      texts={{
        newTitle: t('factory.newManufacturer'),
        failedTitle: t('factory.loadFailed'),
        saved: (maker: ManufacturerAnswer) => t('factory.saved', { name: maker.name }),
      }}
      titleOf={(maker) => maker.name}
      load={getManufacturer}
      choices={noChoices}
      schema={ManufacturerInput}
      valuesOf={(maker) => ({
        name: maker?.name ?? '',
        country: maker?.country ?? '',
        email: maker?.email ?? '',
        phone: maker?.phone ?? '',
        notes: maker?.notes ?? '',
      })}
      prepare={(values) => values}
      save={saveManufacturer}
      fields={(form) => (
        <div className={styles.fields}>
          <TextField label={t('factory.fields.name')} required {...form.text('name')} />
          <TextField label={t('factory.fields.country')} autoComplete="off" {...form.text('country')} />
          <TextField label={t('factory.fields.email')} type="email" {...form.text('email')} />
          <TextField label={t('factory.fields.phone')} type="tel" {...form.text('phone')} />
          <TextArea label={t('factory.fields.notes')} rows={3} {...form.text('notes')} />
        </div>
      )}
    />
  );
}

export function PartPage({ id, staff }: PageProps) {
  const t = useText();
  return (
    <FactoryEditor
      id={id}
      list="parts"
      name="part"
      maySave={mayWrite(staff, 'factory.parts', id)}
      texts={{
        newTitle: t('factory.newPart'),
        failedTitle: t('factory.loadFailed'),
        saved: (part: PartAnswer) => t('factory.saved', { name: `${part.partNumber} ${part.name}` }),
      }}
      titleOf={(part) => `${part.partNumber} – ${part.name}`}
      load={getPart}
      choices={allManufacturers}
      schema={PartInput}
      valuesOf={(part, makers) => ({
        name: part?.name ?? '',
        manufacturerId: part?.manufacturerId ?? (makers.length === 1 ? makers[0]!.id : ''),
        partNumber: part?.partNumber ?? '',
        unit: part?.unit ?? 'pc',
      })}
      prepare={(values) => ({ ...values, manufacturerId: values.manufacturerId || undefined })}
      save={savePart}
      fields={(form, makers) => (
        <div className={styles.fields}>
          <TextField label={t('factory.fields.name')} required {...form.text('name')} />
          <Select
            label={t('factory.fields.manufacturer')}
            required
            placeholder={t('factory.chooseManufacturer')}
            options={makers.map((maker) => ({ value: maker.id, label: maker.name }))}
            {...form.text('manufacturerId')}
          />
          <TextField
            label={t('factory.fields.partNumber')}
            required
            autoComplete="off"
            hint={t('factory.partNumberHint')}
            {...form.text('partNumber')}
          />
          <Select
            label={t('factory.fields.unit')}
            required
            hint={t('factory.unitHint')}
            options={units.map((unit) => ({ value: unit, label: t(`warehouse.units.${unit}`) }))}
            {...form.text('unit')}
          />
        </div>
      )}
    />
  );
}

export function ModelPage({ id, staff }: PageProps) {
  const t = useText();
  return (
    <FactoryEditor
      id={id}
      list="models"
      name="production-model"
      maySave={mayWrite(staff, 'factory.models', id)}
      texts={{
        newTitle: t('factory.newModel'),
        failedTitle: t('factory.loadFailed'),
        saved: (model: ProductionModelAnswer) => t('factory.saved', { name: model.name }),
      }}
      titleOf={(model) => model.name}
      load={getModel}
      choices={modelChoices}
      schema={ProductionModelInput}
      valuesOf={(model) => ({ name: model?.name ?? '', sku: model?.sku ?? '', parts: billValuesOf(model) })}
      prepare={(values) => ({ name: values.name, sku: values.sku, parts: billOf(values.parts) })}
      save={saveModel}
      fields={(form, { parts, variants }) => (
        <div className={styles.fields}>
          <TextField label={t('factory.fields.name')} required {...form.text('name')} />
          <Select
            label={t('factory.fields.sku')}
            required
            hint={t('factory.skuHint')}
            placeholder={t('factory.chooseVariant')}
            options={variants.map((item) => ({ value: item.sku, label: `${item.sku} – ${item.name}` }))}
            {...form.text('sku')}
          />
          <BillOfMaterialsField
            parts={parts}
            lines={form.values.parts}
            errors={form.errors}
            onChange={(lines) => form.set('parts', lines)}
          />
        </div>
      )}
      below={(model) => (staff.may('factory.models.update') ? null : <ModelBill model={model} />)}
    />
  );
}

/** A model's bill of materials, read only (staff who may not change it). */
function ModelBill({ model }: { model: ProductionModelAnswer }) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <Table
      caption={t('factory.fields.bill')}
      rows={model.parts}
      rowKey={(line) => line.partId}
      columns={[
        { key: 'number', header: t('factory.fields.partNumber'), cell: (line) => line.partNumber },
        { key: 'name', header: t('factory.fields.name'), rowHeader: true, cell: (line) => line.name },
        {
          key: 'quantity',
          header: t('factory.fields.perBike'),
          align: 'end',
          cell: (line) => `${amount(line.quantity, lang)} ${t(`warehouse.units.${line.unit}`)}`,
        },
      ]}
    />
  );
}

export function PlanPage({ id, staff }: PageProps) {
  const t = useText();
  return (
    <FactoryEditor
      id={id}
      list="plans"
      name="plan"
      maySave={mayWrite(staff, 'factory.plans', id)}
      texts={{
        newTitle: t('factory.newPlan'),
        failedTitle: t('factory.loadFailed'),
        saved: (plan: PlanAnswer) => t('factory.saved', { name: planTitle(plan) }),
      }}
      titleOf={planTitle}
      load={getPlan}
      choices={allModels}
      schema={PlanInput}
      valuesOf={(plan, models) => ({
        modelId: plan?.modelId ?? (models.length === 1 ? models[0]!.id : ''),
        quantity: plan ? String(plan.quantity) : '',
        dueDate: plan?.dueDate ?? '',
        notes: plan?.notes ?? '',
      })}
      prepare={(values) => ({
        modelId: values.modelId || undefined,
        quantity: numberOf(values.quantity),
        dueDate: values.dueDate,
        notes: values.notes,
      })}
      save={savePlan}
      fields={(form, models) => (
        <div className={styles.fields}>
          <Select
            label={t('factory.fields.model')}
            required
            placeholder={t('factory.chooseModel')}
            options={modelOptions(models)}
            {...form.text('modelId')}
          />
          <TextField label={t('factory.fields.quantity')} required inputMode="numeric" {...form.text('quantity')} />
          <TextField label={t('factory.fields.dueDate')} required type="date" {...form.text('dueDate')} />
          <TextArea label={t('factory.fields.notes')} rows={3} {...form.text('notes')} />
        </div>
      )}
      below={(plan) => <PlanNeeds plan={plan} />}
    />
  );
}

const planTitle = (plan: PlanAnswer) => `${plan.modelName} × ${plan.quantity} (${plan.dueDate})`;

/** What the bikes not started yet take, part by part, against what every warehouse holds. */
function PlanNeeds({ plan }: { plan: PlanAnswer }) {
  const t = useText();
  const lang = useAdminLanguage();
  const quantity = (value: number, unit: string) => `${amount(value, lang)} ${t(`warehouse.units.${unit}`)}`;
  return (
    <section className={styles.section} aria-labelledby="plan-needs" data-part="plan-needs">
      <h2 id="plan-needs" className={styles.section__title}>
        {t('factory.needsTitle')}
      </h2>
      <p className={styles.lead}>{t('factory.progress', { started: plan.started, completed: plan.completed })}</p>
      <Table
        caption={t('factory.needsTitle')}
        hideCaption
        rows={plan.needs}
        rowKey={(need) => need.partId}
        empty={t('factory.nothingToStart')}
        columns={[
          { key: 'name', header: t('factory.fields.name'), rowHeader: true, cell: (need) => need.name },
          { key: 'needed', header: t('factory.fields.needed'), align: 'end', cell: (n) => quantity(n.needed, n.unit) },
          {
            key: 'inStock',
            header: t('factory.fields.inStock'),
            align: 'end',
            cell: (n) => quantity(n.inStock, n.unit),
          },
          {
            key: 'short',
            header: t('factory.fields.short'),
            align: 'end',
            cell: (n) =>
              n.short > 0 ? <span className={styles.short}>{quantity(n.short, n.unit)}</span> : t('factory.enough'),
          },
        ]}
      />
    </section>
  );
}
