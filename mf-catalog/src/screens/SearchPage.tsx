import { EmptyState } from '@shop/ui';
import { PageFrame, type ScreenProps, useCatalogText } from './PageFrame';

/** Search before anything was asked: results arrive with the catalogue issue (threshold of SPEC §9). */
export function SearchPage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  return (
    <PageFrame screen="search" lang={lang} title={t('search.title')}>
      <EmptyState title={t('search.empty')} text={t('search.emptyHint')} />
    </PageFrame>
  );
}
