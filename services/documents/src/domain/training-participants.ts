import type { Executor } from '@shop/service-kit/db';
import { eq } from 'drizzle-orm';
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
