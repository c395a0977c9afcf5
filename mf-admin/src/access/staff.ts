import type { AdminType, CurrentUser, PermissionName } from '@shop/contracts';
import { mayDo } from '@shop/contracts';
import { useSession } from '@shop/platform';
import { useMemo } from 'react';

// Who is using the panel, as GET /api/account/me tells (the session of @shop/platform). The panel only hides
// what the admin type may not do (the matrix of @shop/contracts); every service checks again.

export interface StaffMember {
  /** The account's id (GET /api/account/me answers it), to tell the staff member's own account. */
  id: string | null;
  name: string;
  email: string;
  adminType: AdminType | null;
  /** Whether the admin type holds `permission`. */
  may: (permission: PermissionName) => boolean;
}

export type Visitor =
  | { kind: 'loading' }
  | { kind: 'guest' }
  /** Signed in, but as a customer or dealer. */
  | { kind: 'notStaff' }
  | { kind: 'staff'; staff: StaffMember };

type StaffUser = CurrentUser & { id?: string | null; adminType?: AdminType | null; staffName?: string | null };

export function staffOf(user: StaffUser): StaffMember {
  const adminType = user.adminType ?? null;
  const name = user.staffName ?? ([user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || '');
  return {
    id: user.id ?? null,
    name,
    email: user.email ?? '',
    adminType,
    may: (permission) => mayDo(adminType, permission),
  };
}

/** The visitor of the panel, kept current with the page's session. */
export function useVisitor(): Visitor {
  const { loaded, user } = useSession();
  return useMemo((): Visitor => {
    if (!loaded) return { kind: 'loading' };
    if (!user) return { kind: 'guest' };
    if (user.role !== 'ADMIN') return { kind: 'notStaff' };
    return { kind: 'staff', staff: staffOf(user as StaffUser) };
  }, [loaded, user]);
}
