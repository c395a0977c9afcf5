import { AdminType } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { AccountsContext } from './context';
import { addresses, customers } from './db/schema';
import { inviteDealer } from './domain/dealers';
import { hashPassword } from './domain/passwords';
import { accountsSettings, DEFAULT_DEMO_PASSWORD } from './settings';

// Demo accounts for embedded mode and SEED_DEMO_DATA=true. Only what is missing is added, so a changed
// password or profile is never overwritten. The password is DEMO_PASSWORD, or the documented default.

export { DEFAULT_DEMO_PASSWORD };

export const demoAccounts = {
  retail: 'anna.kowalska@example.pl',
  dealer: 'zamowienia@rowery-nowak.pl',
  dealerVatId: 'PL7792433421',
  inactiveDealer: 'biuro@e-bike-gdansk.pl',
  admin: 'admin@zefir.example',
} as const;

/** One demo staff member of every admin type (SPEC §6); the super admin is `demoAccounts.admin`. */
export const demoStaff: Record<AdminType, { email: string; firstName: string; lastName: string }> = {
  super_admin: { email: demoAccounts.admin, firstName: 'Marek', lastName: 'Zieliński' },
  admin: { email: 'administrator@zefir.example', firstName: 'Joanna', lastName: 'Wójcik' },
  sales_manager: { email: 'kierownik.sprzedazy@zefir.example', firstName: 'Paweł', lastName: 'Kamiński' },
  sales_employee: { email: 'sprzedaz@zefir.example', firstName: 'Agnieszka', lastName: 'Lewandowska' },
  marketing_manager: { email: 'kierownik.marketingu@zefir.example', firstName: 'Monika', lastName: 'Dąbrowska' },
  marketing_employee: { email: 'reklama@zefir.example', firstName: 'Kacper', lastName: 'Szymański' },
  service_manager: { email: 'kierownik.serwisu@zefir.example', firstName: 'Tadeusz', lastName: 'Woźniak' },
  service_employee: { email: 'serwisant@zefir.example', firstName: 'Bartosz', lastName: 'Kozłowski' },
  factory_manager: { email: 'kierownik.produkcji@zefir.example', firstName: 'Grzegorz', lastName: 'Jankowski' },
  factory_employee: { email: 'produkcja@zefir.example', firstName: 'Łukasz', lastName: 'Mazur' },
  warehouse_manager: { email: 'kierownik.magazynu@zefir.example', firstName: 'Dorota', lastName: 'Krawczyk' },
  warehouse_employee: { email: 'magazyn@zefir.example', firstName: 'Michał', lastName: 'Piotrowski' },
};

async function exists(context: AccountsContext, email: string): Promise<boolean> {
  const rows = await context.db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email}`)
    .limit(1);
  return rows.length > 0;
}

export async function seedAccounts(context: AccountsContext): Promise<void> {
  const password = context.settings.demoPassword;
  let passwordHash: string | undefined;
  const hash = async () => {
    passwordHash ??= await hashPassword(password);
    return passwordHash;
  };

  if (!(await exists(context, demoAccounts.retail))) {
    await context.transaction(async (tx) => {
      const [anna] = await tx
        .insert(customers)
        .values({
          type: 'retail',
          email: demoAccounts.retail,
          passwordHash: await hash(),
          firstName: 'Anna',
          lastName: 'Kowalska',
          street: 'ul. Marszałkowska 10/4',
          zipCode: '00-590',
          city: 'Warszawa',
          country: 'PL',
          region: 'pl_mz',
          phone: '+48 601 234 567',
        })
        .returning();
      await tx.insert(addresses).values({
        customerId: anna!.id,
        alias: 'Dom',
        isDefault: true,
        firstName: 'Anna',
        lastName: 'Kowalska',
        street: 'ul. Marszałkowska 10/4',
        zipCode: '00-590',
        city: 'Warszawa',
        country: 'PL',
        region: 'pl_mz',
        phone: '+48 601 234 567',
      });
    });
  }

  if (!(await exists(context, demoAccounts.dealer))) {
    await context.db.insert(customers).values({
      type: 'b2b',
      email: demoAccounts.dealer,
      passwordHash: await hash(),
      formType: 'company',
      firstName: 'Tomasz',
      lastName: 'Nowak',
      companyName: 'Rowery Nowak Sp. z o.o.',
      taxId: '7792433421',
      vatId: demoAccounts.dealerVatId,
      street: 'ul. Głogowska 31',
      zipCode: '60-702',
      city: 'Poznań',
      country: 'PL',
      region: 'pl_wp',
      phone: '+48 61 830 12 34',
    });
  }

  if (!(await exists(context, demoAccounts.inactiveDealer))) {
    await inviteDealer(
      context,
      {
        email: demoAccounts.inactiveDealer,
        firstName: 'Katarzyna',
        lastName: 'Wiśniewska',
        companyName: 'E-Bike Gdańsk s.c.',
        taxId: '5842739576',
        vatId: 'PL5842739576',
        currency: 'PLN',
        language: 'pl',
      },
      'pl',
    );
  }

  for (const adminType of AdminType.options) {
    const member = demoStaff[adminType];
    if (await exists(context, member.email)) continue;
    await context.db
      .insert(customers)
      .values({ type: 'retail', role: 'ADMIN', adminType, passwordHash: await hash(), ...member });
  }
}

/** What `npm start` prints about signing in to the demo shop. */
export function demoSignIns(env: Record<string, string | undefined>): string[] {
  const password = accountsSettings(env).demoPassword;
  return [
    `  Demo sign-in:        password ${password} (DEMO_PASSWORD when the demo data was loaded) for`,
    `                       customer ${demoAccounts.retail}`,
    `                       dealer ${demoAccounts.dealer} or VAT ID ${demoAccounts.dealerVatId}`,
    `                       (${demoAccounts.inactiveDealer} is a dealer still to activate: see the e-mails)`,
    '                       staff, one of every admin type, in the admin panel (/pl/admin):',
    ...AdminType.options.map((type) => `                         ${type.padEnd(19)} ${demoStaff[type].email}`),
  ];
}
