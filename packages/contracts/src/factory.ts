import { z } from 'zod';
import { PIECE_UNITS } from './api/admin/warehouse';
import { AssemblyStage, Unit } from './enums';
import type { MessageKey } from './messages';

// The factory (issue 17, DESIGN §9 `warehouse`): manufacturers, parts, production models (a bill of
// materials), plans and assemblies moving through the seven stages of SPEC §3. The stage machine lives here so
// the service refuses and the factory board offers exactly the same moves.

const key = (k: MessageKey) => k;

// ---- stages -----------------------------------------------------------------------------------------------

export const assemblyStages = AssemblyStage.options;

/**
 * Where an assembly may go from each stage (docs/decisions/factory.md): forward one stage at a time; quality
 * control passes the bike to packaging or sends it to fix_repair, and a repaired bike goes back to quality
 * control (never straight to packaging). Completed is final. Nothing moves backwards or skips a stage.
 */
export const assemblyMoves: Readonly<Record<AssemblyStage, readonly AssemblyStage[]>> = {
  preparation: ['frame_equipment'],
  frame_equipment: ['production_line'],
  production_line: ['quality_control'],
  quality_control: ['packaging', 'fix_repair'],
  fix_repair: ['quality_control'],
  packaging: ['completed'],
  completed: [],
};

/** The stages an assembly in `stage` may move to, the usual next one first. */
export function nextAssemblyStages(stage: AssemblyStage): readonly AssemblyStage[] {
  return assemblyMoves[stage];
}

/** Why a move is refused: backwards, skipping a stage, or out of a completed assembly; null when allowed. */
export function assemblyMoveProblem(
  from: AssemblyStage,
  to: AssemblyStage,
): 'assembly_completed' | 'assembly_same_stage' | 'assembly_backwards' | 'assembly_skips_stage' | null {
  if (assemblyMoves[from].includes(to)) return null;
  if (from === 'completed') return 'assembly_completed';
  if (from === to) return 'assembly_same_stage';
  const order = (stage: AssemblyStage) => (stage === 'fix_repair' ? 3.5 : assemblyStages.indexOf(stage));
  return order(to) < order(from) ? 'assembly_backwards' : 'assembly_skips_stage';
}

// ---- quantities -------------------------------------------------------------------------------------------

/** Units counted in whole pieces (the warehouse's PIECE_UNITS); the others are measured. */
export const isPieceUnit = (unit: Unit) => PIECE_UNITS.includes(unit);

/** Measured quantities keep three decimal places (grams, millilitres, millimetres). */
export const QUANTITY_DECIMALS = 3;
export const MAX_PART_QUANTITY = 100_000;

/** A positive quantity of a part; whole pieces are checked against the part's unit where it is known. */
export const PartQuantity = z
  .number({ error: key('field.required') })
  .positive()
  .max(MAX_PART_QUANTITY)
  .refine(hasAtMostDecimals, { error: key('field.quantity_decimals') });

function hasAtMostDecimals(value: number): boolean {
  const scaled = value * 10 ** QUANTITY_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** The message key for `quantity` of a part in `unit`, or null when it fits (whole pieces for piece units). */
export function quantityProblem(quantity: number, unit: Unit): MessageKey | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return 'field.quantity_positive';
  if (isPieceUnit(unit) && !Number.isInteger(quantity)) return 'field.whole_pieces';
  if (!hasAtMostDecimals(quantity)) return 'field.quantity_decimals';
  return null;
}

// ---- manufacturers and parts ------------------------------------------------------------------------------

const name = z.string().trim().min(1, key('field.required')).max(200);

export const ManufacturerInput = z.strictObject({
  name,
  country: z.string().trim().max(100).default(''),
  email: z.union([z.literal(''), z.email()]).default(''),
  phone: z.string().trim().max(40).default(''),
  notes: z.string().trim().max(2000).default(''),
});
export type ManufacturerInput = z.input<typeof ManufacturerInput>;

export const ManufacturerAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
  notes: z.string(),
  /** How many parts the manufacturer supplies. */
  parts: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ManufacturerAnswer = z.infer<typeof ManufacturerAnswer>;

/**
 * A part (the factory's parts table); its stock is the inventory items of type `part` carrying its id, one per
 * warehouse. The manufacturer's part number is unique per manufacturer.
 */
export const PartInput = z.strictObject({
  name,
  manufacturerId: z.uuid({ error: key('field.required') }),
  partNumber: z
    .string()
    .trim()
    .min(1, key('field.required'))
    .max(64)
    .regex(/^[\w./-]+$/, { error: key('field.part_number') }),
  unit: Unit,
});
export type PartInput = z.input<typeof PartInput>;

export const PartAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  manufacturerId: z.uuid(),
  manufacturerName: z.string(),
  partNumber: z.string(),
  unit: Unit,
  /** On hand in every warehouse together. */
  inStock: z.number(),
  createdAt: z.string(),
});
export type PartAnswer = z.infer<typeof PartAnswer>;

// ---- production models ------------------------------------------------------------------------------------

export const BillOfMaterialsLine = z.strictObject({ partId: z.uuid(), quantity: PartQuantity });
export type BillOfMaterialsLine = z.infer<typeof BillOfMaterialsLine>;

