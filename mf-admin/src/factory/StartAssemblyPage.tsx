import { AssemblyStartInput, type ProductionModelAnswer, type Warehouse } from '@shop/contracts';
import { Select, TextField } from '@shop/ui';
import { startAssembly, startChoices } from '../api/factory';
import { AdminPage } from '../kit/AdminPage';
import { type FormApi, FormPage } from '../kit/FormPage';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo } from '../kit/navigation';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './factory.module.css';

/** The production models as a drop-down offers them: name and the catalogue SKU they become. */
export const modelOptions = (models: ProductionModelAnswer[]) =>
  models.map((model) => ({ value: model.id, label: `${model.name} (${model.sku})` }));

/** The model and the warehouse an assembly (started or imported) belongs to. */
export function ModelAndWarehouse<V extends { modelId: string; warehouseId: string } & Record<string, unknown>>({
  form,
  models,
  warehouses,
}: {
  form: FormApi<V>;
  models: ProductionModelAnswer[];
  warehouses: Warehouse[];
}) {
  const t = useText();
  return (
    <>
      <Select
        label={t('factory.fields.model')}
        required
        placeholder={t('factory.chooseModel')}
        options={modelOptions(models)}
        {...form.text('modelId')}
      />
      <Select
        label={t('factory.fields.warehouse')}
        required
        placeholder={t('factory.chooseWarehouse')}
        options={warehouses.map((warehouse) => ({
          value: warehouse.id,
          label: `${warehouse.code} – ${warehouse.name}`,
        }))}
        {...form.text('warehouseId')}
      />
    </>
  );
}

interface Values extends Record<string, unknown> {
  modelId: string;
  warehouseId: string;
  frameNumber: string;
}

/**
 * Starts an assembly (`factory.assemblies.create`): a model, the warehouse its parts come from (and the bike
 * goes to) and the frame number. The service takes the parts at once, or refuses naming the ones short.
 */
export function StartAssemblyPage() {
  const t = useText();
  const lang = useAdminLanguage();
  const board = adminPath(lang, 'factory');
  const trail = [{ label: t('factory.board'), href: board }];
  const { loaded, reload } = useLoad(startChoices, []);
  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('factory.startTitle')}
        failedTitle={t('factory.loadFailed')}
        trail={trail}
      />
    );
  }
  const { models, warehouses } = loaded.data;
  const initial: Values = {
    modelId: models.length === 1 ? models[0]!.id : '',
    warehouseId: warehouses.length === 1 ? warehouses[0]!.id : '',
    frameNumber: '',
  };
  return (
    <AdminPage title={t('factory.startTitle')} trail={trail}>
      <p className={styles.lead}>{t('factory.startLead')}</p>
      <FormPage
        name="start-assembly"
        schema={AssemblyStartInput}
        initial={initial}
        prepare={(values) => ({
          modelId: values.modelId || undefined,
          warehouseId: values.warehouseId || undefined,
          frameNumber: values.frameNumber,
        })}
        cancelHref={board}
        submitLabel={t('factory.start')}
        onSubmit={async (body) => {
          const started = await startAssembly(body);
          toast(t('factory.started', { frame: started.frameNumber }));
          goTo(board);
        }}
      >
        {(form) => (
          <div className={styles.fields}>
            <ModelAndWarehouse form={form} models={models} warehouses={warehouses} />
            <TextField
              label={t('factory.fields.frameNumber')}
              required
              autoComplete="off"
              hint={t('factory.frameHint')}
              {...form.text('frameNumber')}
            />
          </div>
        )}
      </FormPage>
    </AdminPage>
  );
}
