import { type AdminCollection, CollectionChange, CollectionInput, CollectionState } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Button, Select } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import {
  changeCollection,
  collectionHistory,
  collectionTree,
  createCollection,
  deleteCollection,
  getCollection,
  moveCollection,
} from '../api/collections';
import { AdminPage } from '../kit/AdminPage';
import { type FormApi, FormPage } from '../kit/FormPage';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo, useSearch } from '../kit/navigation';
import { TranslatedTextField } from '../kit/TranslatedTextField';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { CollectionStateBadge } from './CollectionsTreePage';
import {
  type CollectionFormValues,
  collectionValuesOf,
  newCollectionValues,
  parentChoices,
  slugOf,
  toChange,
  toInput,
} from './collection-form';
import styles from './collections.module.css';
import { DeleteEntity } from './DeleteEntity';

/** Names, slugs and state; a new collection also chooses its parent. */
function CollectionFields({
  form,
  parents,
}: {
  form: FormApi<CollectionFormValues>;
  parents?: { value: string; label: string }[];
}) {
  const t = useText();
  const name = form.translated('name');
  const slug = form.translated('slug');
  return (
    <div className={styles.fields}>
      {parents && (
        <Select
          label={t('collections.fields.parent')}
          options={[{ value: '', label: t('collections.topLevel') }, ...parents]}
          {...form.text('parentId')}
        />
      )}
      <TranslatedTextField
        label={t('collections.fields.name')}
        {...name}
        onChange={(value) => {
          name.onChange(value);
          // A new collection's slugs follow its names until staff type their own.
          if (!parents) return;
          const next = { ...form.values.slug };
          for (const lang of ['pl', 'en'] as const)
            if (!next[lang] || next[lang] === slugOf(form.values.name[lang])) next[lang] = slugOf(value[lang] ?? '');
          form.set('slug', next);
        }}
      />
      <TranslatedTextField label={t('collections.fields.slug')} hint={t('collections.slugHint')} {...slug} />
      <Select
        label={t('collections.fields.state')}
        hint={t('collections.stateHint')}
        options={CollectionState.options.map((state) => ({ value: state, label: t(`collections.states.${state}`) }))}
        {...form.text('state')}
      />
    </div>
  );
}

/** A new collection, under the parent the address names (`?parent=59`) or chosen; then its page. */
export function CollectionCreatePage() {
  const t = useText();
  const lang = useAdminLanguage();
  const search = useSearch();
  const list = adminPath(lang, 'collections');
  const { loaded, reload } = useLoad((signal) => collectionTree(signal), []);
  const trail = [{ label: t('sections.collections'), href: list }];
  if (loaded.state !== 'ready')
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('collections.newTitle')}
        failedTitle={t('collections.loadFailed')}
        trail={trail}
      />
    );
  const parent = new URLSearchParams(search).get('parent') ?? '';
  return (
    <AdminPage title={t('collections.newTitle')} trail={trail}>
      <FormPage
        name="collection"
        schema={CollectionInput}
        initial={newCollectionValues(parent)}
        prepare={toInput}
        cancelHref={list}
        onSubmit={async (input) => {
          const created = await createCollection(input);
          toast(t('collections.created'));
          goTo(adminPath(lang, 'collections', String(created.id)));
        }}
      >
        {(form) => <CollectionFields form={form} parents={parentChoices(loaded.data.items, lang)} />}
      </FormPage>
    </AdminPage>
  );
}

