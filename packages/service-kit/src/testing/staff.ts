import type { AdminType, Identity } from '@shop/contracts';

/** The identity the gateway signs for a staff member of `adminType` calling from the admin panel. */
export function staffIdentity(adminType: AdminType, customerId = '00000000-0000-4000-8000-0000000000a1'): Identity {
  return { app: 'admin', role: 'ADMIN', customerId, adminType, staffName: 'Ewa Nowak' };
}
