import { type AssemblyImportAnswer, type AssemblyImportInput, todayInWarsaw, translate } from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { type Database, isUniqueViolation, recordAudit } from '@shop/service-kit/db';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { assemblies, assemblySteps, productionModels } from '../../db/factory.schema';
import type * as schema from '../../db/schema';
import { activeWarehouse } from '../warehouses';

// Bikes made before the factory module (issue 25, docs/decisions/insurance.md): staff record their frames as
// completed assemblies of a production model, on the day each was finished, so that a sold one can be insured
// (cms asks `/internal/warehouse/assemblies/:frameNumber`). Nothing is consumed and nothing goes into stock: the
// bikes were counted in the warehouse when they arrived. All or nothing; each import is audited.

type Db = Database<typeof schema>;

const IMPORTED = 'Import: rower wyprodukowany przed prowadzeniem montażu w systemie';

/** Late morning in Warsaw on `day` (11:00 or 12:00): the completion day reads back as that day. */
const middayInWarsaw = (day: string) => new Date(`${day}T10:00:00.000Z`);

export async function importAssemblies(
  db: Db,
  staff: StaffMember,
  input: z.output<typeof AssemblyImportInput>,
  lang: string,
): Promise<AssemblyImportAnswer> {
  const fieldError = (
    field: string,
    messageKey: string,
    code: 'validation_failed' | 'duplicate' = 'validation_failed',
  ) => new AppError(code, { fields: { [field]: translate(messageKey, lang) } });
  await activeWarehouse(db, input.warehouseId, 'warehouseId');
  const [model] = await db.select().from(productionModels).where(eq(productionModels.id, input.modelId));
  if (!model) throw new AppError('not_found', { fields: { modelId: translate('error.not_found', lang) } });
  const today = todayInWarsaw();
  const future = input.frames.findIndex((frame) => frame.completedOn > today);
  if (future >= 0) throw fieldError(`frames.${future}.completedOn`, 'field.date_future');
  const numbers = input.frames.map((frame) => frame.frameNumber);
  const taken = await db
    .select({ frameNumber: assemblies.frameNumber })
    .from(assemblies)
    .where(inArray(assemblies.frameNumber, numbers));
  const takenAt = (frameNumber: string) => `frames.${numbers.indexOf(frameNumber)}.frameNumber`;
  if (taken[0]) throw fieldError(takenAt(taken[0].frameNumber), 'error.frame_number_taken', 'duplicate');
  try {
    return await db.transaction(async (tx) => {
      for (const frame of input.frames) {
        const at = middayInWarsaw(frame.completedOn);
        const [row] = await tx
          .insert(assemblies)
          .values({
            frameNumber: frame.frameNumber,
            modelId: model.id,
            warehouseId: input.warehouseId,
            stage: 'completed',
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        await tx.insert(assemblySteps).values({
          assemblyId: row!.id,
          stage: 'completed',
          staffId: staff.id,
          staffName: staff.name,
          note: IMPORTED,
          at,
        });
        await recordAudit(
          tx,
          staff,
          {
            action: 'create',
            entity: 'assembly',
            entityId: row!.id,
            after: {
              frameNumber: frame.frameNumber,
              model: model.name,
              completedOn: frame.completedOn,
              imported: true,
            },
          },
          new Date(),
        );
      }
      return { imported: numbers };
    });
  } catch (error) {
    // Recorded by someone else between our look and our insert.
    if (isUniqueViolation(error, 'assemblies_frame_number'))
      throw new AppError('duplicate', { fields: { frames: translate('error.frame_number_taken', lang) } });
    throw error;
  }
}
