import { z } from 'zod';
import { TaxId } from '../account';
import { AdminEntityParam, adminRow } from './row';

// The service training participants (SPEC §2 Downloads: the training book only for dealers on the list),
// kept by documents and maintained by staff with the customers' permissions (the list names dealers).
// docs/decisions/dealer-area.md.

export const TrainingParticipant = z.object({
  taxId: z.string(),
  companyName: z.string(),
  city: z.string(),
  /** YYYY-MM-DD */
  trainedOn: z.string(),
});
export type TrainingParticipant = z.infer<typeof TrainingParticipant>;

export const TrainingParticipantList = z.object({ items: z.array(TrainingParticipant) });
export type TrainingParticipantList = z.infer<typeof TrainingParticipantList>;

/** A dealer added to the list: its tax id (10 digits, spaces, dots and dashes dropped), name, city, date. */
export const NewTrainingParticipant = z.strictObject({
  taxId: TaxId,
  companyName: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(100),
  trainedOn: z.iso.date({ error: 'field.invalid' }),
});
export type NewTrainingParticipant = z.input<typeof NewTrainingParticipant>;

export const trainingApi = {
  'GET /api/admin/training-participants': adminRow('documents', 'The service training participants', 'customers.list', {
    answer: TrainingParticipantList,
  }),
  'POST /api/admin/training-participants': adminRow(
    'documents',
    'Add a dealer to the service training participants',
    'customers.update',
    { body: NewTrainingParticipant, answer: TrainingParticipant },
  ),
  'DELETE /api/admin/training-participants/:id': adminRow(
    'documents',
    'Take a dealer (by tax id) off the service training participants',
    'customers.update',
    { params: AdminEntityParam },
  ),
} as const;
