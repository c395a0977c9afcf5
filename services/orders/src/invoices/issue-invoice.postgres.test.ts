import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '@shop/service-kit/db';
import { createTestDatabase, openTestDatabase, postgresAvailable } from '@shop/service-kit/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { invoiceCounters, invoices } from '../db/schema';
import { paidVatDraft, placeDealerOrders } from './invoice-fixtures.test-support';
import { type InvoiceDraft, issueInvoice } from './issue-invoice';
import { isRefusal } from './refusals';

// The numbering on real PostgreSQL (issue 26): 200 invoices issued at once get 200 numbers of one series
// without a gap or a repeat, even when some of the issuing transactions fail after taking their number; an
// order is invoiced once; and a process killed with -9 in the middle of an issue loses no number.

const available = await postgresAvailable();
const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url));
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let handle: DatabaseHandle<typeof schema>;

beforeAll(async () => {
  if (!available) return;
  database = await createTestDatabase('shop_test_invoices');
  handle = await openTestDatabase({ schema, url: database.url });
  await handle.migrate(migrations);
}, 120_000);
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

async function placeOrders(count: number): Promise<string[]> {
  return (await placeDealerOrders(handle.db, count)).map((order) => order.id);
}

const draftFor = (orderId: string): InvoiceDraft => paidVatDraft({ id: orderId, number: 'ZF/2026/000001' });

const vatSeries = () =>
  handle.db
    .select({ sequence: invoices.sequence, number: invoices.number, orderId: invoices.orderId })
    .from(invoices)
    .where(eq(invoices.kind, 'VAT'))
    .orderBy(asc(invoices.sequence));

const counter = async () =>
  (await handle.db.select().from(invoiceCounters).where(eq(invoiceCounters.kind, 'VAT')))[0]?.lastNumber ?? 0;

describe.skipIf(!available)('invoice numbers on PostgreSQL', () => {
  it('200 invoices issued at once: one continuous series, failed issues giving their numbers back', async () => {
    const orderIds = await placeOrders(200);
    const failing = new Set(orderIds.filter((_, i) => i % 9 === 4));
    const outcomes = await Promise.allSettled(
      orderIds.map((orderId) =>
        handle.db.transaction(async (tx) => {
          const issued = await issueInvoice(tx, draftFor(orderId));
          // A failure after the number was taken (the XML refused by a later check, a lost connection…).
          if (failing.has(orderId)) throw new Error('the issue failed after taking its number');
          return issued;
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(failing.size);

    const series = await vatSeries();
    expect(series).toHaveLength(200 - failing.size);
    expect(series.map((row) => row.sequence)).toEqual(series.map((_, i) => i + 1));
    expect(new Set(series.map((row) => row.number)).size).toBe(series.length);
    expect(series[0]?.number).toBe('FV/2026/000001');
    expect(series.some((row) => failing.has(row.orderId))).toBe(false);
    expect(await counter()).toBe(series.length);
  }, 120_000);

  it('an order already invoiced is refused without taking a number', async () => {
    const [orderId] = await placeOrders(1);
    const first = await handle.db.transaction((tx) => issueInvoice(tx, draftFor(orderId as string)));
    expect(isRefusal(first)).toBe(false);
    const before = await counter();
    const again = await handle.db.transaction((tx) => issueInvoice(tx, draftFor(orderId as string)));
    expect(again).toMatchObject({ refused: true, code: 'conflict', messageKey: 'error.invoice_already_issued' });
    expect(await counter()).toBe(before);
  });

  it('a process killed with -9 while issuing loses no number: the next invoice takes it', async () => {
    const before = await counter();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('./take-number-and-hang.test-support.ts', import.meta.url)),
        database?.url ?? '',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const taken = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
      child.on('exit', (code) => reject(new Error(`the issuer ended (${code}) before taking a number`)));
    });
    // It holds the number's row: the series is on hold, not skipped.
    expect(taken).toBe(`FV/2026/${String(before + 1).padStart(6, '0')}`);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    const [orderId] = await placeOrders(1);
    // Waits on the dead process's row lock until PostgreSQL ends its transaction, then takes the same number.
    const issued = await handle.db.transaction((tx) => issueInvoice(tx, draftFor(orderId as string)));
    expect(issued).toMatchObject({ number: taken, sequence: before + 1 });
    const series = await vatSeries();
    expect(series.map((row) => row.sequence)).toEqual(series.map((_, i) => i + 1));
  }, 60_000);
});
