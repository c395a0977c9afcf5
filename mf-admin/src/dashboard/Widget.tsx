import { Button, Card, Skeleton } from '@shop/ui';
import { type ReactNode, useId } from 'react';
import type { Loaded } from '../kit/use-load';
import styles from './dashboard.module.css';
import { useFigures } from './dashboard-text';

/** One area's figures on the dashboard: its heading, then loading, the failure with a retry, or `children`. */
export function Widget<T>({
  title,
  loaded,
  reload,
  testId,
  children,
}: {
  title: string;
  loaded: Loaded<T>;
  reload: () => void;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useFigures();
  const headingId = useId();
  return (
    <Card
      as="section"
      className={styles.widget}
      aria-labelledby={headingId}
      aria-busy={loaded.state === 'loading'}
      data-testid={testId}
    >
      <h2 id={headingId} className={styles.widget__title}>
        {title}
      </h2>
      {loaded.state === 'loading' && <Skeleton lines={4} label={t('dashboard.loading')} />}
      {loaded.state === 'failed' && (
        <div role="alert" className={styles.widget__failed}>
          <p>
            <strong>{t('dashboard.failed')}</strong> {loaded.message}
          </p>
          <Button variant="secondary" size="sm" onClick={reload}>
            {t('kit.retry')}
          </Button>
        </div>
      )}
      {loaded.state === 'ready' && children(loaded.data)}
    </Card>
  );
}

/** A headline figure: what it is, the figure, and a line under it. */
export function Kpi({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className={styles.kpi} data-testid={testId}>
      <dt className={styles.kpi__label}>{label}</dt>
      <dd className={styles.kpi__value}>{value}</dd>
      {note && <dd className={styles.kpi__note}>{note}</dd>}
    </div>
  );
}
