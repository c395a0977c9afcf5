import type { AdminCollection, CollectionChange, CollectionInput, CollectionState } from '@shop/contracts';
import { slugOf as slugOfName } from '@shop/contracts/format';
import { changedValues } from '../kit/FormPage';

// The collection form's values (what the inputs hold) and the contract's bodies made from them.

export interface CollectionFormValues extends Record<string, unknown> {
  name: { pl: string; en: string };
  slug: { pl: string; en: string };
  state: CollectionState;
  /** '' for the top level. */
  parentId: string;
}

export function newCollectionValues(parentId = ''): CollectionFormValues {
  return { name: { pl: '', en: '' }, slug: { pl: '', en: '' }, state: 'active', parentId };
}

export function collectionValuesOf(c: AdminCollection): CollectionFormValues {
  return { name: c.name, slug: c.slug, state: c.state, parentId: c.parentId === null ? '' : String(c.parentId) };
}

export function toInput(values: CollectionFormValues): CollectionInput {
  const { parentId, ...rest } = values;
  return { ...rest, parentId: parentId ? Number(parentId) : null };
}

/** The fields that changed (the parent moves through the tree's own call, not the form). */
export function toChange(
  values: CollectionFormValues,
  initial: CollectionFormValues,
  version: number,
): CollectionChange {
  const { parentId: _, ...changed } = changedValues(values, initial);
  return { ...changed, version };
}

/** A slug proposed from a name: lower case, Polish letters plain, words joined by hyphens. */
export const slugOf = (name: string): string => slugOfName(name, 120);

/**
 * The places a collection may move to: the top level and every collection outside its own branch, each
 * labelled with its path ('Rowery elektryczne › Miejskie').
 */
export function parentChoices(
  items: readonly AdminCollection[],
  lang: 'pl' | 'en',
  movingId?: number,
): { value: string; label: string }[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const pathOf = (item: AdminCollection): string[] => {
    const parent = item.parentId === null ? undefined : byId.get(item.parentId);
    return [...(parent ? pathOf(parent) : []), item.name[lang]];
  };
  const inBranch = (item: AdminCollection): boolean => {
    for (let at: AdminCollection | undefined = item; at; at = at.parentId === null ? undefined : byId.get(at.parentId))
      if (at.id === movingId) return true;
    return false;
  };
  return items
    .filter((item) => !inBranch(item))
    .map((item) => ({ value: String(item.id), label: pathOf(item).join(' › ') }));
}
