import { Checkbox, CheckboxGroup, Select, TextField } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import { listGroups } from '../api/groups';
import type { FormApi } from '../kit/FormPage';
import { TranslatedTextField } from '../kit/TranslatedTextField';
import { useLoad } from '../kit/use-load';
import { useText } from '../screens/text';
import { audienceOptions, currencyOptions, stateOptions } from './promo-form';
import {
  actionError,
  categoryOptions,
  discountOptions,
  type PromotionFormValues,
  targetOptions,
} from './promotion-form';

// The promotion form's fields: the promotion itself, its conditions and what it gives. A server error at a
// contract path (`conditions.minimumPln`, `actions.1.productId`) is shown at the field that holds it.

type Form = FormApi<PromotionFormValues>;

/** The customer groups to choose from, for staff who may list them. */
function GroupChoice({ form, staff }: { form: Form; staff: StaffMember }) {
  const t = useText();
  const mayList = staff.may('groups.list');
  const { loaded } = useLoad(
    async (signal) =>
      mayList ? (await listGroups({ page: 1, limit: 100, sort: 'name', dir: 'asc', filters: {} }, signal)).items : [],
    [mayList],
  );
  const groups = loaded.state === 'ready' ? loaded.data : [];
  if (groups.length === 0) return <p className={styles.lead}>{t('discounts.promotions.noGroups')}</p>;
  return (
    <CheckboxGroup
      legend={t('discounts.promotions.fields.groups')}
      name="groups"
      options={groups.map((group) => ({ value: group.id, label: group.name }))}
      value={form.values.groups}
      onChange={(value) => form.set('groups', value)}
      error={form.errors['conditions.groups']}
      orientation="horizontal"
    />
  );
}

/** A form field whose contract path differs from its name in the form. */
const at = (form: Form, name: keyof PromotionFormValues & string, path: string) => {
  const props = form.text(name);
  return { ...props, error: form.errors[path] ?? form.errors[`${path}.0`] };
};

function ConditionFields({ form, staff }: { form: Form; staff: StaffMember }) {
  const t = useText();
  const label = (field: string) => t(`discounts.promotions.fields.${field}`);
  return (
    <fieldset className={styles.fields} data-part="conditions">
      <legend>{t('discounts.promotions.conditionsTitle')}</legend>
      <p className={styles.lead} id="promotion-conditions-hint">
        {t('discounts.promotions.conditionsHint')}
      </p>
      {form.errors.conditions && (
        <p role="alert" className={styles.lead} data-error="conditions">
          {form.errors.conditions}
        </p>
      )}
      <TextField
        label={label('minimumPln')}
        hint={t('discounts.promotions.minimumHint')}
        inputMode="decimal"
        {...at(form, 'minimumPln', 'conditions.minimumPln')}
      />
      <TextField label={label('minimumEur')} inputMode="decimal" {...at(form, 'minimumEur', 'conditions.minimumEur')} />
      <CheckboxGroup
        legend={label('categories')}
        name="categories"
        options={categoryOptions(t)}
        value={form.values.categories}
        onChange={(value) => form.set('categories', value)}
        error={form.errors['conditions.categories']}
        orientation="horizontal"
      />
      <TextField
        label={label('products')}
        hint={t('discounts.promotions.idsHint')}
        {...at(form, 'products', 'conditions.products')}
        error={Object.entries(form.errors).find(([path]) => path.startsWith('conditions.products'))?.[1]}
      />
      <TextField
        label={label('collections')}
        hint={t('discounts.promotions.idsHint')}
        {...at(form, 'collections', 'conditions.collections')}
      />
      <GroupChoice form={form} staff={staff} />
      <Select label={label('audience')} options={audienceOptions(t)} {...at(form, 'audience', 'conditions.audience')} />
      <TextField label={label('validFrom')} type="date" {...at(form, 'validFrom', 'conditions.validFrom')} />
      <TextField label={label('validTo')} type="date" {...at(form, 'validTo', 'conditions.validTo')} />
      <Checkbox
        label={label('firstOrder')}
        hint={t('discounts.promotions.firstOrderHint')}
        name="firstOrder"
        checked={form.values.firstOrder}
        onChange={(event) => form.set('firstOrder', event.target.checked)}
      />
    </fieldset>
  );
}

function ActionFields({ form }: { form: Form }) {
  const t = useText();
  const label = (field: string) => t(`discounts.promotions.fields.${field}`);
  const { values, errors } = form;
  const discountError = (field: string) => actionError(errors, values, 'discount', field);
  const amount = values.discount === 'amount_off';
  return (
    <fieldset className={styles.fields} data-part="actions">
      <legend>{t('discounts.promotions.actionsTitle')}</legend>
      {errors.actions && (
        <p role="alert" className={styles.lead} data-error="actions">
          {errors.actions}
        </p>
      )}
      <Select label={label('discount')} options={discountOptions(t)} {...form.text('discount')} />
      {values.discount && (
        <>
          <Select
            label={label('target')}
            options={targetOptions(t)}
            {...form.text('target')}
            error={discountError('target')}
          />
          <TextField
            label={amount ? label('amount') : label('percent')}
            inputMode="decimal"
            required
            {...form.text('value')}
            error={discountError(amount ? 'amount' : 'percent')}
          />
          {amount && (
            <Select
              label={label('currency')}
              required
              placeholder={t('discounts.chooseCurrency')}
              options={currencyOptions}
              {...form.text('currency')}
              error={discountError('currency')}
            />
          )}
        </>
      )}
      <Checkbox
        label={label('freeDelivery')}
        name="freeDelivery"
        checked={values.freeDelivery}
        onChange={(event) => form.set('freeDelivery', event.target.checked)}
      />
      <TextField
        label={label('freeItem')}
        hint={t('discounts.promotions.freeItemHint')}
        inputMode="numeric"
        {...form.text('freeItem')}
        error={actionError(errors, values, 'free_item', 'productId')}
      />
      {values.freeItem.trim() !== '' && (
        <TextField
          label={label('freeItemQuantity')}
          inputMode="numeric"
          {...form.text('freeItemQuantity')}
          error={actionError(errors, values, 'free_item', 'quantity')}
        />
      )}
    </fieldset>
  );
}

export function PromotionFields({ form, staff }: { form: Form; staff: StaffMember }) {
  const t = useText();
  const label = (field: string) => t(`discounts.promotions.fields.${field}`);
  return (
    <>
      <div className={styles.fields}>
        <TranslatedTextField label={label('name')} {...form.translated('name')} />
        <TextField
          label={label('priority')}
          hint={t('discounts.promotions.priorityHint')}
          inputMode="numeric"
          {...form.text('priority')}
        />
        <Checkbox
          label={label('exclusive')}
          name="exclusive"
          checked={form.values.exclusive}
          onChange={(event) => form.set('exclusive', event.target.checked)}
        />
        <Select label={label('state')} required options={stateOptions(t)} {...form.text('state')} />
      </div>
      <ConditionFields form={form} staff={staff} />
      <ActionFields form={form} />
    </>
  );
}
