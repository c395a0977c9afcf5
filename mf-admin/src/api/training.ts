import type { NewTrainingParticipant, TrainingParticipant, TrainingParticipantList } from '@shop/contracts';
import { adminApi } from './client';

// The service training participants (documents; packages/contracts/src/api/admin/training.ts): the dealers
// whose downloads page offers the training book.

export const listTrainingParticipants = (signal?: AbortSignal): Promise<TrainingParticipantList> =>
  adminApi.get('/api/admin/training-participants', {}, { signal });

export const addTrainingParticipant = (body: NewTrainingParticipant): Promise<TrainingParticipant> =>
  adminApi.post('/api/admin/training-participants', { body });

export const removeTrainingParticipant = (taxId: string): Promise<unknown> =>
  adminApi.delete('/api/admin/training-participants/:id', { params: { id: taxId } });
