// The checkout load of the crash test (scripts/crash-test.ts): guest shoppers, each with a session of their
// own, put units of one product into the cart and check out through the gateway; those paying online start
// the payment and pay on the Tpay sandbox. Everything a shopper chooses comes from a seeded generator, so
// every run asks the same. An error answer (a 5xx, a refused connection) while a service is down is what a
// shopper may see: they wait until the shop is up again and submit once more with the same idempotency key,
// as the checkout page does.

/** Mulberry32: a small seeded generator, enough to make the load the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A UUID (version 4 layout) drawn from `random`, so idempotency keys repeat from run to run. */
function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = (8 + Math.floor(random() * 4)).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export interface ShopperPlan {
  n: number;
  email: string;
  quantity: number;
  paymentMethod: 'transfer' | 'online_tpay';
  idempotencyKey: string;
}

/** `count` shoppers; about half pay online. */
export function planShoppers(seed: number, count: number, offset = 0): ShopperPlan[] {
  const random = seededRandom(seed + offset);
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i;
    return {
      n,
      email: `crash-${seed}-${n}@example.com`,
      quantity: random() < 0.75 ? 1 : 2,
      paymentMethod: random() < 0.5 ? 'transfer' : 'online_tpay',
      idempotencyKey: seededUuid(random),
    };
  });
}

export interface ShopperOutcome {
  plan: ShopperPlan;
  /** Every checkout the gateway answered 2xx, with the order it named. */
  answered: Array<{ status: number; orderId: string; number: string }>;
  /** The checkout was refused for stock (422 product_unavailable): nothing left for this shopper. */
  soldOut: boolean;
  /** Where an online payer's payment starts, once the order is placed. */
  paymentPath?: string;
  /** The Tpay sandbox transaction this shopper paid. */
  paidTransaction?: string;
  /** Set when the shopper could not get through in MAX_ATTEMPTS tries (counted, not failed). */
  gaveUp?: string;
}

export interface LoadHooks {
  /** Resolves when the shop is up again after a kill (at once when it is up). */
  up(): Promise<void>;
  /**
   * Called just before a shopper sends a checkout or a payment start (the moment to kill a process);
   * the function it answers is called once that request has its answer (or none).
   */
  sending(what: 'checkout' | 'payment'): () => void;
  /** Called for each answer a shopper retries after: a 5xx or no connection. */
  failed(status: number | 'no connection'): void;
}

const MAX_ATTEMPTS = 30;
const RETRY_PAUSE_MS = 200;
const storefront = { authorization: 'Bearer shop-storefront' };
type Answer = { status: number; body: Record<string, unknown> | undefined; cookie?: string };

class Unreachable extends Error {}

async function call(url: string, init: RequestInit & { cookie?: string; json?: unknown }): Promise<Answer> {
  const headers: Record<string, string> = { ...storefront };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    throw new Unreachable((error as Error).message);
  }
  const text = await response.text().catch(() => '');
  let body: Record<string, unknown> | undefined;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, body, cookie: response.headers.get('set-cookie')?.split(';')[0] };
}

/**
 * `attempt` until it answers something other than a 5xx or a refused connection: after each such answer
 * the shopper waits for the shop to be up again. Answers the last answer, or undefined after MAX_ATTEMPTS.
 */
async function untilAnswered(hooks: LoadHooks, attempt: () => Promise<Answer>): Promise<Answer | undefined> {
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    try {
      const answer = await attempt();
      if (answer.status < 500) return answer;
      hooks.failed(answer.status);
    } catch (error) {
      if (!(error instanceof Unreachable)) throw error;
      hooks.failed('no connection');
    }
    await hooks.up();
    // A shopper's pause before pressing again (a 5xx can also come while every process is up, e.g. a
    // restarted service's first calls); it orders nothing, the wait for the shop to be up does.
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
  }
  return undefined;
}

/** A request the kill schedule watches: announced before it is sent, reported when it is answered. */
async function tracked(hooks: LoadHooks, what: 'checkout' | 'payment', send: () => Promise<Answer>) {
  const answered = hooks.sending(what);
  try {
    return await send();
  } finally {
    answered();
  }
}

