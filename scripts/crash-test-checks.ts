// What the crash test (scripts/crash-test.ts) asserts once the load is over and the shop has settled, read
// from each service's own database: answered orders exist, stock adds up, each order-created e-mail went
// out once, paid transactions paid their orders.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import type { CrashCluster } from './crash-test-cluster';
import { waitFor } from './crash-test-cluster';
import type { ShopperOutcome } from './crash-test-shoppers';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

async function query<R extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Every JetStream durable has nothing pending or unacknowledged. */
async function consumersIdle(natsUrl: string): Promise<boolean> {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const stream of jsm.streams.list())
      for await (const consumer of jsm.consumers.list(stream.config.name))
        if (consumer.num_pending > 0 || consumer.num_ack_pending > 0) return false;
    return true;
  } finally {
    await nc.close();
  }
}

/**
 * Waits until every outbox is sent and every durable is idle, twice in a row (a handler may record a new
 * event between the two looks), so what follows reads a shop with nothing left in flight.
 */
export async function waitUntilSettled(cluster: CrashCluster, seconds = 60) {
  const outboxesSent = async () => {
    for (const service of ['orders', 'payments', 'catalog'] as const) {
      const [row] = await query<{ n: number }>(
        cluster.databaseUrl(service),
        'select count(*)::int as n from outbox where sent_at is null',
      );
      if (row!.n > 0) return false;
    }
    // And every e-mail asked for has gone out (the mail sender polls every few seconds).
    const [queued] = await query<{ n: number }>(
      cluster.databaseUrl('notifications'),
      "select count(*)::int as n from mails where state = 'pending'",
    );
    return queued!.n === 0;
  };
  let quietLooks = 0;
  await waitFor('events settled (outboxes sent, consumers idle, e-mails sent)', seconds, async () => {
    quietLooks = (await outboxesSent()) && (await consumersIdle(cluster.natsUrl)) ? quietLooks + 1 : 0;
    return quietLooks >= 2;
  });
}

const check = (name: string, problems: string[], fine: string): Check => ({
  name,
  ok: problems.length === 0,
  detail: problems.length
    ? problems.slice(0, 8).join('; ') + (problems.length > 8 ? ` (+${problems.length - 8})` : '')
    : fine,
});

