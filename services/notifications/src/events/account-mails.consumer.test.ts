import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AccountOpened,
  DealerActivationRequested,
  type EventDefinition,
  LoginLinkRequested,
  PasswordResetRequested,
  StaffWelcomeRequested,
} from '@shop/contracts';
import { createLogger } from '@shop/service-kit';
import { createLocalBus, type EventBus } from '@shop/service-kit/events';
import { startTestService, type TestService, until } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../db/schema';
import { mails } from '../db/schema';
import { notificationsService } from '../service';
import { validUntil } from '../templates/account-links';

let notifications: TestService<typeof schema>;
let bus: EventBus;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-account-mails-'));
const customerId = crypto.randomUUID();

async function deliver<E extends EventDefinition>(event: E, data: Record<string, unknown>) {
  const id = crypto.randomUUID();
  await bus.publish(event.subject, {
    id,
    type: event.type,
    source: 'accounts',
    occurredAt: new Date().toISOString(),
    data,
  });
  let row: typeof mails.$inferSelect | undefined;
  await until(
    async () => {
      [row] = await notifications.context.db
        .select()
        .from(mails)
        .where(and(eq(mails.eventId, id), eq(mails.state, 'sent')));
      return row !== undefined;
    },
    5_000,
    `the e-mail of ${event.type}`,
  );
  const file = readdirSync(join(dataDir, 'mail')).find((name) =>
    name.includes((row!.messageId ?? '').replace(/[^\w.@-]/g, '')),
  );
  // Quoted-printable, unfolded: long lines are cut with '=' and '=' itself is written '=3D'.
  const eml = readFileSync(join(dataDir, 'mail', file!), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  return { row: row!, eml };
}

beforeAll(async () => {
  bus = createLocalBus({ log: createLogger('test', 'silent') });
  await bus.ensureStream('accounts');
  notifications = await startTestService(notificationsService, {
    bus,
    env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://sklep.zefir.example/' },
  });
});
afterAll(async () => {
  await notifications?.stop();
  await bus?.close();
});

describe('account e-mails', () => {
  it('welcomes a retail customer and a dealer each with their own e-mail', async () => {
    const retail = await deliver(AccountOpened, {
      customerId,
      customerType: 'retail',
      email: 'anna@example.pl',
      firstName: 'Anna',
      language: 'pl',
      path: '/pl/konto',
    });
    expect(retail.row).toMatchObject({ template: 'account-welcome-retail', recipient: 'anna@example.pl' });
    expect(retail.eml).toContain('https://sklep.zefir.example/pl/konto');

    const dealer = await deliver(AccountOpened, {
      customerId,
      customerType: 'b2b',
      email: 'dealer@example.com',
      firstName: 'Tom',
      language: 'en',
      path: '/en/account',
    });
    expect(dealer.row).toMatchObject({ template: 'account-welcome-b2b', subject: 'Your dealer account is active' });
    expect(dealer.eml).toContain('wholesale prices');
  });

  it('sends the sign-in link, the reset link and the dealer activation link to the shop’s address', async () => {
    const expiresAt = new Date(Date.UTC(2026, 10, 23, 9, 15)).toISOString();
    const link = {
      customerId,
      email: 'jan@example.pl',
      firstName: 'Jan',
      language: 'pl',
      expiresAt,
    };
    const login = await deliver(LoginLinkRequested, { ...link, path: '/pl/autoryzuj?token=abc' });
    expect(login.row).toMatchObject({ template: 'login-link', subject: 'Twój link do logowania' });
    expect(login.eml).toContain('https://sklep.zefir.example/pl/autoryzuj?token=abc');
    expect(login.eml).toContain('23.11.2026, 10:15');

    const reset = await deliver(PasswordResetRequested, { ...link, path: '/pl/resetuj-haslo?token=def' });
    expect(reset.row).toMatchObject({ template: 'password-reset', subject: 'Ustaw nowe hasło' });
    expect(reset.eml).toContain('https://sklep.zefir.example/pl/resetuj-haslo?token=def');

    const activation = await deliver(DealerActivationRequested, {
      ...link,
      language: 'en',
      companyName: 'Rowery Gdynia',
      path: '/en/reset-password?token=ghi',
    });
    expect(activation.row).toMatchObject({ template: 'dealer-activation' });
    expect(activation.eml).toContain('Rowery Gdynia');
    expect(activation.eml).toContain('<a href="https://sklep.zefir.example/en/reset-password?token=ghi"');
  });

  it('welcomes a new staff member with the data-protection rules and the link that activates the account', async () => {
    const staff = {
      customerId,
      email: 'sprzedaz.nowa@zefir.example',
      firstName: 'Ewa',
      lastName: 'Lis',
      adminType: 'sales_employee',
      expiresAt: new Date(Date.UTC(2026, 10, 30, 9, 15)).toISOString(),
    };
    const pl = await deliver(StaffWelcomeRequested, {
      ...staff,
      language: 'pl',
      path: '/pl/resetuj-haslo?token=staff1',
      panelPath: '/pl/admin',
    });
    expect(pl.row).toMatchObject({
      template: 'admin-welcome',
      recipient: 'sprzedaz.nowa@zefir.example',
      subject: 'Twoje konto w panelu administracyjnym sklepu Zefir',
    });
    expect(pl.eml).toContain('<a href="https://sklep.zefir.example/pl/resetuj-haslo?token=staff1"');
    expect(pl.eml).toContain('https://sklep.zefir.example/pl/admin');
    for (const rule of ['RODO', 'UODO', 'webmaster@zefir.example', '30.11.2026, 10:15']) expect(pl.eml).toContain(rule);

    const en = await deliver(StaffWelcomeRequested, {
      ...staff,
      language: 'en',
      path: '/en/reset-password?token=staff2',
      panelPath: '/en/admin',
    });
    expect(en.row.subject).toBe('Your account in the Zefir shop admin panel');
    for (const rule of [
      'as: sales employee',
      'confidential',
      'GDPR',
      'never tell it to anyone',
      'always sign out',
      'Report any suspected breach',
      'webmaster@zefir.example',
    ])
      expect(en.eml).toContain(rule);
  });

  it('says until when a link works, in Polish time', () => {
    const date = new Date(Date.UTC(2026, 10, 23, 9, 15));
    expect(validUntil(date, 'pl')).toBe('23.11.2026, 10:15 (czasu polskiego)');
    expect(validUntil(new Date(Date.UTC(2026, 6, 1, 9, 15)), 'en')).toBe('01.07.2026, 11:15 (Polish time)');
  });
});
