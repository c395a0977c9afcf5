// A day of dealers' orders invoiced and accepted by KSeF (issue 26), on real PostgreSQL: BENCH_ORDERS (default
// 1 000) dealers' orders waiting for their transfers are written straight into a fresh orders database (as the
// invoice tests' fixtures do), spread over one day's opening hours, 1–3 lines each from the demo catalogue
// (bikes, batteries, accessories), 40 dealers with valid NIPs. Then payments' `payment-succeeded` (method
// transfer) of every order is published on the orders service's bus, as payments would after a day's bank
// statement, and everything after that is the shop's own work: the orders consumer marks each order paid and
// records `order-updated`, the outbox relay publishes it, the invoices room's consumer issues the VAT invoice
// (numbering, FA(3) XML; catalog answers the Annex 15 categories, payments the bank account), and the KSeF
// sender sends each one to the KSeF sandbox and polls it until accepted.
//
// The orders, catalog (demo data) and payments services run in this process (startTestService, each on its
// own PostgreSQL database, the in-memory local bus of embedded mode), with the KSeF sandbox
// (services/orders/src/invoices/ksef/sandbox.ts), which checks every document against the FA(3) schema with
// xmllint (a child process per invoice). Measured: time until all invoices are issued and until all are
// accepted (from the first payment published), invoices/s, CPU of the process, of xmllint and of the
// PostgreSQL backends, peak RSS of the process, and per stage how far apart its items came and how long it
// waited. Fails (exit 1) unless the VAT series is FV/<year>/000001 … 001000 without a gap or repeat, each order
// has exactly one invoice, and every invoice is accepted with a valid KSeF number and its UPO; or when an
// invoice is rejected, or not all are accepted within BENCH_DEADLINE_SECONDS (150).
//   npm run bench:invoices   (BENCH_ORDERS, BENCH_SEND_SECONDS: the sender's period, default 1; BENCH_DEADLINE_SECONDS)
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { catalogService } from '@shop/catalog';
import { type EventEnvelope, PaymentSucceeded } from '@shop/contracts';
import { ordersService } from '@shop/orders';
import { isValidKsefNumber, startKsefSandbox } from '@shop/orders/ksef-sandbox';
import { paymentsService } from '@shop/payments';
import { createLogger } from '@shop/service-kit';
import { createLocalBus } from '@shop/service-kit/events';
import { createTestDatabase, startTestService, until } from '@shop/service-kit/testing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as catalogSchema from '../services/catalog/src/db/schema';
import { invoices, orderItems, orders } from '../services/orders/src/db/schema';
import { benchDealers, cpuSeconds, postgresCpu, postgresSpent } from './lib/invoices-bench';

const orderCount = Number(process.env.BENCH_ORDERS ?? 1_000);
const sendSeconds = process.env.BENCH_SEND_SECONDS ?? '1';
const deadlineMs = Number(process.env.BENCH_DEADLINE_SECONDS ?? 150) * 1000;
const dealerCount = 40;

let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 100);

const dealers = benchDealers(dealerCount);

const startedAt = new Date();
console.log(
  `load average before: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} (${startedAt.toISOString()})`,
);

const databases = await Promise.all([
  createTestDatabase('shop_bench_invoices_catalog'),
  createTestDatabase('shop_bench_invoices_payments'),
  createTestDatabase('shop_bench_invoices_orders'),
]);
const [catalogDb, paymentsDb, ordersDb] = databases;
const databaseNames = databases.map((database) => new URL(database.url).pathname.slice(1));
const sandbox = await startKsefSandbox();
const catalog = await startTestService(catalogService, { databaseUrl: catalogDb!.url, seed: true });
const payments = await startTestService(paymentsService, {
  databaseUrl: paymentsDb!.url,
  env: { PAYMENT_POLL_SECONDS: '0' },
});
const bus = createLocalBus({ log: createLogger('bus', 'silent') });
const shop = await startTestService(ordersService, {
  databaseUrl: ordersDb!.url,
  bus,
  env: {
    ...sandbox.env(),
    CATALOG_URL: catalog.url,
    PAYMENTS_URL: payments.url,
    RESERVATION_SWEEP_SECONDS: '3600',
    KSEF_SEND_SECONDS: sendSeconds,
  },
});
await bus.ensureStream('payments');
const db = shop.context.db;
console.log(`services started in ${((Date.now() - startedAt.getTime()) / 1000).toFixed(1)} s`);

