import {
  type AdminOption,
  type AdminOptionListQuery,
  type ListAnswer,
  type OptionChange,
  type OptionDisplay,
  type OptionInput,
  OptionInput as OptionInputSchema,
  type OptionKind,
  translate,
  validate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import {
  auditHistory,
  changedMeanwhile,
  containsFolded,
  duplicateAt,
  type Executor,
  integerIdOf,
  isUniqueViolation,
  listAnswerOf,
  listOffset,
  recordAudit,
} from '@shop/service-kit/db';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { optionDefinitions } from '../db/schema';
import { counted, deleteUnlessUsed, productsLocative } from './admin-entities';

// Option definitions as staff manage them (issue 13, options.*): reusable options products copy into their
// own `product_options`, linked by the code. A definition is in use while a product has an option of its
// code: it cannot be deleted then, nor can its code change. Every write is audited in its transaction.

type Db = Executor<typeof schema>;
type Context = Pick<CatalogContext, 'db' | 'transaction' | 'clock'>;
type OptionRow = typeof optionDefinitions.$inferSelect;

export const OPTION_ENTITY = 'option';
export const optionIdOf = integerIdOf;

/** How many products have an option of the definition's code. */
const productCount = sql<number>`(select count(distinct po.product_id)::int from product_options po
  where po.code = option_definitions.code)`;

const columns = { row: optionDefinitions, productCount };

function toAdmin({ row, productCount }: { row: OptionRow; productCount: number }): AdminOption {
  return {
    id: row.id,
    code: row.code,
    name: { pl: row.namePl, en: row.nameEn },
    kind: row.kind as OptionKind,
    display: row.display as OptionDisplay,
    values: row.values.map((value) => ({ label: value.label, color: value.color ?? null })),
    productCount: Number(productCount),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the history shows: the values as one line each ('czerwony / red #d00000'). */
function auditFields(o: AdminOption): Record<string, unknown> {
  return {
    code: o.code,
    'name.pl': o.name.pl,
    'name.en': o.name.en,
    kind: o.kind,
    display: o.display,
    values: o.values.map((v) => `${v.label.pl} / ${v.label.en}${v.color ? ` ${v.color}` : ''}`),
  };
}

export async function listOptions(db: Db, query: AdminOptionListQuery): Promise<ListAnswer<AdminOption>> {
  const { q, kind } = query.filters;
  const where = and(
    kind ? eq(optionDefinitions.kind, kind) : undefined,
    q
      ? containsFolded(
          sql`concat_ws(' ', ${optionDefinitions.code}, ${optionDefinitions.namePl}, ${optionDefinitions.nameEn})`,
          q,
        )
      : undefined,
  );
  const direction = query.dir === 'asc' ? asc : desc;
  const order: SQL[] = [
    direction(
      query.sort === 'name'
        ? optionDefinitions.namePl
        : query.sort === 'code'
          ? optionDefinitions.code
          : optionDefinitions.updatedAt,
    ),
  ];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(optionDefinitions)
      .where(where)
      .orderBy(...order, asc(optionDefinitions.id))
      .limit(query.limit)
      .offset(listOffset(query)),
    db.select({ value: count() }).from(optionDefinitions).where(where),
  ]);
  return listAnswerOf(rows.map(toAdmin), total?.value ?? 0, query);
}

export async function adminOption(db: Db, id: number): Promise<AdminOption> {
  const [found] = await db.select(columns).from(optionDefinitions).where(eq(optionDefinitions.id, id));
  if (!found) throw new AppError('not_found');
  return toAdmin(found);
}

async function checkCodeFree(tx: Db, code: string, lang: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: optionDefinitions.id })
    .from(optionDefinitions)
    .where(eq(optionDefinitions.code, code));
  if (taken && taken.id !== exceptId) throw duplicateAt(['code'], lang);
}

function codeRace(error: unknown, lang: string): never {
  if (isUniqueViolation(error, 'option_definitions_code')) throw duplicateAt(['code'], lang);
  throw error;
}

