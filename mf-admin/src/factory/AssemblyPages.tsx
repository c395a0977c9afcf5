import { type AssemblyAnswer, assemblyStages } from '@shop/contracts';
import { Badge, Table } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import { getAssembly, listAssemblies } from '../api/factory';
import { AdminPage } from '../kit/AdminPage';
import { formatDateTime } from '../kit/format';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { AdminLink } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { FactoryLinks } from './FactoryLinks';
import styles from './factory.module.css';

// Assemblies one by one (issue 17): every assembly, completed ones too, and one assembly's page — its frame
// number, model and each stage it entered with who moved it there and when.

export const assemblyHref = (lang: string, id: string) => adminPath(lang, 'factory', 'assemblies', id);

function useTrail() {
  const t = useText();
  const lang = useAdminLanguage();
  return [{ label: t('factory.board'), href: adminPath(lang, 'factory') }];
}

export function AssembliesPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <AdminPage title={t('factory.assemblies')} trail={useTrail()}>
      <FactoryLinks staff={staff} current="assemblies" />
      <ServerList<AssemblyAnswer>
        caption={t('factory.assemblies')}
        load={listAssemblies}
        rowKey={(assembly) => assembly.id}
        rowHref={(assembly) => assemblyHref(lang, assembly.id)}
        defaultSort={{ sort: 'updatedAt', dir: 'desc' }}
        filters={[
          { name: 'q', label: t('factory.fields.frameNumber') },
          {
            name: 'stage',
            label: t('factory.fields.stage'),
            options: assemblyStages.map((stage) => ({ value: stage, label: t(`factory.stages.${stage}`) })),
          },
        ]}
        columns={[
          {
            key: 'frameNumber',
            label: t('factory.fields.frameNumber'),
            sortKey: 'frameNumber',
            cell: (a) => a.frameNumber,
          },
          { key: 'model', label: t('factory.fields.model'), cell: (a) => a.modelName },
          { key: 'stage', label: t('factory.fields.stage'), cell: (a) => <StageBadge assembly={a} /> },
          {
            key: 'updatedAt',
            label: t('factory.fields.lastMove'),
            sortKey: 'updatedAt',
            cell: (a) => formatDateTime(a.updatedAt),
          },
        ]}
        empty={{ title: t('factory.noAssemblies') }}
      />
    </AdminPage>
  );
}

function StageBadge({ assembly }: { assembly: AssemblyAnswer }) {
  const t = useText();
  return (
    <Badge tone={assembly.stage === 'completed' ? 'success' : 'neutral'}>{t(`factory.stages.${assembly.stage}`)}</Badge>
  );
}

export function AssemblyPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const trail = useTrail();
  const { loaded, reload } = useLoad((signal) => getAssembly(id, signal), [id]);
  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('factory.assemblyTitle')}
        failedTitle={t('factory.loadFailed')}
        trail={trail}
      />
    );
  }
  const assembly = loaded.data;
  return (
    <AdminPage title={t('factory.frameTitle', { frame: assembly.frameNumber })} trail={trail}>
      <dl className={styles.facts} data-part="assembly-facts">
        <div>
          <dt>{t('factory.fields.frameNumber')}</dt>
          <dd>{assembly.frameNumber}</dd>
        </div>
        <div>
          <dt>{t('factory.fields.model')}</dt>
          <dd>
            {staff.may('factory.models.view') ? (
              <AdminLink href={adminPath(lang, 'factory', 'models', assembly.modelId)}>{assembly.modelName}</AdminLink>
            ) : (
              assembly.modelName
            )}
          </dd>
        </div>
        <div>
          <dt>{t('factory.fields.stage')}</dt>
          <dd>
            <StageBadge assembly={assembly} />
          </dd>
        </div>
        {assembly.planId && staff.may('factory.plans.view') && (
          <div>
            <dt>{t('factory.fields.plan')}</dt>
            <dd>
              <AdminLink href={adminPath(lang, 'factory', 'plans', assembly.planId)}>{t('factory.openPlan')}</AdminLink>
            </dd>
          </div>
        )}
      </dl>
      <section className={styles.section} aria-labelledby="assembly-steps" data-part="assembly-steps">
        <h2 id="assembly-steps" className={styles.section__title}>
          {t('factory.stepsTitle')}
        </h2>
        <Table
          caption={t('factory.stepsTitle')}
          hideCaption
          rows={assembly.steps.map((step, index) => ({ ...step, index }))}
          rowKey={(step) => step.index}
          columns={[
            {
              key: 'stage',
              header: t('factory.fields.stage'),
              rowHeader: true,
              cell: (step) => t(`factory.stages.${step.stage}`),
            },
            { key: 'at', header: t('factory.fields.when'), cell: (step) => formatDateTime(step.at) },
            { key: 'who', header: t('factory.fields.who'), cell: (step) => step.staffName },
            { key: 'note', header: t('factory.fields.note'), cell: (step) => step.note || '—' },
          ]}
        />
      </section>
    </AdminPage>
  );
}
