import { type AdminFeature, FeatureChange, FeatureInput } from '@shop/contracts';
import { Button, TextField } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import { changeFeature, createFeature, deleteFeature, featureHistory, getFeature, listFeatures } from '../api/features';
import { DeleteEntity } from '../collections/DeleteEntity';
import { AdminPage } from '../kit/AdminPage';
import { changedValues, type FormApi, FormPage } from '../kit/FormPage';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { TranslatedTextField } from '../kit/TranslatedTextField';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './features.module.css';

// Feature definitions: the spec lines ("Napęd › Moc znamionowa, W") the product editor offers.

interface FeatureFormValues extends Record<string, unknown> {
  group: { pl: string; en: string };
  name: { pl: string; en: string };
  unit: string;
}

const valuesOf = (f?: AdminFeature): FeatureFormValues => ({
  group: f?.group ?? { pl: '', en: '' },
  name: f?.name ?? { pl: '', en: '' },
  unit: f?.unit ?? '',
});

function FeatureFields({ form }: { form: FormApi<FeatureFormValues> }) {
  const t = useText();
  return (
    <div className={styles.fields}>
      <TranslatedTextField
        label={t('features.fields.group')}
        hint={t('features.groupHint')}
        {...form.translated('group')}
      />
      <TranslatedTextField label={t('features.fields.name')} {...form.translated('name')} />
      <TextField label={t('features.fields.unit')} hint={t('features.unitHint')} {...form.text('unit')} />
    </div>
  );
}

export function FeaturesListPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const create = adminPath(lang, 'features', 'new');
  return (
    <AdminPage
      title={t('sections.features')}
      actions={
        staff.may('features.create') && (
          <Button
            href={create}
            onClick={(event) => {
              event.preventDefault();
              goTo(create);
            }}
          >
            {t('features.add')}
          </Button>
        )
      }
    >
      <ServerList<AdminFeature>
        caption={t('features.caption')}
        load={listFeatures}
        rowKey={(feature) => String(feature.id)}
        rowHref={(feature) => adminPath(lang, 'features', String(feature.id))}
        defaultSort={{ sort: 'group', dir: 'asc' }}
        filters={[{ name: 'q', label: t('features.filters.q') }]}
        columns={[
          { key: 'name', label: t('features.fields.name'), sortKey: 'name', cell: (f) => f.name[lang] },
          { key: 'group', label: t('features.fields.group'), sortKey: 'group', cell: (f) => f.group[lang] },
          { key: 'unit', label: t('features.fields.unit'), cell: (f) => f.unit ?? '—' },
          {
            key: 'products',
            label: t('features.fields.productCount'),
            align: 'end',
            cell: (f) => f.productCount,
          },
        ]}
        empty={{ title: t('features.empty'), text: t('features.emptyHint') }}
      />
    </AdminPage>
  );
}

export function FeatureCreatePage() {
  const t = useText();
  const lang = useAdminLanguage();
  const list = adminPath(lang, 'features');
  return (
    <AdminPage title={t('features.newTitle')} trail={[{ label: t('sections.features'), href: list }]}>
      <FormPage
        name="feature"
        schema={FeatureInput}
        initial={valuesOf()}
        cancelHref={list}
        onSubmit={async (input) => {
          const created = await createFeature(input);
          toast(t('features.created'));
          goTo(adminPath(lang, 'features', String(created.id)));
        }}
      >
        {(form) => <FeatureFields form={form} />}
      </FormPage>
    </AdminPage>
  );
}

export function FeaturePage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getFeature(id, signal), [id]);
  const list = adminPath(lang, 'features');
  const trail = [{ label: t('sections.features'), href: list }];
  if (loaded.state !== 'ready')
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('features.detailTitle')}
        failedTitle={t('features.loadFailed')}
        trail={trail}
      />
    );
  const feature = loaded.data;
  const title = `${feature.group[lang]} › ${feature.name[lang]}`;
  return (
    <AdminPage
      title={title}
      trail={trail}
      actions={
        staff.may('features.delete') && (
          <DeleteEntity
            label={t('features.delete')}
            title={t('features.deleteTitle', { name: feature.name[lang] })}
            text={t('features.deleteText')}
            done={t('features.deleted')}
            back={list}
            remove={() => deleteFeature(String(feature.id))}
          />
        )
      }
    >
      <p className={styles.counts}>{t('features.usedBy', { count: feature.productCount })}</p>
      {staff.may('features.update') && (
        <FormPage
          key={feature.version}
          name="feature"
          schema={FeatureChange}
          initial={valuesOf(feature)}
          prepare={(values, initial) => ({ ...changedValues(values, initial), version: feature.version })}
          onSubmit={async (change) => {
            replace(await changeFeature(String(feature.id), change));
            toast(t('features.saved'));
          }}
        >
          {(form) => <FeatureFields form={form} />}
        </FormPage>
      )}
      <HistoryPanel
        version={feature.version}
        load={(query, signal) => featureHistory(String(feature.id), query, signal)}
        fieldLabel={(field) => t(`features.history.${field}`, { defaultValue: field })}
        formatValue={(_field, value) => (value === null ? '—' : String(value))}
      />
    </AdminPage>
  );
}
