import { z } from 'zod';
import { Permission } from '../permissions';

// What other services ask accounts about staff (internal): rma, for the staff members a return can be
// assigned to.

/** GET /internal/staff?permission=returns.update: active staff whose admin type holds the permission. */
export const StaffWithPermissionQuery = z.strictObject({ permission: Permission });

export const StaffNames = z.object({ items: z.array(z.object({ id: z.uuid(), name: z.string() })) });
export type StaffNames = z.infer<typeof StaffNames>;
