import { AssemblyImportInput } from '@shop/contracts';
import { TextArea } from '@shop/ui';
import { importAssemblies, startChoices } from '../api/factory';
import { AdminPage } from '../kit/AdminPage';
import { FormPage } from '../kit/FormPage';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo } from '../kit/navigation';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './factory.module.css';
import { ModelAndWarehouse } from './StartAssemblyPage';

interface Values extends Record<string, unknown> {
  modelId: string;
  warehouseId: string;
  frames: string;
}

/**
 * One line per bike as staff type or paste it: the frame number, then the day it was finished (2019-05-14 or
 * 14.05.2019), separated by a space, a comma or a semicolon. A line the schema cannot read is sent as it is,
 * so its error comes back at its line.
 */
export function framesOf(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [frameNumber = '', day = ''] = line.split(/[\s,;]+/);
      const polish = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(day);
      const completedOn = polish ? `${polish[3]}-${polish[2]!.padStart(2, '0')}-${polish[1]!.padStart(2, '0')}` : day;
      return { frameNumber, completedOn };
    });
}

/** The errors of the frame lines, each named by its line: "Wiersz 2: …". */
function linesError(errors: Record<string, string>, line: (n: number) => string) {
  const messages = Object.entries(errors)
    .filter(([path]) => path === 'frames' || path.startsWith('frames.'))
    .map(([path, message]) => {
      const index = /^frames\.(\d+)/.exec(path)?.[1];
      return index === undefined ? message : `${line(Number(index) + 1)}: ${message}`;
    });
  return messages.length > 0 ? messages.join(' ') : undefined;
}

/**
 * Records bikes made before the factory module (`factory.assemblies.create`; issue 25): their frames become
 * completed assemblies of a model, on the day each was finished, so a sold one can be insured. Nothing is
 * consumed and nothing goes into stock.
 */
export function ImportFramesPage() {
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
        title={t('factory.import.title')}
        failedTitle={t('factory.loadFailed')}
        trail={trail}
      />
    );
  }
  const { models, warehouses } = loaded.data;
  const initial: Values = {
    modelId: models.length === 1 ? models[0]!.id : '',
    warehouseId: warehouses.length === 1 ? warehouses[0]!.id : '',
    frames: '',
  };
  return (
    <AdminPage title={t('factory.import.title')} trail={trail}>
      <p className={styles.lead}>{t('factory.import.lead')}</p>
      <FormPage
        name="import-frames"
        schema={AssemblyImportInput}
        initial={initial}
        prepare={(values) => ({
          modelId: values.modelId || undefined,
          warehouseId: values.warehouseId || undefined,
          frames: framesOf(values.frames),
        })}
        cancelHref={board}
        submitLabel={t('factory.import.submit')}
        onSubmit={async (body) => {
          const { imported } = await importAssemblies(body);
          toast(t('factory.import.done', { count: imported.length }));
          goTo(adminPath(lang, 'factory', 'assemblies'));
        }}
      >
        {(form) => (
          <div className={styles.fields}>
            <ModelAndWarehouse form={form} models={models} warehouses={warehouses} />
            <TextArea
              label={t('factory.import.frames')}
              required
              rows={8}
              hint={t('factory.import.framesHint')}
              {...form.text('frames')}
              error={linesError(form.errors, (n) => t('factory.import.line', { n }))}
            />
          </div>
        )}
      </FormPage>
    </AdminPage>
  );
}
