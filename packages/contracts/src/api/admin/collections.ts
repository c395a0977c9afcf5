import { z } from 'zod';
import { EntityState } from '../../enums';
import { translatedText } from '../../translated-text';
import { Slug } from './news';
import { AdminEntityParam, adminRow, historyRow } from './row';

// The collections section (SPEC §6 collections.*): the storefront's collection tree in `catalog`. Ids are
// public (collection/59/electric-bikes) and never change; a new collection gets the next free number.
// Staff order siblings and move a collection under another parent (its products go with it); an inactive
// collection, and everything below it, disappears from the storefront's menu and pages. Edits carry the
// version read (409 'changed meanwhile'); every write is audited and reaches shoppers on their next read.

/** What a collection's state means to shoppers: `inactive` hides it (and its children) from the storefront. */
export const CollectionState = EntityState.extract(['active', 'inactive']);
export type CollectionState = z.infer<typeof CollectionState>;

const collectionId = z.number().int().min(1).max(2_147_483_647);

/** One collection as staff see it in the tree. */
export const AdminCollection = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  /** 0 for a top-level collection, 1 for its children, … */
  depth: z.number().int(),
  /** Its place among its siblings, from 0. */
  position: z.number().int(),
  name: z.object({ pl: z.string(), en: z.string() }),
  slug: z.object({ pl: z.string(), en: z.string() }),
  state: CollectionState,
  /** Whether shoppers see it: active, and every collection above it active too. */
  visible: z.boolean(),
  /** Products filed in this collection (not counting those of its children). */
  productCount: z.number().int(),
  childCount: z.number().int(),
  /** Sent back with an edit or a move: refused when the collection changed since. */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AdminCollection = z.infer<typeof AdminCollection>;

/** The whole tree, in menu order: each collection is followed by its children, siblings in their order. */
export const AdminCollectionTree = z.object({ items: z.array(AdminCollection) });
export type AdminCollectionTree = z.infer<typeof AdminCollectionTree>;

const fields = {
  name: translatedText(100),
  /** SPEC §5: at least 3 characters, lowercase letters, digits and hyphens; unique in each language. */
  slug: z.strictObject({ pl: Slug, en: Slug }, { error: 'field.translations' }),
  state: CollectionState,
};

/** POST /api/admin/collections: a new collection, last among its siblings (at the top level without a parent). */
export const CollectionInput = z.strictObject({
  ...fields,
  state: fields.state.default('active'),
  parentId: collectionId.nullable().default(null),
});
export type CollectionInput = z.input<typeof CollectionInput>;

/** PATCH /api/admin/collections/:id: the texts and state to change, with the version read. */
export const CollectionChange = z.strictObject({
  ...z.object(fields).partial().shape,
  version: z.number().int().min(0),
});
export type CollectionChange = z.input<typeof CollectionChange>;

/**
 * POST /api/admin/collections/:id/move: put the collection under `parentId` (null: the top level) at
 * `position` among its new siblings (0 first; past the end means last). Not under itself or its own
 * descendants (422).
 */
export const CollectionMove = z.strictObject({
  version: z.number().int().min(0),
  parentId: collectionId.nullable(),
  position: z.number().int().min(0).max(10_000),
});
export type CollectionMove = z.input<typeof CollectionMove>;

export const collectionsApi = {
  'GET /api/admin/collections': adminRow('catalog', 'The collection tree, hidden ones too', 'collections.list', {
    answer: AdminCollectionTree,
  }),
  'POST /api/admin/collections': adminRow('catalog', 'Add a collection', 'collections.create', {
    body: CollectionInput,
    answer: AdminCollection,
  }),
  'GET /api/admin/collections/:id': adminRow('catalog', 'One collection', 'collections.view', {
    params: AdminEntityParam,
    answer: AdminCollection,
  }),
  'PATCH /api/admin/collections/:id': adminRow(
    'catalog',
    "Change a collection's names, slugs or state (409 when changed meanwhile)",
    'collections.update',
    { params: AdminEntityParam, body: CollectionChange, answer: AdminCollection },
  ),
  'POST /api/admin/collections/:id/move': adminRow(
    'catalog',
    'Move a collection to another place or parent (its products stay in it)',
    'collections.update',
    { params: AdminEntityParam, body: CollectionMove, answer: AdminCollectionTree },
  ),
  'DELETE /api/admin/collections/:id': adminRow(
    'catalog',
    'Delete an empty collection (refused while it holds products or collections)',
    'collections.delete',
    { params: AdminEntityParam },
  ),
  'GET /api/admin/collections/:id/history': historyRow('catalog', 'a collection', 'collections.view'),
} as const;
