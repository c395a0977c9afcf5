import { formatDate, pathFor } from '@shop/platform';
import { Button, Skeleton } from '@shop/ui';
import { fetchContentPage } from '../../api/content';
import { PageFrame, type ScreenProps, useContentText } from '../../screens/PageFrame';
import { LoadError } from '../LoadError';
import { useLoad } from '../use-load';
import styles from './statement.module.css';

/**
 * "Deklaracja dostępności" / "Accessibility statement" (issue 27): the text staff keep in cms, its last review
 * date, and the way to report a problem (the contact form on its accessibility topic).
 */
export function AccessibilityStatementPage({ lang }: ScreenProps) {
  const t = useContentText(lang);
  const page = useLoad((signal) => fetchContentPage('accessibility-statement', signal), [lang]);
  const title = page.data?.title ?? t('common:screens.accessibilityStatement');
  return (
    <PageFrame screen="accessibilityStatement" lang={lang} title={title}>
      {page.state === 'loading' && <Skeleton lines={10} label={t('accessibilityStatement.loading')} />}
      {page.state === 'failed' && <LoadError lang={lang} error={page.error} onRetry={page.retry} />}
      {page.state === 'ready' && (
        <div className={styles.statement} data-statement>
          {page.data.body.map((block, index) =>
            block.kind === 'heading' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the page's blocks keep their order
              <h2 key={index}>{block.text}</h2>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the page's blocks keep their order
              <p key={index}>{block.text}</p>
            ),
          )}
          <p className={styles.statement__reviewed}>
            {t('accessibilityStatement.reviewedOn', { date: formatDate(page.data.reviewedOn, lang) })}
          </p>
          <div>
            <Button href={`${pathFor('contact', lang)}?topic=accessibility`}>
              {t('accessibilityStatement.report')}
            </Button>
          </div>
        </div>
      )}
    </PageFrame>
  );
}
