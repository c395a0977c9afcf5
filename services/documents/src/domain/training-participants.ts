import {
  type NewTrainingParticipant,
  type TrainingParticipant as TrainingParticipantAnswer,
  type TrainingParticipantList,
  translate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { type Executor, recordAudit } from '@shop/service-kit/db';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DocumentsContext } from '../context';
import type * as schema from '../db/schema';
import { trainingParticipants } from '../db/schema';

export type TrainingParticipant = typeof trainingParticipants.$inferSelect;

/** The dealer with this tax id on the list of service training participants, if there is one. */
export async function findTrainingParticipant(
  db: Executor<typeof schema>,
  taxId: string,
): Promise<TrainingParticipant | undefined> {
  const [row] = await db.select().from(trainingParticipants).where(eq(trainingParticipants.taxId, taxId)).limit(1);
  return row;
}

export const TRAINING_PARTICIPANT_ENTITY = 'training_participant';

/** The list as staff see it, by company name. */
export async function listTrainingParticipants(db: Executor<typeof schema>): Promise<TrainingParticipantList> {
  const rows = await db.select().from(trainingParticipants).orderBy(asc(trainingParticipants.companyName));
  return { items: rows.map(({ taxId, companyName, city, trainedOn }) => ({ taxId, companyName, city, trainedOn })) };
}

/** Adds a dealer, audited; a tax id already on the list is refused at its field. */
export async function addTrainingParticipant(
  context: Pick<DocumentsContext, 'transaction' | 'clock'>,
  staff: StaffMember,
  input: z.output<typeof NewTrainingParticipant>,
  lang: string,
): Promise<TrainingParticipantAnswer> {
  const duplicate = () => new AppError('validation_failed', { fields: { taxId: translate('field.duplicate', lang) } });
  return context.transaction(async (tx) => {
    const [added] = await tx.insert(trainingParticipants).values(input).onConflictDoNothing().returning();
    if (!added) throw duplicate();
    const answer = { taxId: added.taxId, companyName: added.companyName, city: added.city, trainedOn: added.trainedOn };
    await recordAudit(
      tx,
      staff,
      { action: 'create', entity: TRAINING_PARTICIPANT_ENTITY, entityId: added.taxId, after: answer },
      context.clock.now(),
    );
    return answer;
  });
}

/** Takes a dealer off the list, audited; 404 when it is not on it. */
export async function removeTrainingParticipant(
  context: Pick<DocumentsContext, 'transaction' | 'clock'>,
  staff: StaffMember,
  taxId: string,
): Promise<void> {
  await context.transaction(async (tx) => {
    const [removed] = await tx.delete(trainingParticipants).where(eq(trainingParticipants.taxId, taxId)).returning();
    if (!removed) throw new AppError('not_found');
    const { taxId: id, companyName, city, trainedOn } = removed;
    await recordAudit(
      tx,
      staff,
      {
        action: 'delete',
        entity: TRAINING_PARTICIPANT_ENTITY,
        entityId: id,
        before: { taxId: id, companyName, city, trainedOn },
      },
      context.clock.now(),
    );
  });
}