/** Reads the databases and the mailbox and answers one result per guarantee. */
export async function checkShop(
  cluster: CrashCluster,
  input: { outcomes: ShopperOutcome[]; variantId: number; startingStock: number; mailDir: string },
): Promise<Check[]> {
  const { outcomes, variantId, startingStock, mailDir } = input;
  const orders = await query<{ id: string; number: string; email: string; status: string; payment_status: string }>(
    cluster.databaseUrl('orders'),
    'select id, number, email, status, payment_status from orders',
  );
  const items = await query<{ order_id: string; variant_id: number; quantity: number }>(
    cluster.databaseUrl('orders'),
    'select order_id, variant_id, quantity from order_items',
  );
  const [variant] = await query<{ stock: number }>(
    cluster.databaseUrl('catalog'),
    'select stock from variants where id = $1',
    [variantId],
  );
  const reservations = await query<{ id: string; status: string; quantity: number; held: boolean }>(
    cluster.databaseUrl('catalog'),
    `select r.id, r.status, l.quantity, l.held from stock_reservations r
       join stock_reservation_lines l on l.reservation_id = r.id where l.variant_id = $1`,
    [variantId],
  );
  const mails = await query<{ event_id: string | null; template: string; recipient: string }>(
    cluster.databaseUrl('notifications'),
    "select event_id, template, recipient from mails where state = 'sent'",
  );
  const mailFiles = readdirSync(mailDir, { withFileTypes: true }).filter((f) => f.name.endsWith('.eml')).length;

  const orderById = new Map(orders.map((order) => [order.id, order]));
  const quantityOf = (orderId: string) =>
    items.filter((item) => item.order_id === orderId).reduce((sum, item) => sum + item.quantity, 0);
  const checks: Check[] = [];

  const gaveUp = outcomes.filter((o) => o.gaveUp).map((o) => `shopper ${o.plan.n}: ${o.gaveUp}`);
  checks.push(check('every shopper got an answer once the shop was up again', gaveUp, `${outcomes.length} shoppers`));

  const answered = outcomes.flatMap((o) => o.answered.map((a) => ({ ...a, plan: o.plan })));
  const lost = answered.flatMap((a) => {
    const order = orderById.get(a.orderId);
    if (order?.number !== a.number) return [`${a.number} (${a.orderId}, answered ${a.status}) is missing`];
    const units = quantityOf(a.orderId);
    return units === a.plan.quantity ? [] : [`${a.number} has ${units} units, the shopper put ${a.plan.quantity} in`];
  });
  checks.push(
    check('every order the gateway answered 2xx for exists', lost, `${answered.length} answered orders found`),
  );

  const ordersPerEmail = new Map<string, number>();
  for (const order of orders) ordersPerEmail.set(order.email, (ordersPerEmail.get(order.email) ?? 0) + 1);
  const duplicated = [...ordersPerEmail].filter(([, n]) => n > 1).map(([email, n]) => `${email} has ${n} orders`);
  const stranger = orders.filter((o) => !outcomes.some((s) => s.plan.email === o.email)).map((o) => `${o.number}`);
  duplicated.push(...stranger.map((number) => `${number} belongs to no shopper`));
  checks.push(check('one order per checkout (no order twice)', duplicated, `${orders.length} orders`));

  const live = orders.filter((o) => o.status !== 'cancelled');
  const sold = live.reduce((sum, o) => sum + quantityOf(o.id), 0);
  const stock = variant?.stock ?? Number.NaN;
  const heldBy = new Map(reservations.filter((r) => r.status === 'reserved' && r.held).map((r) => [r.id, r.quantity]));
  const held = [...heldBy.values()].reduce((sum, n) => sum + n, 0);
  const oversell: string[] = [];
  if (!(stock >= 0)) oversell.push(`stock is ${stock}`);
  if (sold > startingStock) oversell.push(`${sold} units ordered of ${startingStock}`);
  for (const order of live)
    if (heldBy.get(order.id) !== quantityOf(order.id))
      oversell.push(`${order.number} holds ${heldBy.get(order.id) ?? 0} of its ${quantityOf(order.id)} units`);
  checks.push(check('no oversell: every order holds its stock, nothing negative', oversell, `${sold} units ordered`));

  const orphans = [...heldBy.keys()].filter((id) => !orderById.has(id));
  const orphanUnits = orphans.reduce((sum, id) => sum + heldBy.get(id)!, 0);
  const sums =
    stock + held === startingStock
      ? []
      : [`sellable ${stock} + reserved ${held} = ${stock + held}, not ${startingStock}`];
  checks.push(
    check(
      'stock adds up: sellable + reserved = starting stock',
      sums,
      `sellable ${stock} + ordered ${sold} + held by a cut-off checkout ${orphanUnits} (${orphans.length} reservations, released by the orders sweeper) = ${startingStock}`,
    ),
  );

  const created = mails.filter((m) => m.template === 'order-created');
  const mailProblems: string[] = [];
  for (const order of orders) {
    const n = created.filter((m) => m.recipient === order.email).length;
    if (n !== 1) mailProblems.push(`${order.number}: ${n} order-created e-mails`);
  }
  const unowned = created.filter((m) => !orders.some((o) => o.email === m.recipient));
  mailProblems.push(...unowned.map((m) => `an order-created e-mail to ${m.recipient}, who has no order`));
  const events = new Set<string>();
  for (const mail of mails) {
    if (mail.event_id && events.has(mail.event_id)) mailProblems.push(`event ${mail.event_id} sent twice`);
    if (mail.event_id) events.add(mail.event_id);
  }
  if (mailFiles !== mails.length) mailProblems.push(`${mailFiles} e-mails in the mailbox, ${mails.length} recorded`);
  checks.push(
    check('each order-created e-mail sent exactly once', mailProblems, `${created.length} for ${orders.length} orders`),
  );

  const unpaid = outcomes
    .filter((o) => o.paidTransaction)
    .map((o) => orderById.get(o.answered[0]!.orderId))
    .filter((order) => order?.payment_status !== 'paid')
    .map((order) => `${order?.number} is ${order?.payment_status}`);
  const paidCount = outcomes.filter((o) => o.paidTransaction).length;
  checks.push(check('every order paid on the Tpay sandbox is paid', unpaid, `${paidCount} paid orders`));
  return checks;
}

/** The .eml files of the notifications service's file transport (DATA_DIR/mail). */
export const mailDirOf = (workDir: string) => join(workDir, 'mail');
