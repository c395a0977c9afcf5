import {
  type AdminOption,
  OptionChange,
  OptionInput,
  OptionKind,
  optionDisplaysOf,
  optionKindsWithValues,
} from '@shop/contracts';
import { Button, Select, TextField } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import { changeOption, createOption, deleteOption, getOption, optionHistory } from '../api/options';
import { DeleteEntity } from '../collections/DeleteEntity';
import { AdminPage } from '../kit/AdminPage';
import { type FormApi, FormPage } from '../kit/FormPage';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo } from '../kit/navigation';
import { TranslatedTextField } from '../kit/TranslatedTextField';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import {
  displayFor,
  moved,
  newOptionValues,
  newValueRow,
  type OptionFormValues,
  optionValuesOf,
  toChange,
  toInput,
} from './option-form';
import styles from './options.module.css';

/** The values in order: each with its labels, a colour for a 'colors' display, moved up or down, removed. */
function ValueRows({ form }: { form: FormApi<OptionFormValues> }) {
  const t = useText();
  const rows = form.values.values;
  const setRows = (next: OptionFormValues['values']) => form.set('values', next);
  return (
    <fieldset className={styles.values}>
      <legend>{t('options.fields.values')}</legend>
      {form.errors.values && (
        <p className={styles.error} role="alert">
          {form.errors.values}
        </p>
      )}
      <ol className={styles.values__list}>
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <li key={row.key} className={styles.value}>
              <TranslatedTextField
                name={`values.${index}.label`}
                label={t('options.valueLabel', { number })}
                value={row.label}
                errors={form.errors}
                onChange={(label) =>
                  setRows(
                    rows.map((r, i) =>
                      i === index ? { ...r, label: label as OptionFormValues['values'][0]['label'] } : r,
                    ),
                  )
                }
              />
              {form.values.display === 'colors' && (
                <TextField
                  label={t('options.fields.color')}
                  hint={t('options.colorHint')}
                  value={row.color}
                  error={form.errors[`values.${index}.color`]}
                  onChange={(event) =>
                    setRows(rows.map((r, i) => (i === index ? { ...r, color: event.target.value } : r)))
                  }
                />
              )}
              <span className={styles.value__actions}>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={index === 0}
                  aria-label={t('options.valueUp', { number })}
                  onClick={() => setRows(moved(rows, index, -1))}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={index === rows.length - 1}
                  aria-label={t('options.valueDown', { number })}
                  onClick={() => setRows(moved(rows, index, 1))}
                >
                  ↓
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('options.valueRemove', { number })}
                  onClick={() => setRows(rows.filter((_, i) => i !== index))}
                >
                  {t('options.remove')}
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={() => setRows([...rows, newValueRow()])}>
        {t('options.addValue')}
      </Button>
    </fieldset>
  );
}

function OptionFields({ form, codeHint }: { form: FormApi<OptionFormValues>; codeHint?: string }) {
  const t = useText();
  const { kind } = form.values;
  return (
    <div className={styles.fields}>
      <TextField
        label={t('options.fields.code')}
        hint={codeHint ?? t('options.codeHint')}
        required
        {...form.text('code')}
      />
      <TranslatedTextField label={t('options.fields.name')} {...form.translated('name')} />
      <div className={styles.row}>
        <Select
          label={t('options.fields.kind')}
          options={OptionKind.options.map((value) => ({ value, label: t(`options.kinds.${value}`) }))}
          {...form.text('kind')}
          onChange={(event) => {
            const next = event.target.value as OptionFormValues['kind'];
            form.set('kind', next);
            form.set('display', displayFor(next, form.values.display));
          }}
        />
        <Select
          label={t('options.fields.display')}
          options={optionDisplaysOf[kind].map((value) => ({ value, label: t(`options.displays.${value}`) }))}
          {...form.text('display')}
        />
      </div>
      {optionKindsWithValues.includes(kind) ? (
        <ValueRows form={form} />
      ) : (
        <p className={styles.hint}>{t('options.noValues')}</p>
      )}
    </div>
  );
}

export function OptionCreatePage() {
  const t = useText();
  const lang = useAdminLanguage();
  const list = adminPath(lang, 'options');
  return (
    <AdminPage title={t('options.newTitle')} trail={[{ label: t('sections.options'), href: list }]}>
      <FormPage
        name="option"
        schema={OptionInput}
        initial={newOptionValues()}
        prepare={toInput}
        cancelHref={list}
        onSubmit={async (input) => {
          const created = await createOption(input);
          toast(t('options.created'));
          goTo(adminPath(lang, 'options', String(created.id)));
        }}
      >
        {(form) => <OptionFields form={form} />}
      </FormPage>
    </AdminPage>
  );
}

export function OptionPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getOption(id, signal), [id]);
  const list = adminPath(lang, 'options');
  const trail = [{ label: t('sections.options'), href: list }];
  if (loaded.state !== 'ready')
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('options.detailTitle')}
        failedTitle={t('options.loadFailed')}
        trail={trail}
      />
    );
  const option: AdminOption = loaded.data;
  return (
    <AdminPage
      title={option.name[lang]}
      trail={trail}
      actions={
        staff.may('options.delete') && (
          <DeleteEntity
            label={t('options.delete')}
            title={t('options.deleteTitle', { name: option.name[lang] })}
            text={t('options.deleteText')}
            done={t('options.deleted')}
            back={list}
            remove={() => deleteOption(String(option.id))}
          />
        )
      }
    >
      <p className={styles.hint}>{t('options.usedBy', { count: option.productCount })}</p>
      {staff.may('options.update') && (
        <FormPage
          key={option.version}
          name="option"
          schema={OptionChange}
          initial={optionValuesOf(option)}
          prepare={(values, initial) => toChange(values, initial, option.version)}
          onSubmit={async (change) => {
            replace(await changeOption(String(option.id), change));
            toast(t('options.saved'));
          }}
        >
          {(form) => (
            <OptionFields form={form} codeHint={option.productCount > 0 ? t('options.codeInUse') : undefined} />
          )}
        </FormPage>
      )}
      <HistoryPanel
        version={option.version}
        load={(query, signal) => optionHistory(String(option.id), query, signal)}
        fieldLabel={(field) => t(`options.history.${field}`, { defaultValue: field })}
        formatValue={(_field, value) => (Array.isArray(value) ? value.join('; ') : String(value))}
      />
    </AdminPage>
  );
}