/** A bike model: the parts one bike takes (each part once) and the catalogue variant it becomes. */
export const ProductionModelInput = z.strictObject({
  name,
  /**
   * The SKU of the catalogue variant the finished bike is sold as: a completed assembly enters stock as this
   * inventory item (of type product_variant) in the assembly's warehouse.
   */
  sku: z.string().trim().min(1, key('field.required')).max(64),
  parts: z
    .array(BillOfMaterialsLine)
    .min(1)
    .max(200)
    .refine((lines) => new Set(lines.map((line) => line.partId)).size === lines.length, {
      error: key('field.part_twice'),
    }),
});
export type ProductionModelInput = z.input<typeof ProductionModelInput>;

export const ProductionModelAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  sku: z.string(),
  parts: z.array(
    z.object({ partId: z.uuid(), name: z.string(), partNumber: z.string(), unit: Unit, quantity: z.number() }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductionModelAnswer = z.infer<typeof ProductionModelAnswer>;

// ---- plans ------------------------------------------------------------------------------------------------

export const PlanInput = z.strictObject({
  modelId: z.uuid({ error: key('field.required') }),
  quantity: z
    .number({ error: key('field.required') })
    .int()
    .min(1)
    .max(10_000),
  /** yyyy-MM-dd: the bikes are due by this day. */
  dueDate: z.iso.date(),
  notes: z.string().trim().max(2000).default(''),
});
export type PlanInput = z.input<typeof PlanInput>;

/** A part the plan needs: needed = per bike × bikes still to start; short = what stock lacks. */
export const PlanNeed = z.object({
  partId: z.uuid(),
  name: z.string(),
  unit: Unit,
  needed: z.number(),
  inStock: z.number(),
  short: z.number(),
});
export type PlanNeed = z.infer<typeof PlanNeed>;

export const PlanAnswer = z.object({
  id: z.uuid(),
  modelId: z.uuid(),
  modelName: z.string(),
  quantity: z.number().int(),
  dueDate: z.string(),
  notes: z.string(),
  /** Assemblies started for the plan. */
  started: z.number().int(),
  completed: z.number().int(),
  needs: z.array(PlanNeed),
  createdAt: z.string(),
});
export type PlanAnswer = z.infer<typeof PlanAnswer>;

// ---- assemblies -------------------------------------------------------------------------------------------

/** As stamped on the frame (the insurance check reads the same): letters, digits, hyphens; upper case. */
export const FrameNumber = z
  .string()
  .trim()
  .min(1, key('field.required'))
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{3,28}[A-Za-z0-9]$/, { error: key('field.frame_number') })
  .transform((value) => value.toUpperCase());

/** POST /api/admin/assemblies: starting consumes the model's parts from the warehouse (refused when short). */
export const AssemblyStartInput = z.strictObject({
  modelId: z.uuid({ error: key('field.required') }),
  frameNumber: FrameNumber,
  /** Parts are taken from and the finished bike is put into this warehouse. */
  warehouseId: z.uuid({ error: key('field.required') }),
  planId: z.uuid().nullable().default(null),
});
export type AssemblyStartInput = z.input<typeof AssemblyStartInput>;

/**
 * POST /api/admin/factory/assemblies/import: bikes the factory made before the shop kept its assemblies here,
 * recorded as completed on the day they were finished (no parts consumed, nothing put into stock) so that a
 * sold one can be insured (issue 25). All or nothing; a frame already recorded is refused at its line.
 */
export const AssemblyImportInput = z.strictObject({
  modelId: z.uuid({ error: key('field.required') }),
  warehouseId: z.uuid({ error: key('field.required') }),
  frames: z
    .array(
      z.strictObject({
        frameNumber: FrameNumber,
        /** yyyy-MM-dd, not in the future (Europe/Warsaw; checked by the service). */
        completedOn: z.iso.date({ error: key('field.date') }),
      }),
    )
    .min(1, key('field.required'))
    .max(500)
    .refine((frames) => new Set(frames.map((frame) => frame.frameNumber)).size === frames.length, {
      error: key('field.frame_number_twice'),
    }),
});
export type AssemblyImportInput = z.input<typeof AssemblyImportInput>;

export const AssemblyImportAnswer = z.object({ imported: z.array(z.string()) });
export type AssemblyImportAnswer = z.infer<typeof AssemblyImportAnswer>;

/** POST /api/admin/assemblies/:id/stage: `from` is the stage the screen showed (a stale screen gets 409). */
export const AssemblyMoveInput = z.strictObject({
  from: AssemblyStage,
  to: AssemblyStage,
  note: z.string().trim().max(500).default(''),
});
export type AssemblyMoveInput = z.input<typeof AssemblyMoveInput>;

export const AssemblyStep = z.object({
  stage: AssemblyStage,
  at: z.string(),
  staffId: z.string(),
  staffName: z.string(),
  note: z.string(),
});
export type AssemblyStep = z.infer<typeof AssemblyStep>;

export const AssemblyAnswer = z.object({
  id: z.uuid(),
  frameNumber: z.string(),
  modelId: z.uuid(),
  modelName: z.string(),
  warehouseId: z.uuid(),
  planId: z.uuid().nullable(),
  stage: AssemblyStage,
  /** Every stage it entered, oldest first: who moved it there and when. */
  steps: z.array(AssemblyStep),
  nextStages: z.array(AssemblyStage),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssemblyAnswer = z.infer<typeof AssemblyAnswer>;
