// The kill -9 crash test (issue 19, docs/decisions/crash-safety.md): the shop in cluster mode, on
// PostgreSQL and a NATS JetStream server of its own, takes a checkout load while orders, then catalog, then
// payments is killed with SIGKILL mid-request and started again. Afterwards every order the gateway
// answered 2xx for exists, stock adds up with no unit sold twice, each order-created e-mail went out once,
// and every paid order is paid.
//   npm run test:crash        (CRASH_SEED, TEST_DATABASE_URL, NATS_SERVER_BIN)
// Ends with one line `N passed, N failed`, like `npm test`; exits 1 on any failure.
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Check, checkShop, mailDirOf, waitUntilSettled } from './crash-test-checks';
import { type CrashCluster, type CrashService, removeWorkDir, startCrashCluster } from './crash-test-cluster';
import { inParallel, type LoadHooks, payOrder, planShoppers, type ShopperOutcome, shop } from './crash-test-shoppers';

const SEED = Number(process.env.CRASH_SEED ?? 19);
/** Shoppers per round; each round kills one service. Demand (~1.25 units each) outruns the stock. */
const SHOPPERS_PER_ROUND = 12;
const CONCURRENCY = 6;
const STARTING_STOCK = 36;
/** The victim dies when a request of its round's kind is sent while this many others are still unanswered. */
const KILL_WITH_IN_FLIGHT = 2;
const rounds: Array<{ victim: CrashService; during: 'checkout' | 'payment' }> = [
  { victim: 'orders', during: 'checkout' },
  { victim: 'catalog', during: 'checkout' },
  { victim: 'payments', during: 'payment' },
];

/** The load must be over by then; with the start (~20-35 s) and settling the whole run stays under 3 min. */
const LOAD_LIMIT_SECONDS = 100;
const startedAt = Date.now();
const say = (text: string) => process.stdout.write(`[crash] ${text}\n`);
const seconds = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;

/** A physical, always-available product from the demo catalogue, its stock set to STARTING_STOCK. */
async function contestedProduct(cluster: CrashCluster): Promise<{ productId: number; variantId: number }> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl('catalog') });
  await client.connect();
  try {
    const { rows } = await client.query<{ product_id: number; variant_id: number }>(
      `SELECT p.id AS product_id, v.id AS variant_id FROM products p
         JOIN variants v ON v.product_id = p.id AND v.is_default
        WHERE p.availability = 'available' AND v.availability = 'available' AND p.type = 'physical'
          AND p.max_quantity >= 999 AND p.min_quantity = 1
        ORDER BY p.id LIMIT 1`,
    );
    const [row] = rows;
    if (!row) throw new Error('the demo catalogue has no sellable physical product');
    await client.query('UPDATE variants SET stock = $2 WHERE id = $1', [row.variant_id, STARTING_STOCK]);
    return { productId: row.product_id, variantId: row.variant_id };
  } finally {
    await client.end();
  }
}

/**
 * Tpay sends a notification again until the shop takes it; the sandbox sends it once, so the test does
 * what Tpay would for those the payments service did not take while it was down.
 */
async function redeliverNotifications(cluster: CrashCluster) {
  const { tpay } = cluster.sandbox;
  const taken = (n: { status: number; reply: string }) => n.status === 200 && n.reply === 'TRUE';
  const missed = [...tpay.transactions.values()].filter(
    (t) => t.status !== 'pending' && !tpay.notifications.some((n) => n.transactionId === t.id && taken(n)),
  );
  for (const transaction of missed) {
    const { body, signature } = tpay.notificationOf(transaction.id, transaction.status as 'paid');
    const response = await fetch(transaction.notificationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-jws-signature': signature },
      body,
    });
    const reply = await response.text();
    if (!taken({ status: response.status, reply }))
      throw new Error(`payments refused a redelivered notification: ${response.status} ${reply}`);
  }
  return missed.length;
}

