import type { Clock, Logger } from '@shop/service-kit';
import type { Database } from '@shop/service-kit/db';
import type { Consumer } from '@shop/service-kit/events';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { mails } from '../db/schema';
import type { PrintAttachments } from './attachments';
import type { MailTransport } from './transport';

// Delivers the queued e-mails (db/schema.ts `mails`). A sender claims a few due mails at a time by moving
// their next attempt a lease ahead, so another replica's sender skips them and a sender that dies mid-way
// leaves them to be tried again once the lease is over. A refused or failed attempt is tried again later,
// further apart each time; after the last attempt, or at once when the server refuses for good (5xx), the
// mail is marked failed, with the server's answer, for staff to see (GET /api/admin/mails).

/** Minutes between an attempt that failed and the next: 1 min, 5 min, … 12 h; about a day in all. */
export const RETRY_AFTER_MINUTES = [1, 5, 15, 60, 180, 360, 720] as const;
/** Attempts before a mail is given up as failed. */
export const MAX_MAIL_ATTEMPTS = RETRY_AFTER_MINUTES.length + 1;
/** How long a claimed mail is left to its sender before another may try it. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

export interface MailSender {
  /** Looks for due mail soon (after a consumer queued some). */
  wake(): void;
  /** Sends what is due now; resolves when this round is over (tests call it instead of waiting). */
  sendDue(): Promise<number>;
  /** Starts sending every `everyMs` until the returned consumer is stopped. */
  start(): Consumer;
}

export interface MailSenderOptions {
  db: Database<typeof schema>;
  transport: MailTransport;
  clock: Clock;
  log: Logger;
  everyMs: number;
  /** Prints a mail's attachments when it is sent (documents); a mail without any never asks. */
  printAttachments?: PrintAttachments;
}

/** SMTP's permanent refusals (5xx): the same mail will be refused again, so trying again only delays staff. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export function createMailSender({
  db,
  transport,
  clock,
  log,
  everyMs,
  printAttachments,
}: MailSenderOptions): MailSender {
  let round: Promise<number> | undefined;
  let next: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function claim(): Promise<(typeof mails.$inferSelect)[]> {
    const now = clock.now();
    const due = db
      .select({ id: mails.id })
      .from(mails)
      .where(and(eq(mails.state, 'pending'), lte(mails.nextAttemptAt, now)))
      .orderBy(asc(mails.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mails)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${mails.attempts} + 1` })
      .where(inArray(mails.id, due))
      .returning();
  }

  async function deliver(mail: typeof mails.$inferSelect): Promise<boolean> {
    try {
      const attachments = mail.attachments.length > 0 ? await printAttachments?.(mail.attachments) : undefined;
      await transport.send({
        to: mail.recipient,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        ...(attachments ? { attachments } : {}),
      });
      await db.update(mails).set({ state: 'sent', sentAt: clock.now(), lastError: null }).where(eq(mails.id, mail.id));
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const givenUp = isPermanent(error) || mail.attempts >= MAX_MAIL_ATTEMPTS;
      const wait = RETRY_AFTER_MINUTES[Math.min(mail.attempts, RETRY_AFTER_MINUTES.length) - 1] ?? 1;
      await db
        .update(mails)
        .set(
          givenUp
            ? { state: 'failed', lastError: reason }
            : { lastError: reason, nextAttemptAt: new Date(clock.now().getTime() + wait * 60_000) },
        )
        .where(eq(mails.id, mail.id));
      const fields = { mailId: mail.id, template: mail.template, attempts: mail.attempts, reason };
      if (givenUp) log.error(fields, 'e-mail could not be sent; given up, staff see it among failed e-mails');
      else log.warn({ ...fields, retryInMinutes: wait }, 'e-mail not sent; trying again later');
      return false;
    }
  }

  async function sendRound(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await claim();
      for (const mail of claimed) if (await deliver(mail)) sent++;
      if (claimed.length < BATCH) return sent;
    }
  }

  function startRound(): Promise<number> {
    round = sendRound()
      .catch((error) => {
        log.warn({ err: error }, 'the mail sender could not read the queue; trying again later');
        return 0;
      })
      .finally(() => {
        round = undefined;
      });
    return round;
  }

  /** A round that starts now, or right after the one under way (asks made meanwhile share it). */
  function sendDue(): Promise<number> {
    if (!round) return startRound();
    next ??= round.then(() => {
      next = undefined;
      return stopped ? 0 : startRound();
    });
    return next;
  }

  return {
    wake() {
      if (!stopped) void sendDue();
    },
    sendDue,
    start() {
      timer = setInterval(() => void sendDue(), everyMs);
      timer.unref();
      void sendDue();
      return {
        async stop() {
          stopped = true;
          clearInterval(timer);
          await next;
          await round;
        },
      };
    },
  };
}