let failed = false;
try {
  // What dealers buy: default variants of the demo catalogue's bikes, batteries (Annex 15) and accessories,
  // at the dealer's net price.
  const { products, variants, variantPrices } = catalogSchema;
  const goods = await catalog.context.db
    .select({
      productId: products.id,
      variantId: variants.id,
      sku: variants.sku,
      name: products.namePl,
      slug: products.slugPl,
      category: products.category,
      vatRate: products.vatRate,
      net: variantPrices.b2bNet,
    })
    .from(products)
    .innerJoin(variants, and(eq(variants.productId, products.id), eq(variants.isDefault, true)))
    .innerJoin(variantPrices, and(eq(variantPrices.variantId, variants.id), eq(variantPrices.currency, 'PLN')))
    .where(and(eq(products.type, 'physical'), inArray(products.category, ['bike', 'battery', 'accessory'])))
    .orderBy(asc(products.id));
  if (!goods.some((good) => good.category === 'battery') || !goods.some((good) => good.category === 'bike'))
    throw new Error('the demo catalogue has no bikes or no batteries');

  // The day's orders, placed 07:00–21:00 (Warsaw, 06:00–20:00 UTC), waiting for their transfers.
  const dayStart = new Date(`${startedAt.toISOString().slice(0, 10)}T06:00:00Z`).getTime();
  const seeding = performance.now();
  for (let first = 0; first < orderCount; first += 200) {
    const batch = Array.from({ length: Math.min(200, orderCount - first) }, (_, offset) => {
      const index = first + offset;
      const dealer = dealers[index % dealerCount]!;
      const lines = Array.from({ length: 1 + (index % 3) }, (_, position) => {
        const good = goods[(index * 7 + position * 13) % goods.length]!;
        const quantity = good.category === 'bike' ? 1 + (index % 2) : 1 + (index % 4);
        const unitGross = Math.round((good.net * (100 + good.vatRate)) / 100);
        return {
          position,
          productId: good.productId,
          variantId: good.variantId,
          sku: good.sku,
          name: good.name,
          slug: good.slug,
          quantity,
          unitGross,
          unitNet: good.net,
          vatRate: good.vatRate,
          lineGross: unitGross * quantity,
        };
      });
      const total = lines.reduce((sum, line) => sum + line.lineGross, 0);
      const placedAt = new Date(dayStart + Math.floor((index / orderCount) * 14 * 3600_000));
      return {
        order: {
          number: `ZF/${startedAt.getUTCFullYear()}/B${String(index + 1).padStart(6, '0')}`,
          customerId: dealer.customerId,
          customerType: 'b2b' as const,
          type: 'STANDARD' as const,
          status: 'ready_to_pay',
          deliveryMethod: 'COURIER' as const,
          paymentMethod: 'transfer',
          totalAmount: total,
          itemsAmount: total,
          currency: 'PLN',
          token: randomBytes(24).toString('base64url'),
          email: dealer.email,
          billing: dealer.billing,
          delivery: dealer.billing,
          createdAt: placedAt,
          updatedAt: placedAt,
        },
        lines,
        total,
      };
    });
    await db.transaction(async (tx) => {
      const placed = await tx
        .insert(orders)
        .values(batch.map((entry) => entry.order))
        .returning({ id: orders.id });
      await tx
        .insert(orderItems)
        .values(batch.flatMap((entry, i) => entry.lines.map((line) => ({ ...line, orderId: placed[i]!.id }))));
    });
  }
  const day = await db
    .select({ id: orders.id, total: orders.totalAmount })
    .from(orders)
    .where(eq(orders.customerType, 'b2b'))
    .orderBy(asc(orders.createdAt));
  console.log(`${day.length} dealers' orders written in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  // The day's transfers arrive: payments' events, as its outbox relay would publish them.
  const cpuBefore = cpuSeconds();
  const postgresBefore = await postgresCpu(databaseNames);
  const t0 = performance.now();
  const t0Wall = Date.now();
  for (const order of day) {
    const envelope: EventEnvelope = {
      id: randomUUID(),
      type: PaymentSucceeded.type,
      occurredAt: new Date().toISOString(),
      source: PaymentSucceeded.source,
      data: PaymentSucceeded.data.parse({
        orderId: order.id,
        transactionId: randomUUID(),
        method: 'transfer',
        amount: { amount: order.total, currency: 'PLN' },
      }),
    };
    await bus.publish(PaymentSucceeded.subject, envelope);
  }

  const counts = async () => {
    const rows = await db
      .select({ state: invoices.state, count: sql<number>`count(*)::int` })
      .from(invoices)
      .groupBy(invoices.state);
    const of = (state: string) => rows.find((row) => row.state === state)?.count ?? 0;
    const [paid] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.paymentStatus, 'paid'));
    return {
      paid: paid?.count ?? 0,
      issued: rows.reduce((sum, row) => sum + row.count, 0),
      queued: of('queued'),
      sent: of('sent'),
      accepted: of('accepted'),
      rejected: of('rejected'),
      offline: of('offline'),
    };
  };
  const seconds = () => (performance.now() - t0) / 1000;
  let lastLine = 0;
  let paidAt = 0;
  let issuedAt = 0;
  let acceptedAt = 0;
  let last = await counts();
  try {
    await until(
      async () => {
        last = await counts();
        if (!paidAt && last.paid >= day.length) paidAt = seconds();
        if (!issuedAt && last.issued >= day.length) issuedAt = seconds();
        if (seconds() - lastLine >= 10) {
          lastLine = seconds();
          console.log(
            `${seconds().toFixed(0).padStart(4)} s  paid ${last.paid}, issued ${last.issued}: queued ${last.queued}, ` +
              `sent ${last.sent}, accepted ${last.accepted}, rejected ${last.rejected}, offline ${last.offline}`,
          );
        }
        if (last.rejected) throw new Error(`${last.rejected} invoices rejected by the sandbox`);
        return last.accepted >= day.length;
      },
      deadlineMs,
      `${day.length} invoices accepted`,
      100,
    );
    acceptedAt = seconds();
  } catch (error) {
    failed = true;
    console.error(
      `FAILED after ${seconds().toFixed(0)} s: ${(error as Error).message}; at the end ${JSON.stringify(last)}`,
    );
  }
  const cpuAfter = cpuSeconds();
  const postgres = postgresSpent(postgresBefore, await postgresCpu(databaseNames));
  const elapsed = seconds();
  const rejected = await db
    .select({ number: invoices.number, reason: invoices.ksefRejection })
    .from(invoices)
    .where(eq(invoices.state, 'rejected'))
    .limit(3);
  for (const invoice of rejected) console.error(`rejected ${invoice.number}: ${invoice.reason}`);

  // Where the time went, from the rows' own times: when each order was marked paid (the payment consumer),
  // each invoice issued (the invoices consumer), sent and accepted (the sender, one invoice after another).
  const paidTimes = await db
    .select({ at: orders.updatedAt })
    .from(orders)
    .where(eq(orders.paymentStatus, 'paid'))
    .orderBy(asc(orders.updatedAt));
  const invoiceTimes = await db
    .select({ issued: invoices.createdAt, sent: invoices.ksefSentAt, accepted: invoices.ksefAcceptedAt })
    .from(invoices);
  const stage = (step: string, times: (Date | null)[]) => {
    const offsets = times
      .filter((at): at is Date => at !== null)
      .map((at) => (at.getTime() - t0Wall) / 1000)
      .sort((a, b) => a - b);
    const gaps = offsets.slice(1).map((at, i) => (at - offsets[i]!) * 1000);
    const sorted = [...gaps].sort((a, b) => a - b);
    // Gaps of a second or more are the stage waiting for work (a relay poll, the sender's next round).
    const idle = gaps.filter((gap) => gap >= 1000).reduce((sum, gap) => sum + gap, 0) / 1000;
    return {
      step,
      done: offsets.length,
      'first s': Number((offsets[0] ?? 0).toFixed(1)),
      'last s': Number((offsets.at(-1) ?? 0).toFixed(1)),
      'per s': offsets.length ? Number((offsets.length / (offsets.at(-1) ?? 1)).toFixed(1)) : 0,
      'median ms apart': Number((sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)),
      'pauses ≥ 1 s (s)': Number(idle.toFixed(1)),
    };
  };
  const [lines] = await db.select({ count: sql<number>`count(*)::int` }).from(orderItems);
  const own = cpuAfter.own - cpuBefore.own;
  const xmllint = cpuAfter.children - cpuBefore.children;
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  console.log();
  console.log(
    `${day.length} dealers' orders (${lines?.count} lines), ${dealerCount} dealers; sender every ${sendSeconds} s; ` +
      `load average after: ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')}`,
  );
  console.table([
    stage(
      'paid (payment consumer)',
      paidTimes.map((row) => row.at),
    ),
    stage(
      'issued (invoices consumer)',
      invoiceTimes.map((row) => row.issued),
    ),
    stage(
      'sent to KSeF (sender)',
      invoiceTimes.map((row) => row.sent),
    ),
    stage(
      'accepted (sender’s polls)',
      invoiceTimes.map((row) => row.accepted),
    ),
  ]);
  console.log(
    `all paid ${paidAt ? `${paidAt.toFixed(1)} s` : 'no'}, all issued ${issuedAt ? `${issuedAt.toFixed(1)} s (${(day.length / issuedAt).toFixed(1)} invoices/s)` : 'no'}, ` +
      `all accepted ${acceptedAt ? `${acceptedAt.toFixed(1)} s (${(day.length / acceptedAt).toFixed(1)} invoices/s)` : 'no'} — target 1 000 in ≤ 60 s: ${day.length !== 1_000 ? 'not this run' : acceptedAt && acceptedAt <= 60 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `CPU in ${elapsed.toFixed(1)} s: this process ${own.toFixed(1)} s (orders, catalog, payments, the sandbox), ` +
      `xmllint ${xmllint.toFixed(1)} s, PostgreSQL ${postgres.toFixed(1)} s; ` +
      `${(((own + xmllint + postgres) / day.length) * 1000).toFixed(0)} ms of CPU per order in all; ` +
      `peak RSS of the process ${mb(Math.max(peakRss, process.resourceUsage().maxRSS * 1024))}`,
  );
  console.log(`sandbox calls: ${JSON.stringify(sandbox.calls)}`);

  // The checks: one continuous series, one invoice per order, every one accepted with its number and UPO.
  if (!failed) {
    const series = await db
      .select({
        sequence: invoices.sequence,
        number: invoices.number,
        kind: invoices.kind,
        orderId: invoices.orderId,
        state: invoices.state,
        ksefNumber: invoices.ksefNumber,
        upo: invoices.upo,
      })
      .from(invoices)
      .orderBy(asc(invoices.sequence));
    const year = startedAt.getUTCFullYear();
    const problems: string[] = [];
    if (series.length !== day.length) problems.push(`${series.length} invoices for ${day.length} orders`);
    series.forEach((invoice, index) => {
      const expected = `FV/${year}/${String(index + 1).padStart(6, '0')}`;
      if (invoice.kind !== 'VAT' || invoice.sequence !== index + 1 || invoice.number !== expected)
        problems.push(
          `#${index + 1}: ${invoice.kind} ${invoice.number} (sequence ${invoice.sequence}), ${expected} due`,
        );
      if (invoice.state !== 'accepted' || !invoice.ksefNumber || !isValidKsefNumber(invoice.ksefNumber))
        problems.push(`${invoice.number}: ${invoice.state}, KSeF number ${invoice.ksefNumber}`);
      if (!invoice.upo?.includes(`<NumerKSeFDokumentu>${invoice.ksefNumber}</NumerKSeFDokumentu>`))
        problems.push(`${invoice.number}: no UPO naming its KSeF number`);
    });
    const perOrder = new Set(series.map((invoice) => invoice.orderId));
    if (perOrder.size !== series.length || day.some((order) => !perOrder.has(order.id)))
      problems.push(`${perOrder.size} orders invoiced of ${day.length}, ${series.length} invoices`);
    if (new Set(series.map((invoice) => invoice.ksefNumber)).size !== series.length)
      problems.push('a KSeF number given twice');
    if (sandbox.received.length !== series.length)
      problems.push(`the sandbox received ${sandbox.received.length} documents for ${series.length} invoices`);
    if (problems.length) {
      failed = true;
      console.error(`FAILED: ${problems.length} problems, first: ${problems.slice(0, 10).join('; ')}`);
    } else
      console.log(
        `checked: ${series[0]?.number} … ${series.at(-1)?.number} without a gap or repeat, one per order, ` +
          'all accepted with a valid KSeF number and their UPO',
      );
  }
} catch (error) {
  failed = true;
  console.error('FAILED:', error);
} finally {
  clearInterval(sampler);
  await shop.stop();
  await bus.close();
  await payments.stop();
  await catalog.stop();
  await sandbox.stop();
  await Promise.all(databases.map((database) => database?.drop()));
}
process.exit(failed ? 1 : 0);
