// @vitest-environment jsdom
import type { CurrentUser } from '@shop/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, leavePage, openPage, settle } from './test-page';

const guest: CurrentUser = {
  role: 'GUEST',
  customerType: null,
  email: null,
  firstName: null,
  lastName: null,
  taxId: null,
  currency: null,
};
const anna: CurrentUser = { ...guest, role: 'CUSTOMER', customerType: 'retail', email: 'anna@example.pl' };

async function freshPage(answers: (() => Response | Promise<Response>)[]) {
  const fetch = openPage(answers, () => json(guest));
  return { ...(await import('./session')), ...(await import('./events')), fetch };
}

describe('session', () => {
  afterEach(leavePage);

  it('is not loaded before the first answer', async () => {
    const { getSession } = await freshPage([]);
    expect(getSession()).toEqual({ loaded: false, user: null, signedOutAutomatically: false });
  });

  it('holds the signed-in customer, and no user for a guest', async () => {
    const { refreshSession, fetch } = await freshPage([() => json(anna), () => json(guest)]);
    await expect(refreshSession()).resolves.toMatchObject({ loaded: true, user: anna });
    expect(fetch.mock.calls[0]).toEqual(['/api/account/me', expect.anything()]);
    await expect(refreshSession()).resolves.toMatchObject({ loaded: true, user: null });
  });

  it('says when the session ended by itself, not when the customer signed out', async () => {
    const { refreshSession, emitShopEvent, getSession } = await freshPage([
      () => json(anna),
      () => json(guest),
      () => json(anna),
      () => json(guest),
    ]);
    await refreshSession();
    await expect(refreshSession()).resolves.toMatchObject({ user: null, signedOutAutomatically: true });
    await refreshSession();
    expect(getSession().signedOutAutomatically).toBe(false);
    emitShopEvent('account:signed-out');
    expect(getSession()).toMatchObject({ user: null, signedOutAutomatically: false });
    await settle();
    expect(getSession().signedOutAutomatically).toBe(false);
  });

  it('reads 401 as a guest and keeps the last answer on a network failure', async () => {
    const { refreshSession } = await freshPage([
      () => json(anna),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json({ error: { code: 'authentication_required', message: 'Authentication required.' } }, 401),
    ]);
    await refreshSession();
    await expect(refreshSession()).resolves.toMatchObject({ user: anna });
    await expect(refreshSession()).resolves.toMatchObject({ user: null });
  });

  it('fetches for the first listener and again after account:signed-in', async () => {
    const { onSessionChange, emitShopEvent } = await freshPage([() => json(guest), () => json(anna)]);
    const listener = vi.fn();
    onSessionChange(listener);
    await settle();
    expect(listener).toHaveBeenLastCalledWith({ loaded: true, user: null, signedOutAutomatically: false });
    emitShopEvent('account:signed-in');
    await settle();
    expect(listener).toHaveBeenLastCalledWith({ loaded: true, user: anna, signedOutAutomatically: false });
  });
});
