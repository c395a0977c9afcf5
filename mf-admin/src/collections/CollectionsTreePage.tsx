import type { AdminCollection, AdminCollectionTree } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Badge, Button, Table } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import { collectionTree, moveCollection } from '../api/collections';
import { AdminPage } from '../kit/AdminPage';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { AdminLink, goTo } from '../kit/navigation';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './collections.module.css';

const moveButtonId = (id: number, by: -1 | 1) => `collection-${id}-${by < 0 ? 'up' : 'down'}`;

/** Whether shoppers see the collection, and if not why. */
export function CollectionStateBadge({ collection }: { collection: AdminCollection }) {
  const t = useText();
  if (collection.state === 'inactive') return <Badge tone="neutral">{t('collections.states.inactive')}</Badge>;
  if (!collection.visible) return <Badge tone="warning">{t('collections.hiddenWithParent')}</Badge>;
  return <Badge tone="success">{t('collections.states.active')}</Badge>;
}

/**
 * The collection tree in menu order, each collection indented under its parent. Staff who may change it
 * move a collection up or down among its siblings with buttons (keyboard and screen reader alike); moving
 * under another parent is on the collection's page.
 */
export function CollectionsTreePage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const { loaded, reload, replace } = useLoad((signal) => collectionTree(signal), []);
  const [moving, setMoving] = useState<number>();
  const create = adminPath(lang, 'collections', 'new');
  if (loaded.state !== 'ready')
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('sections.collections')}
        failedTitle={t('collections.loadFailed')}
        trail={[]}
      />
    );
  const items = loaded.data.items;
  const siblingsOf = (item: AdminCollection) => items.filter((other) => other.parentId === item.parentId);
  const move = async (item: AdminCollection, by: -1 | 1) => {
    if (moving !== undefined) return;
    setMoving(item.id);
    try {
      const tree: AdminCollectionTree = await moveCollection(String(item.id), {
        version: item.version,
        parentId: item.parentId,
        position: item.position + by,
      });
      replace(tree);
      // The row moved: keep the focus on its button (or the other one, at the end of the list).
      requestAnimationFrame(() => {
        const wanted = document.getElementById(moveButtonId(item.id, by));
        const other = document.getElementById(moveButtonId(item.id, by < 0 ? 1 : -1));
        (wanted && !(wanted as HTMLButtonElement).disabled ? wanted : other)?.focus();
      });
      toast(t(by < 0 ? 'collections.movedUp' : 'collections.movedDown', { name: item.name[lang] }));
    } catch (error) {
      if (!reportAccess(error)) toast(describeError(error, lang), { tone: 'danger' });
      reload();
    } finally {
      setMoving(undefined);
    }
  };
  const mayMove = staff.may('collections.update');
  return (
    <AdminPage
      title={t('sections.collections')}
      actions={
        staff.may('collections.create') && (
          <Button
            href={create}
            onClick={(event) => {
              event.preventDefault();
              goTo(create);
            }}
          >
            {t('collections.add')}
          </Button>
        )
      }
    >
      <p className={styles.hint}>{t('collections.treeHint')}</p>
      <Table<AdminCollection>
        caption={t('collections.caption')}
        rows={items}
        rowKey={(item) => item.id}
        empty={t('collections.empty')}
        columns={[
          {
            key: 'name',
            header: t('collections.fields.name'),
            rowHeader: true,
            cell: (item) => (
              <span className={styles.name} style={{ paddingInlineStart: `${item.depth * 1.5}rem` }}>
                {item.depth > 0 && <span aria-hidden="true">└ </span>}
                <AdminLink href={adminPath(lang, 'collections', String(item.id))}>{item.name[lang]}</AdminLink>
              </span>
            ),
          },
          { key: 'id', header: t('collections.fields.id'), align: 'end', cell: (item) => item.id },
          { key: 'slug', header: t('collections.fields.slug'), cell: (item) => item.slug[lang] },
          {
            key: 'state',
            header: t('collections.fields.state'),
            cell: (item) => <CollectionStateBadge collection={item} />,
          },
          {
            key: 'products',
            header: t('collections.fields.productCount'),
            align: 'end',
            cell: (item) => item.productCount,
          },
          ...(mayMove
            ? [
                {
                  key: 'order',
                  header: t('collections.order'),
                  cell: (item: AdminCollection) => {
                    const last = siblingsOf(item).length - 1;
                    return (
                      <span className={styles.order}>
                        <Button
                          size="sm"
                          variant="secondary"
                          id={moveButtonId(item.id, -1)}
                          disabled={item.position === 0}
                          aria-busy={moving === item.id || undefined}
                          aria-label={t('collections.moveUp', { name: item.name[lang] })}
                          onClick={() => move(item, -1)}
                        >
                          ↑
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          id={moveButtonId(item.id, 1)}
                          disabled={item.position === last}
                          aria-busy={moving === item.id || undefined}
                          aria-label={t('collections.moveDown', { name: item.name[lang] })}
                          onClick={() => move(item, 1)}
                        >
                          ↓
                        </Button>
                      </span>
                    );
                  },
                },
              ]
            : []),
        ]}
      />
    </AdminPage>
  );
}
