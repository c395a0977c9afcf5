import type {
  AdminB2bContacts,
  AdminB2bContacts as AdminB2bContactsSchema,
  B2bContactEntry,
  B2bContactsAnswer,
  StorefrontLanguage,
} from '@shop/contracts';
import type { StaffMember } from '@shop/service-kit';
import { changedMeanwhile, type Executor, recordAudit } from '@shop/service-kit/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CmsContext } from '../context';
import type * as schema from '../db/schema';
import { b2bContacts, b2bNoticeAcceptances } from '../db/schema';

// The B2B contacts (SPEC §2 B2B contact, §6 B2B dealer; docs/decisions/dealer-area.md): staff keep one list in
// settings, saved whole at its version and audited; a dealer gets it only after accepting the notice, and the
// first acceptance is recorded with its time. Who may ask is checked by the routes.

type Db = Executor<typeof schema>;
type Context = Pick<CmsContext, 'db' | 'transaction' | 'clock'>;

/** The audit trail's entity and id: the list is a settings group of its own. */
export const B2B_CONTACTS_AUDIT = { entity: 'settings', entityId: 'b2b-contacts' } as const;

/** The demo list, seeded only while staff have never saved one. */
export const demoB2bContacts: B2bContactEntry[] = [
  {
    name: 'Anna Wiśniewska',
    title: { pl: 'Kierownik sprzedaży B2B', en: 'B2B sales manager' },
    phone: '+48 22 100 20 30',
    email: 'b2b@zefir.example',
  },
  {
    name: 'Piotr Zieliński',
    title: { pl: 'Koordynator serwisu dealerskiego', en: 'Dealer service coordinator' },
    phone: '+48 22 100 20 31',
    email: 'serwis.b2b@zefir.example',
  },
];

/** An entry with its keys in one order (jsonb keeps its own), so an unchanged list compares equal. */
const canonical = (contact: B2bContactEntry): B2bContactEntry => ({
  name: contact.name,
  title: { pl: contact.title.pl, en: contact.title.en },
  phone: contact.phone,
  email: contact.email,
});

async function readList(db: Db) {
  const [row] = await db.select().from(b2bContacts).where(eq(b2bContacts.id, 1));
  return row ?? { contacts: [] as B2bContactEntry[], version: 0 };
}

/** The list as staff edit it. */
export async function adminB2bContacts(db: Db): Promise<AdminB2bContacts> {
  const { contacts, version } = await readList(db);
  return { version, contacts: contacts.map(canonical) };
}

/** Replaces the list at the version read (409 after someone else's save); an unchanged list writes nothing. */
export async function saveB2bContacts(
  context: Context,
  staff: StaffMember,
  change: z.output<typeof AdminB2bContactsSchema>,
): Promise<AdminB2bContacts> {
  const now = context.clock.now();
  return context.transaction(async (tx) => {
    await tx.insert(b2bContacts).values({ id: 1 }).onConflictDoNothing();
    const [locked] = await tx.select().from(b2bContacts).where(eq(b2bContacts.id, 1)).for('update');
    if (!locked || locked.version !== change.version) throw changedMeanwhile();
    const changed = await recordAudit(
      tx,
      staff,
      {
        action: 'update',
        ...B2B_CONTACTS_AUDIT,
        before: { contacts: locked.contacts.map(canonical) },
        after: { contacts: change.contacts.map(canonical) },
      },
      now,
    );
    if (!changed) return { version: locked.version, contacts: locked.contacts.map(canonical) };
    const version = locked.version + 1;
    await tx
      .update(b2bContacts)
      .set({ contacts: change.contacts, version, updatedAt: now })
      .where(eq(b2bContacts.id, 1));
    return { version, contacts: change.contacts };
  });
}

/** What a dealer gets: nothing but the fact it has not accepted yet, or the contacts in its language. */
export async function dealerB2bContacts(
  db: Db,
  customerId: string,
  lang: StorefrontLanguage,
): Promise<B2bContactsAnswer> {
  const [accepted] = await db
    .select()
    .from(b2bNoticeAcceptances)
    .where(eq(b2bNoticeAcceptances.customerId, customerId));
  if (!accepted) return { acceptedAt: null, contacts: [] };
  const { contacts } = await readList(db);
  return {
    acceptedAt: accepted.acceptedAt.toISOString(),
    contacts: contacts.map((contact) => ({
      name: contact.name,
      title: contact.title[lang],
      phone: contact.phone,
      email: contact.email,
    })),
  };
}

/** Records the dealer's acceptance (the first one is kept) and answers the contacts. */
export async function acceptB2bNotice(
  context: Context,
  customerId: string,
  lang: StorefrontLanguage,
): Promise<B2bContactsAnswer> {
  await context.db
    .insert(b2bNoticeAcceptances)
    .values({ customerId, acceptedAt: context.clock.now() })
    .onConflictDoNothing();
  return dealerB2bContacts(context.db, customerId, lang);
}
