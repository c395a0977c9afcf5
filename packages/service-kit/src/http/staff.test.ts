import type { Identity } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { requirePermission } from './staff';
import type { ShopContext } from './state';

const asCaller = (identity: Identity) => ({ state: { identity } }) as unknown as ShopContext;
const codeOf = (identity: Identity) => {
  try {
    requirePermission(asCaller(identity), 'admins.list');
    return 'allowed';
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.code}` : 'crashed';
  }
};

describe('requirePermission', () => {
  it('lets staff whose admin type holds the permission through, and says who they are', () => {
    const staff = requirePermission(
      asCaller({ app: 'admin', role: 'ADMIN', customerId: 's1', adminType: 'admin', staffName: 'Anna' }),
      'admins.list',
    );
    expect(staff).toEqual({ id: 's1', adminType: 'admin', name: 'Anna' });
  });

  it('refuses everyone else in the error shape: 401 without a session, 403 otherwise', () => {
    expect(codeOf({ app: 'admin', role: 'GUEST' })).toBe('401 authentication_required');
    expect(codeOf({ app: 'admin', role: 'CUSTOMER', customerId: 'c1' })).toBe('403 forbidden');
    expect(codeOf({ app: 'admin', role: 'ADMIN', customerId: 's2', adminType: 'sales_employee' })).toBe(
      '403 forbidden',
    );
    // A staff session reaching the back office through the storefront's application id.
    expect(codeOf({ app: 'storefront', role: 'ADMIN', customerId: 's1', adminType: 'super_admin' })).toBe(
      '403 forbidden',
    );
    expect(codeOf({ app: 'internal', role: 'ADMIN' })).toBe('403 forbidden');
  });
});
