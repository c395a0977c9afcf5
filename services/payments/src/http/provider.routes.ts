import { shopApi } from '@shop/contracts';
import { AppError, clientAddressOf, createRouter, routesOn, type ShopContext } from '@shop/service-kit';
import type { PaymentsContext } from '../context';
import { hasUnsafeText, recordProviderMessage } from '../domain/provider-messages';
import { refusalLimit } from '../domain/refusal-limit';
import { resultPageOf, resultPath, resultStateOf, transactionOf } from '../domain/transactions';

// What payment providers call (through the gateway, access 'signature': no application id, no session):
// server-to-server notifications, and the shopper's browser coming back. Only a verified message changes
// anything; the raw body is what signatures are checked against.

const RAW_LIMIT = 100_000;

/** The request body exactly as sent: the body parser keeps it for JSON and forms, anything else is read here. */
async function rawBodyOf(ctx: ShopContext): Promise<string> {
  const kept = (ctx.request as { rawBody?: string }).rawBody;
  if (typeof kept === 'string') return kept;
  if (ctx.req.readableEnded || ctx.method === 'GET') return '';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > RAW_LIMIT) throw new AppError('payload_too_large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function formOf(ctx: ShopContext, rawBody: string): Record<string, string> {
  if (!ctx.is('application/x-www-form-urlencoded') || !rawBody) return {};
  return Object.fromEntries(new URLSearchParams(rawBody));
}

function stringsOf(query: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) out[key] = first;
  }
  return out;
}

export function providerRoutes(context: PaymentsContext) {
  const router = createRouter();
  const refusals = refusalLimit(context.clock);
  const providerOf = (name: string) => {
    const provider = context.providers.byName(name);
    if (!provider) throw new AppError('payment_provider_unavailable');
    return provider;
  };

  // Rows of the public table without schemas: providers speak their own protocols, read raw below.
  const route = routesOn(router, shopApi);

  route('POST /api/payments/:provider/notify', async (_request, ctx) => {
    const provider = providerOf(ctx.params.provider!);
    const { notifications } = provider;
    if (!notifications) throw new AppError('payment_provider_unavailable');
    const address = clientAddressOf(ctx);
    if (refusals.blocked(address)) {
      // Too many refusals from this address this minute: answered without reading or storing anything.
      const refusal = notifications.reply('refused');
      ctx.set('retry-after', String(refusals.retryAfterSeconds(address)));
      ctx.status = 429;
      ctx.type = refusal.type;
      ctx.body = refusal.body;
      return;
    }
    const rawBody = await rawBodyOf(ctx);
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(ctx.headers)) headers[name] = Array.isArray(value) ? value[0] : value;
    const form = formOf(ctx, rawBody);
    // A NUL or a lone surrogate is in no genuine notification (and PostgreSQL refuses a NUL): refused unread.
    const unsafe = hasUnsafeText(rawBody) || Object.entries(form).some(([key, value]) => hasUnsafeText(key + value));
    const read = unsafe
      ? { refused: 'a NUL or a lone surrogate in the body' }
      : await notifications.read({ headers, rawBody, form });
    const { effect } = await recordProviderMessage(context, {
      provider: provider.name,
      kind: 'notify',
      headers,
      rawBody,
      verified: !read.refused,
      refused: read.refused,
      outcome: read.outcome,
    });
    if (effect === 'refused') {
      refusals.count(address);
      ctx.state.log.warn({ provider: provider.name, why: read.refused }, 'notification refused');
    }
    // Forged, or verified but about something the shop cannot take (an unknown transaction, a short amount):
    // either way refused, in the words of the provider's own protocol.
    const reply = notifications.reply(effect === 'refused' ? 'refused' : 'taken');
    ctx.status = reply.status;
    ctx.type = reply.type;
    ctx.body = reply.body;
  });

  const browserBack = async (ctx: ShopContext) => {
    const name = (ctx.params as Record<string, string>).provider!;
    const provider = providerOf(name);
    const rawBody = ctx.method === 'POST' ? await rawBodyOf(ctx) : '';
    const query = stringsOf(ctx.query);
    const back = provider.browserReturn ? await provider.browserReturn({ query, form: formOf(ctx, rawBody) }) : {};
    const transactionId = back.transactionId ?? back.outcome?.transactionId;
    if (back.outcome) {
      await recordProviderMessage(context, {
        provider: provider.name,
        kind: 'return',
        rawBody: rawBody || ctx.querystring,
        verified: true,
        outcome: back.outcome,
      });
    }
    const row = await transactionOf(context, provider.name, transactionId);
    // Nothing we know: the provider's error page in the shopper's language. Else the page of what this
    // service knows; only while it is pending may the return's own (unsigned) word pick which of the two
    // pages, and either page shows "pending" then, as it asks this service, not its address.
    const target = row
      ? resultPageOf(row, await resultStateOf(context, row), back.page)
      : resultPath(ctx.state.lang === 'en' ? 'en' : 'pl', provider.name, 'error');
    ctx.set('cache-control', 'no-store');
    ctx.status = 303;
    ctx.redirect(target);
  };
  route('GET /api/payments/:provider/return', (_request, ctx) => browserBack(ctx));
  route('POST /api/payments/:provider/return', (_request, ctx) => browserBack(ctx));

  // What the result pages read: the attempt of `?tx=` the shopper came back from, only with its own order.
  route('GET /api/payments/:provider/result/:id', async ({ params, query }, ctx) => {
    const row = await transactionOf(context, params.provider, params.id);
    if (!row || row.orderId !== query.order) throw new AppError('not_found');
    ctx.set('cache-control', 'no-store');
    return { state: await resultStateOf(context, row) };
  });

  return router;
}
