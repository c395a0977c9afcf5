import { createHash, randomBytes } from 'node:crypto';
import {
  type CustomerContact,
  type DealerPreorderStatus,
  PreorderLinkSent,
  type SeasonDealer,
  translate,
} from '@shop/contracts';
import { screens } from '@shop/i18n';
import { AppError, type StaffMember } from '@shop/service-kit';
import { integerIdOf, recordAudit } from '@shop/service-kit/db';
import { recordEvent } from '@shop/service-kit/events';
import { and, eq, sql } from 'drizzle-orm';
import type { OrdersContext } from '../../context';
import { preorderLinks, preorderSeasons } from '../../db/schema';

// The season's link, one per dealer (SPEC §4): staff send it to chosen dealers; it works for the season's
// number of days and only for the dealer it went to. The token is 192 random bits; only its SHA-256 is kept.
// Sending again before the dealer submitted replaces the token (the older e-mail's link stops working) and
// starts the days again; after a submit nothing is sent (changes go through the dealer's contact).

export type LinkRow = typeof preorderLinks.$inferSelect;

const DAY_MS = 86_400_000;

export const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Today in Poland (the shop's calendar), as YYYY-MM-DD: a season's days are Polish days. */
export const todayInPoland = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** Links go out only for an open season that still takes orders. */
const takesLinks = (season: { state: string; closesOn: string }, now: Date) =>
  season.state === 'open' && todayInPoland(now) <= season.closesOn;

/** The dealer's status in the season (SPEC §4: link sent, then opened, then submitted). */
export function statusOf(link: Pick<LinkRow, 'openedAt' | 'submittedAt'> | undefined): DealerPreorderStatus {
  if (!link) return 'none';
  if (link.submittedAt) return 'submitted';
  return link.openedAt ? 'opened' : 'link_sent';
}

export function toSeasonDealer(link: LinkRow, orderNumber: string | null = null): SeasonDealer {
  return {
    customerId: link.customerId,
    name: link.dealerName,
    email: link.email,
    status: statusOf(link),
    sentAt: link.sentAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    openedAt: link.openedAt?.toISOString() ?? null,
    submittedAt: link.submittedAt?.toISOString() ?? null,
    orderNumber,
  };
}

/** The preorder page with the link's token: `/pl/preordery?t=…`. */
export function preorderPath(language: string, token: string): string {
  const lang = language === 'en' ? 'en' : 'pl';
  const route = screens.find((screen) => screen.id === 'preorders');
  if (!route) throw new Error("Unknown screen 'preorders'");
  return `/${lang}/${route[lang]}?t=${encodeURIComponent(token)}`;
}

/** Whom accounts says each id is; every one that is not an active dealer is named in `fields`. */
async function dealersOf(context: OrdersContext, customerIds: string[], lang: string): Promise<CustomerContact[]> {
  const fields: Record<string, string> = {};
  const found: CustomerContact[] = [];
  for (const [index, customerId] of customerIds.entries()) {
    const answer = await context.services.get('/internal/customers/:customerId', { params: { customerId } });
    if (!answer.ok) {
      if (answer.status !== 404)
        throw new AppError('service_unavailable', { detail: `accounts answered ${answer.status}` });
      fields[`customerIds.${index}`] = translate('error.not_found', lang);
    } else if (answer.body.type !== 'b2b' || !answer.body.active) {
      fields[`customerIds.${index}`] = translate('error.preorder_not_dealer', lang);
    } else found.push(answer.body);
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  return found;
}

/**
 * Sends the season's link to each dealer: one transaction writes every link, its `preorder-link-sent` event
 * (notifications mails it) and the audit row, or nothing at all.
 */
export async function sendPreorderLinks(
  context: OrdersContext,
  staff: StaffMember,
  rawSeasonId: string,
  requested: string[],
  lang: string,
): Promise<SeasonDealer[]> {
  const seasonId = integerIdOf(rawSeasonId);
  const customerIds = [...new Set(requested)];
  const [season] = await context.db.select().from(preorderSeasons).where(eq(preorderSeasons.id, seasonId));
  if (!season) throw new AppError('not_found');
  const now = context.clock.now();
  if (!takesLinks(season, now)) throw new AppError('business_rule', { messageKey: 'error.preorder_season_not_open' });
  const dealers = await dealersOf(context, customerIds, lang);
  const expiresAt = new Date(now.getTime() + season.linkValidDays * DAY_MS);

  return context.transaction(async (tx) => {
    const [locked] = await tx.select().from(preorderSeasons).where(eq(preorderSeasons.id, seasonId)).for('update');
    if (!locked || !takesLinks(locked, now))
      throw new AppError('business_rule', { messageKey: 'error.preorder_season_not_open' });
    const sent: SeasonDealer[] = [];
    const fields: Record<string, string> = {};
    for (const dealer of dealers) {
      const token = randomBytes(24).toString('base64url');
      const values = {
        email: dealer.email,
        dealerName: dealer.name,
        tokenHash: hashOfToken(token),
        sentAt: now,
        expiresAt,
      };
      const [link] = await tx
        .insert(preorderLinks)
        .values({ seasonId, customerId: dealer.id, ...values })
        .onConflictDoUpdate({
          target: [preorderLinks.seasonId, preorderLinks.customerId],
          set: values,
          setWhere: sql`${preorderLinks.submittedAt} is null`,
        })
        .returning();
      if (!link) {
        fields[`customerIds.${customerIds.indexOf(dealer.id)}`] = translate('error.preorder_link_after_submit', lang);
        continue;
      }
      const language = dealer.language;
      await recordEvent(tx, PreorderLinkSent, {
        seasonId,
        customerId: dealer.id,
        email: dealer.email,
        firstName: dealer.firstName,
        dealerName: dealer.name,
        language,
        seasonName: language === 'en' ? locked.nameEn : locked.namePl,
        priceGuaranteeUntil: locked.priceGuaranteeUntil,
        validDays: locked.linkValidDays,
        expiresAt: expiresAt.toISOString(),
        path: preorderPath(language, token),
      });
      sent.push(toSeasonDealer(link));
    }
    if (Object.keys(fields).length > 0) throw new AppError('business_rule', { fields });
    await recordAudit(
      tx,
      staff,
      {
        action: 'send_links',
        entity: 'preorder_season',
        entityId: String(seasonId),
        after: { linksSentTo: sent.map((dealer) => `${dealer.name} <${dealer.email}>`) },
      },
      now,
    );
    return sent;
  });
}

/** The link of a token, or 422 'Invalid link' (SPEC §8) for one that never was or was replaced. */
export async function linkOfToken(context: OrdersContext, token: string): Promise<LinkRow> {
  const [link] = await context.db
    .select()
    .from(preorderLinks)
    .where(eq(preorderLinks.tokenHash, hashOfToken(token)));
  if (!link) throw new AppError('invalid_link');
  return link;
}

/** Marks the first visit of the dealer (SPEC §4 opened); later visits change nothing. */
export async function markOpened(context: OrdersContext, link: LinkRow): Promise<LinkRow> {
  if (link.openedAt) return link;
  const [opened] = await context.db
    .update(preorderLinks)
    .set({ openedAt: context.clock.now() })
    .where(and(eq(preorderLinks.id, link.id), sql`${preorderLinks.openedAt} is null`))
    .returning();
  return opened ?? link;
}
