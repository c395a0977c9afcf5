import type { AdminType, CurrentUser, PermissionName } from '@shop/contracts';
import { mayDo } from '@shop/contracts';
import { refreshSession, useSession } from '@shop/platform';
import { useEffect, useMemo, useState } from 'react';

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

/**
 * The visitor of the panel, kept current with the page's session. Before it calls anyone a guest or a
 * customer, the panel asks the gateway once more: arriving from the sign-in screen, the page's session may
 * still be the one of a moment before signing in.
 */
export function useVisitor(): Visitor {
  const { loaded, user } = useSession();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    let current = true;
    void refreshSession().then(() => {
      if (current) setAsked(true);
    });
    return () => {
      current = false;
    };
  }, []);
  return useMemo((): Visitor => {
    if (!loaded) return { kind: 'loading' };
    if (user?.role === 'ADMIN') return { kind: 'staff', staff: staffOf(user as StaffUser) };
    if (!asked) return { kind: 'loading' };
    if (!user) return { kind: 'guest' };
    return { kind: 'notStaff' };
  }, [loaded, asked, user]);
}
