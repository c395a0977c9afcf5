import { openDatabase } from '@shop/service-kit/db';
import * as schema from '../db/schema';
import { nextInvoiceNumber } from './numbering';

// A process that takes the next VAT number of 2026 inside a transaction, says so on stdout and then hangs
// with the transaction open, for the kill -9 test (issue-invoice.postgres.test.ts) to kill it mid-issue.

const url = process.argv[2];
if (!url) throw new Error('usage: take-number-and-hang <database url>');
const { db } = await openDatabase({ schema, url });
await db.transaction(async (tx) => {
  const taken = await nextInvoiceNumber(tx, 'VAT', 2026);
  process.stdout.write(`${taken.number}\n`);
  await new Promise(() => {});
});
