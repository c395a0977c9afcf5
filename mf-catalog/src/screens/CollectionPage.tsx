import { ApiError, pathFor } from '@shop/platform';
import { Button, EmptyState } from '@shop/ui';
import { knownCollectionOf } from '../catalog/collections';
import { ProductBrowser } from '../catalog/ProductBrowser';
import { useCollectionTrail } from '../catalog/use-collection';
import { PageFrame, type ScreenProps, useCatalogText } from './PageFrame';

/** A collection: its products in the layout, order and page the address asks for. */
export function CollectionPage({ lang, params }: ScreenProps) {
  const t = useCatalogText(lang);
  const id = Number(params.id);
  const trail = useCollectionTrail(id, lang) ?? [];
  const current = trail.at(-1);
  const known = knownCollectionOf(params.id);
  const title = current?.name[lang] ?? (known ? t(`collection.names.${known}`) : t('collection.title'));
  const parents = trail.slice(0, -1).map((item) => ({
    label: item.name[lang],
    href: pathFor('collection', lang, { id: item.id, slug: item.slug[lang] }),
  }));
  return (
    <PageFrame screen="collection" lang={lang} title={title} trail={parents}>
      {Number.isInteger(id) && id > 0 ? (
        <ProductBrowser
          lang={lang}
          collection={id}
          defaultSortLabel={t('collection.sort.newest')}
          empty={<EmptyCollection lang={lang} />}
          isEmpty={(error) => error instanceof ApiError && error.status === 404}
        />
      ) : (
        <EmptyCollection lang={lang} />
      )}
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