const checkoutBody = (plan: ShopperPlan) => ({
  idempotencyKey: plan.idempotencyKey,
  email: plan.email,
  phone: '600100200',
  billing: {
    type: 'person',
    firstName: 'Jan',
    lastName: `Kowalski ${plan.n}`,
    street: 'ul. Rowerowa 1',
    zipCode: '00-001',
    city: 'Warszawa',
    country: 'PL',
  },
  deliveryMethod: 'COURIER',
  paymentMethod: plan.paymentMethod,
  consents: { terms: true, privacy: true },
});

/** One shopper from a new guest session to a placed order, or a sold-out refusal. */
export async function shop(gatewayUrl: string, productId: number, plan: ShopperPlan, hooks: LoadHooks) {
  const outcome: ShopperOutcome = { plan, answered: [], soldOut: false };
  const session = await untilAnswered(hooks, () => call(`${gatewayUrl}/api/cart`, {}));
  const cookie = session?.cookie;
  if (session?.status !== 200 || !cookie?.startsWith('sid=')) {
    outcome.gaveUp = `no guest session (${session?.status ?? 'no answer'})`;
    return outcome;
  }
  const item = { productId, quantity: plan.quantity };
  let tries = 0;
  const added = await untilAnswered(hooks, async () => {
    // Adding is not idempotent: after an error the line may be in the cart already (the answer was lost,
    // not the change), so the shopper looks at the cart before adding again.
    if (tries++ > 0) {
      const cart = await call(`${gatewayUrl}/api/cart`, { cookie });
      const items = (cart.body?.items ?? []) as Array<{ productId: number }>;
      if (cart.status >= 500 || items.some((line) => line.productId === productId)) return cart;
    }
    return call(`${gatewayUrl}/api/cart/items`, { method: 'POST', cookie, json: item });
  });
  if (added?.status === 422 || added?.status === 409) {
    outcome.soldOut = true;
    return outcome;
  }
  if (!added || added.status >= 300) {
    outcome.gaveUp = `add to cart answered ${added?.status ?? 'nothing'}: ${JSON.stringify(added?.body)}`;
    return outcome;
  }

  const placed = await untilAnswered(hooks, () =>
    tracked(hooks, 'checkout', () =>
      call(`${gatewayUrl}/api/cart/checkout`, { method: 'POST', cookie, json: checkoutBody(plan) }),
    ),
  );
  if (placed && placed.status < 300) {
    const order = placed.body?.order as { id: string; number: string; paymentPath: string };
    outcome.answered.push({ status: placed.status, orderId: order.id, number: order.number });
    if (plan.paymentMethod === 'online_tpay') outcome.paymentPath = order.paymentPath;
    return outcome;
  }
  const code = (placed?.body?.error as { code?: string } | undefined)?.code;
  if (code === 'product_unavailable') outcome.soldOut = true;
  else outcome.gaveUp = `checkout answered ${placed?.status ?? 'nothing'} ${code ?? ''}`;
  return outcome;
}

/**
 * The shopper's online payment: starts it (the order's payment path) and presses "Zapłać" on the Tpay
 * sandbox's page, which notifies the shop. Sets `paidTransaction`.
 */
export async function payOrder(gatewayUrl: string, outcome: ShopperOutcome, hooks: LoadHooks): Promise<void> {
  const { paymentPath } = outcome;
  const started = await untilAnswered(hooks, () =>
    tracked(hooks, 'payment', () => call(`${gatewayUrl}${paymentPath}`, {})),
  );
  const action = (started?.body?.payment as { action?: { kind: string; url?: string } } | undefined)?.action;
  if (started?.status !== 200 || action?.kind !== 'redirect' || !action.url) {
    outcome.gaveUp = `payment start answered ${started?.status ?? 'nothing'}: ${JSON.stringify(started?.body)}`;
    return;
  }
  const paid = await fetch(`${action.url}/pay`, { method: 'POST', redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`the Tpay sandbox answered ${paid.status} to paying`);
  outcome.paidTransaction = action.url.split('/').pop()!;
}

/** Runs `work` for every item, at most `limit` at once, in the items' order. */
export async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}
