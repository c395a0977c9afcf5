import { pathFor } from '@shop/platform';
import { Button, EmptyState } from '@shop/ui';
import { PageFrame, type ScreenProps, useCatalogText } from './PageFrame';

/** Collections whose names the shop knows before the catalogue answers (SPEC §2). */
const knownCollections: Record<string, 'ebikes' | 'mtb'> = { '59': 'ebikes', '90': 'mtb' };

/** A collection page; its products and layouts arrive with the catalogue issue. */
export function CollectionPage({ lang, params }: ScreenProps) {
  const t = useCatalogText(lang);
  const known = params.id ? knownCollections[params.id] : undefined;
  const title = known ? t(`collection.names.${known}`) : t('collection.title');
  return (
    <PageFrame screen="collection" lang={lang} title={title}>
      <EmptyCollection lang={lang} />
    </PageFrame>
  );
}

function EmptyCollection({ lang }: Pick<ScreenProps, 'lang'>) {
  const t = useCatalogText(lang);
  return (
    <EmptyState
      title={t('collection.empty')}
      text={t('collection.emptyHint')}
      action={
        <Button href={pathFor('home', lang)} variant="secondary">
          {t('collection.backToShop')}
        </Button>
      }
    />
  );
}
