import type { ServiceContext } from '@shop/service-kit';
import { sql } from 'drizzle-orm';
import type * as schema from './schema';
import { trainingParticipants } from './schema';

// Dealers who took part in the spring service training sessions (Warszawa, Poznań, Kraków). The list is
// fixed by the factory's service department; a re-run brings rows back to these values.
const participants: Array<typeof trainingParticipants.$inferInsert> = [
  { taxId: '5260250274', companyName: 'E-Rowery Mazowsze Sp. z o.o.', city: 'Warszawa', trainedOn: '2025-02-18' },
  {
    taxId: '7791011327',
    companyName: 'Centrum Rowerowe Wielkopolska s.c. Nowak i Wiśniewski',
    city: 'Poznań',
    trainedOn: '2025-03-11',
  },
  { taxId: '6762451833', companyName: 'Rowery Żółkiewski i Syn Sp. j.', city: 'Kraków', trainedOn: '2025-03-25' },
  { taxId: '5833180299', companyName: 'Bałtycki Serwis Rowerowy Sp. z o.o.', city: 'Gdańsk', trainedOn: '2025-02-18' },
  {
    taxId: '8971765407',
    companyName: 'Dolnośląskie Centrum E-Bike Sp. z o.o.',
    city: 'Wrocław',
    trainedOn: '2025-03-25',
  },
  {
    taxId: '7123014687',
    companyName: 'Sklep Rowerowy „Szprycha” Łukasz Wójcik',
    city: 'Lublin',
    trainedOn: '2025-03-11',
  },
  { taxId: '7252018374', companyName: 'Łódzkie Rowery Elektryczne Sp. z o.o.', city: 'Łódź', trainedOn: '2025-02-18' },
];

/** Puts the service training participants in place; safe to run on every start. */
export async function seedTrainingParticipants(context: ServiceContext<typeof schema>): Promise<void> {
  await context.db
    .insert(trainingParticipants)
    .values(participants)
    .onConflictDoUpdate({
      target: trainingParticipants.taxId,
      set: {
        companyName: sql`excluded.company_name`,
        city: sql`excluded.city`,
        trainedOn: sql`excluded.trained_on`,
      },
    });
}
