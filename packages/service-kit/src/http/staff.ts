import type { AdminType, Permission } from '@shop/contracts';
import { mayDo } from '@shop/contracts';
import { AppError } from '../errors';
import type { ShopContext } from './state';

// The permission check every back-office route makes itself (DESIGN §9), whatever the gateway did before
// it: the call came from the admin panel, a staff member is signed in, and their admin type holds the
// permission. `routesOn` runs it for every admin row of the route table before anything else.

/** Who is acting in the back office: what the audit trail records. */
export interface StaffMember {
  id: string;
  adminType: AdminType;
  name: string;
}

/** The signed-in staff member, or 401 (nobody, or not from the admin panel's session) / 403 (a customer). */
export function staffOf(ctx: ShopContext): StaffMember {
  const { app, role, customerId, adminType, staffName } = ctx.state.identity;
  if (app !== 'admin') throw new AppError('forbidden', { detail: 'the back office answers the admin panel only' });
  if (!customerId) throw new AppError('authentication_required');
  if (role !== 'ADMIN' || !adminType) throw new AppError('forbidden', { detail: 'not staff' });
  return { id: customerId, adminType, name: staffName ?? customerId };
}

/** The staff member, when their admin type holds `permission`; 401/403 in the error shape otherwise. */
export function requirePermission(ctx: ShopContext, permission: Permission): StaffMember {
  const staff = staffOf(ctx);
  if (!mayDo(staff.adminType, permission)) {
    throw new AppError('forbidden', { detail: `${staff.adminType} lacks ${permission}` });
  }
  return staff;
}
