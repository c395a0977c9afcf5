import { AppError, type StaffMember } from '@shop/service-kit';
import { type Executor, recordAudit } from '@shop/service-kit/db';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';

// What the back office's collections, features and options share (issue 13): counts written as the shop
// writes them and the one rule for deleting a definition. (Ids, stale saves and taken values: the kit's
// admin-writes, `@shop/service-kit/db`.)

/** A noun's forms after a number: Polish by case (one, few, many), English singular and plural. */
export interface CountedNoun {
  pl: { one: string; few: string; many: string };
  en: { one: string; other: string };
}

const polishPlural = new Intl.PluralRules('pl');

/** '1 produkt', '3 produkty', '5 produktów'; '1 product', '3 products'. */
export function counted(count: number, noun: CountedNoun, lang: string): string {
  if (lang === 'pl') {
    const rule = polishPlural.select(count);
    return `${count} ${rule === 'one' ? noun.pl.one : rule === 'few' ? noun.pl.few : noun.pl.many}`;
  }
  return `${count} ${count === 1 ? noun.en.one : noun.en.other}`;
}

/** "products" in the accusative (zawiera 3 produkty), genitive (specyfikacji 3 produktów), locative (w 3 produktach). */
export const productsAccusative: CountedNoun = {
  pl: { one: 'produkt', few: 'produkty', many: 'produktów' },
  en: { one: 'product', other: 'products' },
};
export const productsGenitive: CountedNoun = {
  pl: { one: 'produktu', few: 'produktów', many: 'produktów' },
  en: { one: 'product', other: 'products' },
};
export const productsLocative: CountedNoun = {
  pl: { one: 'produkcie', few: 'produktach', many: 'produktach' },
  en: { one: 'product', other: 'products' },
};

/** What `deleteUnlessUsed` needs to know of one kind of definition. */
export interface UsedDefinition<T extends { productCount: number }> {
  entity: string;
  /** The definition as staff see it, with how many products use it; 404 when there is none. */
  read: (tx: Executor<typeof schema>, id: number) => Promise<T>;
  remove: (tx: Executor<typeof schema>, id: number) => Promise<unknown>;
  auditFields: (item: T) => Record<string, unknown>;
  /** The refusal while products use it, and how it counts them ('w 3 produktach'). */
  inUse: { messageKey: string; noun: CountedNoun };
}

/** Deletes a definition no product uses, audited; otherwise 422 naming how many products use it. */
export async function deleteUnlessUsed<T extends { productCount: number }>(
  context: Pick<CatalogContext, 'transaction' | 'clock'>,
  staff: StaffMember,
  kind: UsedDefinition<T>,
  id: number,
  lang: string,
): Promise<void> {
  const now = context.clock.now();
  await context.transaction(async (tx) => {
    const item = await kind.read(tx, id);
    if (item.productCount > 0)
      throw new AppError('business_rule', {
        messageKey: kind.inUse.messageKey,
        params: { products: counted(item.productCount, kind.inUse.noun, lang) },
      });
    await kind.remove(tx, id);
    await recordAudit(
      tx,
      staff,
      { action: 'delete', entity: kind.entity, entityId: String(id), before: kind.auditFields(item) },
      now,
    );
  });
}