async function runLoad(cluster: CrashCluster, productId: number) {
  const outcomes: ShopperOutcome[] = [];
  const killed: string[] = [];
  for (const [index, round] of rounds.entries()) {
    let inFlight = 0;
    let crash: Promise<void> | undefined;
    const failures = new Map<string, number>();
    const hooks: LoadHooks = {
      up: () => cluster.up(),
      failed: (status) => failures.set(String(status), (failures.get(String(status)) ?? 0) + 1),
      sending(what) {
        if (what !== round.during) return () => {};
        if (!crash && inFlight >= KILL_WITH_IN_FLIGHT) {
          const cut = inFlight;
          crash = (async () => {
            await cluster.kill(round.victim);
            say(`killed ${round.victim} with SIGKILL, ${cut} ${what} requests unanswered (${seconds()})`);
            await cluster.restart(round.victim);
            say(`${round.victim} is back (${seconds()})`);
            killed.push(round.victim);
          })();
        }
        inFlight++;
        return () => inFlight--;
      },
    };
    const shoppers = planShoppers(SEED, SHOPPERS_PER_ROUND, index * SHOPPERS_PER_ROUND);
    // The payments round also pays the online orders of the rounds before it.
    const unpaid = round.during === 'payment' ? outcomes.filter((o) => o.paymentPath && !o.paidTransaction) : [];
    const tasks: Array<() => Promise<unknown>> = [
      ...unpaid.map((outcome) => () => payOrder(cluster.gatewayUrl, outcome, hooks)),
      ...shoppers.map((plan) => async () => {
        const outcome = await shop(cluster.gatewayUrl, productId, plan, hooks);
        outcomes.push(outcome);
        if (round.during === 'payment' && outcome.paymentPath) await payOrder(cluster.gatewayUrl, outcome, hooks);
      }),
    ];
    await inParallel(tasks, CONCURRENCY, (task) => task());
    await crash;
    const placed = outcomes.filter((o) => o.answered.length).length;
    const seen = [...failures].map(([status, n]) => `${n}× ${status}`).join(', ') || 'none';
    say(`round ${index + 1} (${round.victim}): ${placed} orders so far; answers retried: ${seen} (${seconds()})`);
  }
  return { outcomes, killed };
}

/** `work`, or a failure naming `what` once `limit` seconds have passed. */
async function withinSeconds<T>(limit: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${limit} s`)), limit * 1000);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function main(): Promise<Check[]> {
  const workDir = mkdtempSync(join(tmpdir(), 'shop-crash-'));
  mkdirSync(mailDirOf(workDir), { recursive: true });
  say(`seed ${SEED}; starting the cluster (logs in ${workDir})`);
  let cluster: CrashCluster | undefined;
  let keepLogs = false;
  try {
    cluster = await startCrashCluster(workDir);
    // Interrupted (Ctrl-C, CI's timeout): no process, database or broker is left behind.
    const interrupted = () => void cluster?.stop().finally(() => process.exit(130));
    process.once('SIGINT', interrupted);
    process.once('SIGTERM', interrupted);
    say(`cluster up (${seconds()})`);
    const { productId, variantId } = await contestedProduct(cluster);
    const { outcomes, killed } = await withinSeconds(LOAD_LIMIT_SECONDS, 'the load', runLoad(cluster, productId));
    const redelivered = await redeliverNotifications(cluster);
    if (redelivered) say(`${redelivered} Tpay notifications sent again after payments came back`);
    await waitUntilSettled(cluster);
    say(`settled (${seconds()})`);
    const checks: Check[] = [
      {
        name: 'each service was killed mid-load and came back',
        ok: killed.length === rounds.length,
        detail: `killed and restarted: ${killed.join(', ') || 'none'}`,
      },
      ...(await checkShop(cluster, {
        outcomes,
        variantId,
        startingStock: STARTING_STOCK,
        mailDir: mailDirOf(workDir),
      })),
    ];
    const soldOut = outcomes.filter((o) => o.soldOut).length;
    checks.push({
      name: 'the load ran into the end of the stock',
      ok: soldOut > 0,
      detail: `${soldOut} shoppers refused for stock`,
    });
    keepLogs = checks.some((c) => !c.ok);
    if (keepLogs) say(`what the processes wrote last:\n${cluster.logTail()}`);
    return checks;
  } catch (error) {
    keepLogs = true;
    if (cluster) say(`what the processes wrote last:\n${cluster.logTail()}`);
    return [{ name: 'the crash test ran to its end', ok: false, detail: (error as Error).stack ?? String(error) }];
  } finally {
    await cluster?.stop();
    if (keepLogs && existsSync(workDir)) say(`logs kept in ${workDir}`);
    else removeWorkDir(workDir);
  }
}

const checks = await main();
for (const check of checks) say(`${check.ok ? 'ok    ' : 'FAILED'} ${check.name}: ${check.detail}`);
const failed = checks.filter((c) => !c.ok).length;
say(`done in ${seconds()}`);
process.stdout.write(`${checks.length - failed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
