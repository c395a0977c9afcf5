import { ApiError } from '@shop/platform';
import { adminApi } from './client';

/** Ends the staff member's session. A 401 means it had already ended, which is what they wanted. */
export async function signOut(): Promise<void> {
  try {
    await adminApi.get('/api/account/logout');
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}
