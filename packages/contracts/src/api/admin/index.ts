import { adminsApi } from './admins';
import { settingsApi } from './settings';

// The back office's rows of the public route table (DESIGN §9), one file per area. A later admin screen adds
// its area's file here and spreads it into `adminApi`; `shopApi` includes them all.

export * from './admins';
export * from './row';
export * from './settings';

export const adminApi = {
  ...adminsApi,
  ...settingsApi,
};
