import { type BreadcrumbItem, LoadFailed, Skeleton } from '@shop/ui';
import { useText } from '../screens/text';
import { AdminPage } from './AdminPage';
import type { Loaded } from './use-load';

/**
 * An entity's page (an order, a customer, …) before its answer is there: the same frame and breadcrumb,
 * a placeholder while it loads, or what went wrong with a retry. Detail pages render it while
 * `loaded.state !== 'ready'`.
 */
export function NotLoadedPage({
  loaded,
  reload,
  title,
  failedTitle,
  trail,
  lines = 6,
}: {
  loaded: Exclude<Loaded<unknown>, { state: 'ready' }>;
  reload: () => void;
  /** The page's heading while the entity's own name is not known ("Order"). */
  title: string;
  /** The failure's heading ("The order could not be loaded"). */
  failedTitle: string;
  trail: BreadcrumbItem[];
  /** Lines of the placeholder, about as many as the page's first block. */
  lines?: number;
}) {
  const t = useText();
  return (
    <AdminPage title={title} trail={trail}>
      {loaded.state === 'loading' ? (
        <Skeleton lines={lines} label={t('common:status.loading')} />
      ) : (
        <LoadFailed title={failedTitle} message={loaded.message} retry={reload} retryLabel={t('kit.retry')} />
      )}
    </AdminPage>
  );
}
