import {
  defaultShopSettings,
  type GeneralSettings,
  type PaymentDeliverySettings,
  type RevisedShopSettings,
  type SettingsGroup,
  type ShopSettings,
  ShopSettingsChanged,
  settingsGroupsOf,
} from '@shop/contracts';
import type { StaffMember } from '@shop/service-kit';
import { recordAudit } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { eq, sql } from 'drizzle-orm';
import type { CmsContext } from '../context';
import { shopSettings } from '../db/schema';
import type { CmsSettings } from '../settings';

// The shop settings staff set (issue 12): one row in cms's database, each group saved whole. A save raises
// the revision, records the change in the audit trail and `shop-settings-changed` in the outbox, all in one
// transaction; every service (cms too) takes the event (service-kit shop-settings.ts).

/** The settings while staff have saved nothing: SPEC §9's, with test mode from SHOP_TEST_MODE. */
export function cmsDefaultSettings(settings: Pick<CmsSettings, 'SHOP_TEST_MODE'>): ShopSettings {
  return { ...defaultShopSettings, testMode: settings.SHOP_TEST_MODE };
}

export interface SettingsGroups {
  general: GeneralSettings;
  'payment-delivery': PaymentDeliverySettings;
}

const column = { general: 'general', 'payment-delivery': 'paymentDelivery' } as const;

type Row = typeof shopSettings.$inferSelect;

/** A stored group over the defaults: a field added to a group later gets its default until staff save it. */
function settingsOf(row: Row | undefined, defaults: ShopSettings): ShopSettings {
  // Mailboxes too: one added later (the service manager's, issue 27) gets its default in an older saved group.
  const mailboxes = { ...defaults.mailboxes, ...row?.general?.mailboxes };
  return { ...defaults, ...row?.general, ...row?.paymentDelivery, mailboxes };
}

function groupOf<G extends SettingsGroup>(group: G, settings: ShopSettings): SettingsGroups[G] {
  const { general, paymentDelivery } = settingsGroupsOf(settings);
  const groups: SettingsGroups = { general, 'payment-delivery': paymentDelivery };
  return groups[group];
}

/** The settings with their revision, as the internal route answers them. */
export async function readShopSettings(context: CmsContext): Promise<RevisedShopSettings> {
  const [row] = await context.db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  return { revision: row?.revision ?? 0, settings: settingsOf(row, context.defaultShopSettings) };
}

export async function readSettingsGroup<G extends SettingsGroup>(context: CmsContext, group: G) {
  return groupOf(group, (await readShopSettings(context)).settings);
}

/** `group.field.sub` → value, so the history names the field that changed, not the whole group. */
function flat(value: object, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field && typeof field === 'object' && !Array.isArray(field))
      Object.assign(out, flat(field, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = field;
  }
  return out;
}

/**
 * Saves one group as staff sent it (validated by its contract schema). Saving what is already stored
 * changes nothing: no revision, no history entry, no event.
 */
export async function saveSettingsGroup<G extends SettingsGroup>(
  context: CmsContext,
  staff: StaffMember,
  group: G,
  value: SettingsGroups[G],
): Promise<SettingsGroups[G]> {
  return context.transaction(async (tx) => {
    // The one row exists from the first save on; the lock orders concurrent saves, so revisions never repeat.
    await tx.insert(shopSettings).values({ id: 1 }).onConflictDoNothing();
    const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1)).for('update');
    const before = settingsOf(row, context.defaultShopSettings);
    const after = { ...before, ...value };
    const changed = await recordAudit(
      tx,
      staff,
      {
        action: 'update',
        entity: 'settings',
        entityId: group,
        before: flat(groupOf(group, before)),
        after: flat(value),
      },
      context.clock.now(),
    );
    if (!changed) return value;
    const [saved] = await tx
      .update(shopSettings)
      .set({ [column[group]]: value, revision: sql`${shopSettings.revision} + 1`, updatedAt: context.clock.now() })
      .where(eq(shopSettings.id, 1))
      .returning({ revision: shopSettings.revision });
    await recordEvent(tx, ShopSettingsChanged, { revision: saved?.revision ?? 0, settings: after });
    return value;
  });
}
