import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { warehouses } from './schema';

// The factory and fulfilment tables of `warehouse` (issue 17): manufacturers, parts, production models and
// their bills of materials, plans, assemblies with their stages, and the fulfilments and shipments of paid
// orders. Quantities of stock live in inventory items; these tables say what is made and what is shipped.

const units = ['pc', 'set', 'srv', 'h', 'kg', 'l', 'cm', 'm', 'm2', 'm3'] as const;
const stages = [
  'preparation',
  'frame_equipment',
  'production_line',
  'quality_control',
  'fix_repair',
  'packaging',
  'completed',
] as const;
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    country: text('country').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('manufacturers_name_idx').on(sql`lower(${t.name})`)],
);

/** A part bought from a manufacturer; its stock is the inventory items of type part carrying its id. */
export const parts = pgTable(
  'parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    partNumber: text('part_number').notNull(),
    name: text('name').notNull(),
    unit: text('unit', { enum: units }).notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('parts_manufacturer_number_idx').on(t.manufacturerId, sql`upper(${t.partNumber})`)],
);

/** A bike model: what it is sold as (the catalogue variant's SKU) and, in its lines, what it is made of. */
export const productionModels = pgTable(
  'production_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('production_models_name_idx').on(sql`lower(${t.name})`)],
);

export const modelParts = pgTable(
  'production_model_parts',
  {
    modelId: uuid('model_id')
      .notNull()
      .references(() => productionModels.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.partId] }), check('model_parts_quantity_check', sql`${t.quantity} > 0`)],
);

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    modelId: uuid('model_id')
      .notNull()
      .references(() => productionModels.id),
    quantity: integer('quantity').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('plans_due_idx').on(t.dueDate), check('plans_quantity_check', sql`${t.quantity} > 0`)],
);

/** One bike being made; the frame number is unique (the insurance check and returns know it). */
export const assemblies = pgTable(
  'assemblies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    frameNumber: text('frame_number').notNull().unique('assemblies_frame_number_key'),
    modelId: uuid('model_id')
      .notNull()
      .references(() => productionModels.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    planId: uuid('plan_id').references(() => plans.id),
    stage: text('stage', { enum: stages }).notNull().default('preparation'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('assemblies_stage_idx').on(t.stage, t.updatedAt), index('assemblies_plan_idx').on(t.planId)],
);

/** Every stage an assembly entered: who moved it there and when (append-only). */
export const assemblySteps = pgTable(
  'assembly_steps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    assemblyId: uuid('assembly_id')
      .notNull()
      .references(() => assemblies.id),
    stage: text('stage', { enum: stages }).notNull(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assembly_steps_assembly_idx').on(t.assemblyId, t.id)],
);
