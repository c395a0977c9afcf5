import { type AssemblyAnswer, type AssemblyStage, assemblyStages } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Button, EmptyState, LoadFailed, Skeleton, VisuallyHidden } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import { moveAssembly, openAssemblies } from '../api/factory';
import { AdminPage } from '../kit/AdminPage';
import { formatDateTime } from '../kit/format';
import { AdminLink, goTo } from '../kit/navigation';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { assemblyHref } from './AssemblyPages';
import { FactoryLinks } from './FactoryLinks';
import styles from './factory.module.css';

/** The stages that have a column: every one an assembly can stand in before it is completed. */
const columns = assemblyStages.filter((stage) => stage !== 'completed');

/**
 * The factory board: assemblies on the floor in a column per stage, oldest move first. Staff who may update
 * assemblies move one to a next stage the service allows (the card offers exactly `nextStages`).
 */
export function FactoryBoardPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad(openAssemblies, []);
  const start = adminPath(lang, 'factory', 'new');
  const importFrames = adminPath(lang, 'factory', 'import');
  return (
    <AdminPage
      title={t('factory.board')}
      actions={
        staff.may('factory.assemblies.create') && (
          <>
            <Button
              variant="secondary"
              href={importFrames}
              onClick={(event) => {
                event.preventDefault();
                goTo(importFrames);
              }}
            >
              {t('factory.import.link')}
            </Button>
            <Button
              href={start}
              onClick={(event) => {
                event.preventDefault();
                goTo(start);
              }}
            >
              {t('factory.start')}
            </Button>
          </>
        )
      }
    >
      <FactoryLinks staff={staff} />
      {loaded.state === 'loading' && <Skeleton lines={6} label={t('common:status.loading')} />}
      {loaded.state === 'failed' && (
        <LoadFailed
          title={t('factory.loadFailed')}
          message={loaded.message}
          retry={reload}
          retryLabel={t('kit.retry')}
        />
      )}
      {loaded.state === 'ready' &&
        (loaded.data.items.length === 0 ? (
          <EmptyState title={t('factory.emptyBoard')} text={t('factory.emptyBoardHint')} />
        ) : (
          <div className={styles.board}>
            {columns.map((stage) => (
              <StageColumn
                key={stage}
                stage={stage}
                assemblies={loaded.data.items.filter((assembly) => assembly.stage === stage)}
                mayMove={staff.may('factory.assemblies.update')}
                onMoved={(moved) =>
                  replace({
                    ...loaded.data,
                    items: loaded.data.items
                      .map((assembly) => (assembly.id === moved.id ? moved : assembly))
                      .filter((assembly) => assembly.stage !== 'completed'),
                  })
                }
                onStale={reload}
              />
            ))}
          </div>
        ))}
    </AdminPage>
  );
}

function StageColumn({
  stage,
  assemblies,
  mayMove,
  onMoved,
  onStale,
}: {
  stage: AssemblyStage;
  assemblies: AssemblyAnswer[];
  mayMove: boolean;
  onMoved: (assembly: AssemblyAnswer) => void;
  onStale: () => void;
}) {
  const t = useText();
  const headingId = `stage-${stage}`;
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <h2 className={styles.column__title} id={headingId}>
        <span>{t(`factory.stages.${stage}`)}</span>
        <span>{t('factory.count', { count: assemblies.length })}</span>
      </h2>
      {assemblies.length > 0 && (
        <ul className={styles.cards}>
          {assemblies.map((assembly) => (
            <AssemblyCard key={assembly.id} assembly={assembly} mayMove={mayMove} onMoved={onMoved} onStale={onStale} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AssemblyCard({
  assembly,
  mayMove,
  onMoved,
  onStale,
}: {
  assembly: AssemblyAnswer;
  mayMove: boolean;
  onMoved: (assembly: AssemblyAnswer) => void;
  onStale: () => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [moving, setMoving] = useState<AssemblyStage | null>(null);
  const last = assembly.steps.at(-1);

  async function move(to: AssemblyStage) {
    setMoving(to);
    try {
      const moved = await moveAssembly(assembly.id, { from: assembly.stage, to });
      toast(t('factory.moved', { frame: moved.frameNumber, stage: t(`factory.stages.${to}`) }));
      onMoved(moved);
    } catch (error) {
      if (reportAccess(error)) return;
      toast(describeError(error, lang));
      onStale();
    } finally {
      setMoving(null);
    }
  }

  return (
    <li className={styles.card}>
      <p className={styles.card__frame}>
        <VisuallyHidden>{t('factory.fields.frameNumber')}: </VisuallyHidden>
        <AdminLink href={assemblyHref(lang, assembly.id)}>{assembly.frameNumber}</AdminLink>
      </p>
      <p className={styles.card__meta}>{assembly.modelName}</p>
      {last && (
        <p className={styles.card__meta}>{t('factory.since', { at: formatDateTime(last.at), name: last.staffName })}</p>
      )}
      {mayMove && (
        <div className={styles.card__actions}>
          {assembly.nextStages.map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === assembly.nextStages[0] ? 'primary' : 'secondary'}
              loading={moving === to}
              disabled={moving !== null}
              aria-label={t('factory.moveLabel', { frame: assembly.frameNumber, stage: t(`factory.stages.${to}`) })}
              onClick={() => void move(to)}
            >
              {t(`factory.moveTo.${to}`)}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
