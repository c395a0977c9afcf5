import type { Identity } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema';
import { type Harness, startAccounts } from '../test-harness';

// Who may be given a return (rma asks): active staff whose admin type holds the permission.

let h: Harness;
const internal: Identity = { app: 'internal', role: 'GUEST' };

beforeAll(async () => {
  h = await startAccounts({}, { seed: true });
}, 180_000);
afterAll(() => h?.stop());

const staffWith = async (permission: string) => {
  const { status, body } = await h.accounts.call('GET', `/internal/staff?permission=${permission}`, {
    identity: internal,
  });
  expect(status).toBe(200);
  return (body as { items: { id: string; name: string }[] }).items.map((member) => member.name);
};

describe('GET /internal/staff', () => {
  it('names the active staff whose type may update returns, and no one else', async () => {
    const names = await staffWith('returns.update');
    expect(names).toEqual(expect.arrayContaining(['Tadeusz Woźniak', 'Bartosz Kozłowski', 'Agnieszka Lewandowska']));
    expect(names).not.toContain('Kacper Szymański'); // marketing
    await h.accounts.context.db
      .update(customers)
      .set({ state: 'inactive' })
      .where(eq(customers.email, 'serwisant@zefir.example'));
    expect(await staffWith('returns.update')).not.toContain('Bartosz Kozłowski');
  });

  it('answers services only, and refuses an unknown permission', async () => {
    expect((await h.accounts.call('GET', '/internal/staff?permission=returns.update')).status).toBe(403);
    expect(
      (await h.accounts.call('GET', '/internal/staff?permission=returns.fly', { identity: internal })).status,
    ).toBe(400);
  });
});
