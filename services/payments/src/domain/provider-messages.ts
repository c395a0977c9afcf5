import { createHash } from 'node:crypto';
import { isUuid } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { PaymentsContext } from '../context';
import { providerNotifications, transactions } from '../db/schema';
import { recordPaymentOutcome } from '../events/payment-outcomes';
import type { ProviderOutcome } from '../providers/provider';
import { ABANDONED } from './abandon-payments';
import type { TransactionRow } from './transactions';

// What providers tell the shop — notifications, signed browser returns, poll answers, staff-recorded bank
// decisions — goes through one door: kept raw in the audit log, and a verified outcome settles its
// transaction once.

export type Effect = 'recorded' | 'duplicate' | 'refused' | 'ignored';

export interface ProviderMessage {
  provider: string;
  kind: 'notify' | 'return' | 'poll';
  headers?: Record<string, string | undefined>;
  rawBody: string;
  verified: boolean;
  /** Why it was refused (signature, amount, unknown transaction). */
  refused?: string;
  outcome?: ProviderOutcome;
}

/** A NUL or a lone UTF-16 surrogate: text PostgreSQL refuses (NUL) or would store changed (a lone surrogate). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL is the point
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSAFE_TEXT_ALL = new RegExp(UNSAFE_TEXT.source, 'g');

/** Whether a text holds a NUL or a lone surrogate. */
export const hasUnsafeText = (text: string) => UNSAFE_TEXT.test(text);

/** The text with every NUL and lone surrogate written out as `\u0000`, `\ud800`: safe to store, still readable. */
export const escapeUnsafeText = (text: string) =>
  text.replace(UNSAFE_TEXT_ALL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** How much of a message's raw body is kept: a refused one (forged, unreadable, unknown) keeps an excerpt. */
export const KEPT_BODY = 20_000;
export const KEPT_REFUSED_BODY = 2_000;

const KEPT_HEADERS = ['content-type', 'user-agent', 'x-jws-signature', 'x-signature', 'signature', 'x-forwarded-for'];

/** At most `max` UTF-16 units, never ending inside a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text[max - 1]!) ? max - 1 : max;
  return text.slice(0, end);
}

/**
 * Records what a provider said, once: the raw message always goes to the audit log; a verified outcome
 * moves its pending transaction (or a retryable failure that the provider now reports paid) to the result
 * and publishes payment-succeeded/failed in the same database transaction. A repeat changes nothing.
 */
export async function recordProviderMessage(
  context: PaymentsContext,
  message: ProviderMessage,
): Promise<{ effect: Effect; transaction?: TransactionRow }> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = message.headers?.[name];
    if (value) headers[name] = escapeUnsafeText(value).slice(0, 1_000);
  }
  const digest = createHash('sha256').update(message.rawBody).digest('hex');
  return context.transaction(async (tx) => {
    const log = async (effect: Effect, transactionId: string | null, note?: string) => {
      await tx.insert(providerNotifications).values({
        provider: message.provider,
        kind: message.kind,
        transactionId,
        headers,
        // Escaped before it is cut, so that the cut never leaves half a surrogate pair or half an escape.
        rawBody: cut(escapeUnsafeText(message.rawBody), effect === 'refused' ? KEPT_REFUSED_BODY : KEPT_BODY),
        digest,
        verified: message.verified,
        effect,
        note: note === undefined ? null : escapeUnsafeText(note).slice(0, 500),
        receivedAt: context.clock.now(),
      });
    };
    const outcome = message.outcome;
    if (!message.verified || message.refused) {
      await log('refused', null, message.refused ?? 'not verified');
      return { effect: 'refused' as const };
    }
    if (!outcome) {
      await log('ignored', null, 'nothing to record');
      return { effect: 'ignored' as const };
    }
    const [row] = isUuid(outcome.transactionId)
      ? await tx
          .select()
          .from(transactions)
          .where(and(eq(transactions.id, outcome.transactionId), eq(transactions.provider, message.provider)))
          .for('update')
      : [];
    if (!row) {
      await log('refused', null, `unknown transaction ${outcome.transactionId.slice(0, 60)}`);
      return { effect: 'refused' as const };
    }
    if (outcome.result === 'success' && outcome.amountPln !== undefined && outcome.amountPln < row.amountPln) {
      await log('refused', row.id, `amount ${outcome.amountPln} does not cover ${row.amountPln}`);
      return { effect: 'refused' as const, transaction: row };
    }
    // A "paid" for an attempt closed by the order's cancel: refused in the provider's words, and kept with a
    // note for staff — should the provider have taken the money, it goes back (docs/decisions/order-states.md).
    if (row.result === 'failure' && row.reason === ABANDONED && outcome.result === 'success') {
      await log('refused', row.id, 'paid after the order was cancelled: refund it at the provider');
      return { effect: 'refused' as const, transaction: row };
    }
    const open =
      row.result === 'pending' || (row.result === 'failure' && row.retryable === true && outcome.result === 'success');
    if (outcome.result === 'pending' || !open) {
      if (outcome.providerRef && !row.providerRef) {
        await tx
          .update(transactions)
          .set({ providerRef: outcome.providerRef, updatedAt: context.clock.now() })
          .where(eq(transactions.id, row.id));
      }
      await log(outcome.result === 'pending' ? 'ignored' : 'duplicate', row.id);
      return { effect: outcome.result === 'pending' ? ('ignored' as const) : ('duplicate' as const), transaction: row };
    }
    const now = context.clock.now();
    const [settled] = await tx
      .update(transactions)
      .set({
        result: outcome.result,
        providerRef: outcome.providerRef ?? row.providerRef,
        reason: outcome.result === 'failure' ? (outcome.reason ?? 'payment failed').slice(0, 500) : null,
        retryable: outcome.result === 'failure' ? (outcome.retryable ?? true) : null,
        updatedAt: now,
        settledAt: now,
      })
      .where(eq(transactions.id, row.id))
      .returning();
    if (!settled) throw new Error(`transaction ${row.id} vanished under its lock`);
    await recordPaymentOutcome(tx, settled);
    await log('recorded', row.id, outcome.result);
    return { effect: 'recorded' as const, transaction: settled };
  });
}
