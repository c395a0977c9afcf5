import { SESSION_MAX_AGE_SECONDS, STAFF_SESSION_MAX_AGE_SECONDS } from '@shop/contracts';
import { MAX_FAILED_LOGINS, STAFF_SESSION_IDLE_MINUTES, STAFF_SESSION_MAX_HOURS } from '@shop/contracts/limits';
import { manualClock } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema';
import { hashPassword } from '../domain/passwords';
import { browser, type Harness, identityOf, newCustomer, startAccounts } from '../test-harness';

// DESIGN §9: staff sign in on the same screens with the same cookie, but their session is shorter: it ends
// after 30 minutes without a call and 8 hours after signing in, by the service's clock. A customer's is not.

let h: Harness;
const clock = manualClock(new Date());
const password = 'haslo-pracownika-1';
const minute = 60_000;
let counter = 0;

beforeAll(async () => {
  h = await startAccounts({}, { clock });
});
afterAll(() => h?.stop());

async function signedInStaff() {
  const email = `zmiana.${++counter}.${Date.now()}@zefir.example`;
  await h.accounts.context.db.insert(customers).values({
    type: 'retail',
    role: 'ADMIN',
    adminType: 'admin',
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Ewa',
    lastName: 'Lis',
  });
  const panel = browser(h.accounts, 'en', 'admin');
  const login = await panel.call('POST', '/api/account/login', { username: email, password });
  return { email, panel, login };
}

const maxAgeOf = (headers: Headers) => /Max-Age=(\d+)/.exec(headers.get('set-cookie') ?? '')?.[1];

describe('staff sessions', () => {
  it('hand out an 8-hour cookie to staff and the 7-day one to customers', async () => {
    const { login } = await signedInStaff();
    expect(STAFF_SESSION_MAX_AGE_SECONDS).toBe(STAFF_SESSION_MAX_HOURS * 3600);
    expect(maxAgeOf(login.headers)).toBe(String(8 * 3600));
    const customer = await browser(h.accounts).call('POST', '/api/account/register', newCustomer());
    expect(maxAgeOf(customer.headers)).toBe(String(SESSION_MAX_AGE_SECONDS));
  });

  it('tell the panel who is signed in: the admin type, null for a customer', async () => {
    const { panel, login } = await signedInStaff();
    expect(login.body).toMatchObject({ role: 'ADMIN', adminType: 'admin' });
    expect((await panel.call('GET', '/api/account/me')).body.adminType).toBe('admin');
    const anna = browser(h.accounts);
    await anna.call('POST', '/api/account/register', newCustomer());
    expect((await anna.call('GET', '/api/account/me')).body).toMatchObject({ role: 'CUSTOMER', adminType: null });
    expect((await browser(h.accounts).call('GET', '/api/account/me')).body.adminType).toBeNull();
  });

  it('end after 30 minutes without a call; each call starts the 30 minutes again', async () => {
    const { panel } = await signedInStaff();
    for (let i = 0; i < 4; i += 1) {
      clock.advance((STAFF_SESSION_IDLE_MINUTES - 1) * minute);
      expect((await panel.call('GET', '/api/admin/admins')).status).toBe(200);
    }
    clock.advance(STAFF_SESSION_IDLE_MINUTES * minute);
    expect((await identityOf(h.accounts, panel.sid)).role).toBe('GUEST');
    expect((await panel.call('GET', '/api/admin/admins')).status).toBe(401);
  });

  it('end 8 hours after signing in, however busy', async () => {
    const { panel } = await signedInStaff();
    const start = clock.now().getTime();
    while (clock.now().getTime() - start < STAFF_SESSION_MAX_HOURS * 60 * minute - 20 * minute) {
      clock.advance(20 * minute);
      expect((await identityOf(h.accounts, panel.sid)).role).toBe('ADMIN');
    }
    clock.advance(20 * minute);
    expect((await identityOf(h.accounts, panel.sid)).role).toBe('GUEST');
  });

  it("leave a customer's session alone: an idle hour changes nothing", async () => {
    const anna = browser(h.accounts);
    await anna.call('POST', '/api/account/register', newCustomer());
    clock.advance(5 * 60 * minute);
    expect((await identityOf(h.accounts, anna.sid)).role).toBe('CUSTOMER');
  });

  it('lock a staff account after 10 failed sign-ins, as any other', async () => {
    const { email } = await signedInStaff();
    const guesser = browser(h.accounts, 'en', 'admin');
    let last: Awaited<ReturnType<typeof guesser.call>> | undefined;
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1)
      last = await guesser.call('POST', '/api/account/login', { username: email, password: `zle-haslo-${i}` });
    expect(last!.body.error.code).toBe('too_many_login_attempts');
    const right = await guesser.call('POST', '/api/account/login', { username: email, password });
    expect(right.body.error.code).toBe('too_many_login_attempts');
  });
});