/** One collection: its form (saved with the version read), its place in the tree, delete, and its history. */
export function CollectionPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad(
    async (signal) => {
      const [collection, tree] = await Promise.all([getCollection(id, signal), collectionTree(signal)]);
      return { collection, tree: tree.items };
    },
    [id],
  );
  const list = adminPath(lang, 'collections');
  const trail = [{ label: t('sections.collections'), href: list }];
  if (loaded.state !== 'ready')
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('collections.detailTitle')}
        failedTitle={t('collections.loadFailed')}
        trail={trail}
      />
    );
  const { collection, tree } = loaded.data;
  const title = collection.name[lang];
  return (
    <AdminPage
      title={title}
      trail={trail}
      actions={
        <>
          {staff.may('collections.create') && (
            <Button
              variant="secondary"
              href={`${adminPath(lang, 'collections', 'new')}?parent=${collection.id}`}
              onClick={(event) => {
                event.preventDefault();
                goTo(`${adminPath(lang, 'collections', 'new')}?parent=${collection.id}`);
              }}
            >
              {t('collections.addChild')}
            </Button>
          )}
          {staff.may('collections.delete') && (
            <DeleteEntity
              label={t('collections.delete')}
              title={t('collections.deleteTitle', { name: title })}
              text={t('collections.deleteText')}
              done={t('collections.deleted')}
              back={list}
              remove={() => deleteCollection(String(collection.id))}
            />
          )}
        </>
      }
    >
      <p className={styles.counts}>
        <CollectionStateBadge collection={collection} />{' '}
        {t('collections.counts', {
          id: collection.id,
          products: collection.productCount,
          children: collection.childCount,
        })}
      </p>
      {staff.may('collections.update') ? (
        <>
          <FormPage
            key={collection.version}
            name="collection"
            schema={CollectionChange}
            initial={collectionValuesOf(collection)}
            prepare={(values, initial) => toChange(values, initial, collection.version)}
            onSubmit={async (change) => {
              replace({ collection: await changeCollection(String(collection.id), change), tree });
              toast(t('collections.saved'));
            }}
          >
            {(form) => <CollectionFields form={form} />}
          </FormPage>
          <MoveCollection
            collection={collection}
            tree={tree}
            onMoved={(items) =>
              replace({ collection: items.find((item) => item.id === collection.id) ?? collection, tree: items })
            }
          />
        </>
      ) : null}
      <HistoryPanel
        version={collection.version}
        load={(query, signal) => collectionHistory(String(collection.id), query, signal)}
        fieldLabel={(field) => t(`collections.history.${field}`, { defaultValue: field })}
        formatValue={(field, value) =>
          field === 'parentId'
            ? value === null
              ? t('collections.topLevel')
              : (tree.find((item) => item.id === value)?.name[lang] ?? String(value))
            : field === 'position'
              ? String(Number(value) + 1)
              : field === 'state'
                ? t(`collections.states.${value}`, { defaultValue: String(value) })
                : String(value)
        }
      />
    </AdminPage>
  );
}

/** Puts the collection under another parent (last among its new siblings); its products go with it. */
function MoveCollection({
  collection,
  tree,
  onMoved,
}: {
  collection: AdminCollection;
  tree: AdminCollection[];
  onMoved: (items: AdminCollection[]) => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const current = collection.parentId === null ? '' : String(collection.parentId);
  const [parent, setParent] = useState(current);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const move = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await moveCollection(String(collection.id), {
        version: collection.version,
        parentId: parent ? Number(parent) : null,
        position: 10_000,
      });
      onMoved(answer.items);
      toast(t('collections.moved'));
    } catch (failure) {
      if (!reportAccess(failure)) setError(describeError(failure, lang));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.move} aria-labelledby="collection-move">
      <h2 id="collection-move">{t('collections.moveTitle')}</h2>
      <div className={styles.move__row}>
        <Select
          label={t('collections.fields.parent')}
          hint={t('collections.moveHint')}
          options={[{ value: '', label: t('collections.topLevel') }, ...parentChoices(tree, lang, collection.id)]}
          value={parent}
          error={error}
          onChange={(event) => setParent(event.target.value)}
        />
        <Button variant="secondary" loading={busy} disabled={parent === current} onClick={move}>
          {t('collections.move')}
        </Button>
      </div>
    </section>
  );
}