const columnsOf = (o: Omit<AdminOption, 'id' | 'productCount' | 'version' | 'createdAt' | 'updatedAt'>) => ({
  code: o.code,
  namePl: o.name.pl,
  nameEn: o.name.en,
  kind: o.kind,
  display: o.display,
  values: o.values,
});

export async function createOption(
  context: Context,
  staff: StaffMember,
  input: z.output<typeof OptionInput>,
  lang: string,
): Promise<AdminOption> {
  const now = context.clock.now();
  return context
    .transaction(async (tx) => {
      await checkCodeFree(tx, input.code, lang);
      const [row] = await tx
        .insert(optionDefinitions)
        .values({ ...columnsOf(input), createdAt: now, updatedAt: now })
        .returning({ id: optionDefinitions.id });
      const created = await adminOption(tx, row!.id);
      await recordAudit(
        tx,
        staff,
        { action: 'create', entity: OPTION_ENTITY, entityId: String(created.id), after: auditFields(created) },
        now,
      );
      return created;
    })
    .catch((error) => codeRace(error, lang));
}

/**
 * Saves what was sent. Kind, display and values are checked again as they will be stored (a new kind with
 * the old values); the code cannot change while products use it (422 at `code`).
 */
export async function changeOption(
  context: Context,
  staff: StaffMember,
  id: number,
  change: z.output<typeof OptionChange>,
  lang: string,
): Promise<AdminOption> {
  const now = context.clock.now();
  return context
    .transaction(async (tx) => {
      const [row] = await tx.select().from(optionDefinitions).where(eq(optionDefinitions.id, id)).for('update');
      if (!row) throw new AppError('not_found');
      if (row.version !== change.version) throw changedMeanwhile();
      const before = await adminOption(tx, id);
      const { version: _, ...fields } = change;
      const after: AdminOption = { ...before, ...fields };
      const checked = validate(OptionInputSchema, inputOf(after), lang);
      if (!checked.ok) throw new AppError('validation_failed', { fields: checked.fields });
      if (after.code !== before.code) {
        if (before.productCount > 0)
          throw new AppError('business_rule', {
            messageKey: 'error.option_code_in_use',
            params: { products: counted(before.productCount, productsLocative, lang) },
            fields: {
              code: translate('error.option_code_in_use', lang, {
                products: counted(before.productCount, productsLocative, lang),
              }),
            },
          });
        await checkCodeFree(tx, after.code, lang, id);
      }
      const changed = await recordAudit(
        tx,
        staff,
        {
          action: 'update',
          entity: OPTION_ENTITY,
          entityId: String(id),
          before: auditFields(before),
          after: auditFields(after),
        },
        now,
      );
      if (!changed) return before;
      await tx
        .update(optionDefinitions)
        .set({ ...columnsOf(after), version: row.version + 1, updatedAt: now })
        .where(eq(optionDefinitions.id, id));
      return adminOption(tx, id);
    })
    .catch((error) => codeRace(error, lang));
}

/** The stored option as an OptionInput, to check a change against the contract's rules as a whole. */
function inputOf(o: AdminOption): OptionInput {
  return { code: o.code, name: o.name, kind: o.kind, display: o.display, values: o.values };
}

/** Deletes a definition no product uses; otherwise 422 naming how many products use it. */
export function deleteOption(context: Context, staff: StaffMember, id: number, lang: string): Promise<void> {
  return deleteUnlessUsed(
    context,
    staff,
    {
      entity: OPTION_ENTITY,
      read: adminOption,
      remove: (tx, optionId) => tx.delete(optionDefinitions).where(eq(optionDefinitions.id, optionId)),
      auditFields,
      inUse: { messageKey: 'error.option_in_use', noun: productsLocative },
    },
    id,
    lang,
  );
}

export function optionHistory(db: Db, id: number, query: { page: number; limit: number; dir: 'asc' | 'desc' }) {
  return auditHistory(db, OPTION_ENTITY, String(id), query);
}
