import { randomUUID } from 'node:crypto';
import { IDENTITY_HEADER } from '@shop/contracts';
import { createIdentitySigner } from '@shop/service-kit';
import { type ManualClock, manualClock, testIdentityKeys } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerNotifications, transactions } from '../db/schema';
import { expireRefused, REFUSED_KEPT_DAYS } from '../domain/poller';
import { escapeUnsafeText, hasUnsafeText, recordProviderMessage } from '../domain/provider-messages';
import { REFUSAL_WINDOW_MS, REFUSALS_PER_WINDOW } from '../domain/refusal-limit';
import { type PaymentsHarness, startPaymentsHarness } from '../test-harness';

// Refused provider notifications from strangers: a NUL or a lone surrogate is refused in the provider's own
// words and stored escaped, a refused body is kept as an excerpt, an address sending refusal after refusal
// is answered 429 with nothing stored, and refused messages expire. Time is the test's clock.

let h: PaymentsHarness;
let clock: ManualClock;
let identity: string;

beforeAll(async () => {
  // What the gateway sends with a provider's call (no application, no session).
  identity = await (await createIdentitySigner((await testIdentityKeys()).privateKey, 3600)).sign({
    app: 'storefront',
    role: 'GUEST',
  });
  clock = manualClock(new Date());
  h = await startPaymentsHarness({ clock });
});
afterAll(() => h?.stop());

const db = () => h.payments.context.db;
const stored = async () => db().select().from(providerNotifications);

/** Posts a notification as a stranger at `address` would (the gateway names the client in X-Forwarded-For). */
async function notifyDirect(provider: string, body: string, address: string) {
  const response = await fetch(`${h.payments.url}/api/payments/${provider}/notify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': address,
      [IDENTITY_HEADER]: identity,
    },
    body,
  });
  return { status: response.status, text: await response.text(), retryAfter: response.headers.get('retry-after') };
}

async function notifyThroughGateway(provider: string, body: string) {
  const response = await fetch(`${h.gateway.url}/api/payments/${provider}/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return { status: response.status, text: await response.text() };
}

describe('a NUL or a lone surrogate in a notification', () => {
  it.each([
    ['tpay', '400 FALSE'],
    ['polcard', '400 REFUSED'],
  ])("%s: refused in the provider's words, stored escaped, never a server error", async (provider, answer) => {
    const marker = randomUUID();
    for (const body of [`id=1&tr_crc=${marker}\u0000x`, `id=1&tr_crc=${marker}%00&oid=%00`]) {
      const sent = await notifyThroughGateway(provider, body);
      expect(`${sent.status} ${sent.text}`).toBe(answer);
    }
    const rows = (await stored()).filter((row) => row.rawBody.includes(marker));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ provider, effect: 'refused', verified: false });
      expect(row.rawBody.includes('\u0000')).toBe(false);
    }
    expect(rows.map((row) => row.rawBody).sort()).toEqual(
      [`id=1&tr_crc=${marker}\\u0000x`, `id=1&tr_crc=${marker}%00&oid=%00`].sort(),
    );
    expect(rows.find((row) => row.rawBody.endsWith('x'))!.note).toBe('a NUL or a lone surrogate in the body');
  });

  it('knows a lone surrogate from a pair, and writes both unsafe kinds out', () => {
    expect(hasUnsafeText('a\u0000b')).toBe(true);
    expect(hasUnsafeText('a\ud800b')).toBe(true);
    expect(hasUnsafeText('a\udc00')).toBe(true);
    expect(hasUnsafeText('rower 🚲 zażółć')).toBe(false);
    expect(escapeUnsafeText('a\u0000b\ud800c🚲')).toBe('a\\u0000b\\ud800c🚲');
  });

  it('stores a message with a lone surrogate escaped (a body no HTTP client can send, but any caller could)', async () => {
    const marker = randomUUID();
    const { effect } = await recordProviderMessage(h.payments.context, {
      provider: 'tpay',
      kind: 'notify',
      rawBody: `${marker}\ud800\u0000`,
      verified: false,
      refused: `why \ud800`,
    });
    expect(effect).toBe('refused');
    const [row] = (await stored()).filter((entry) => entry.rawBody.startsWith(marker));
    expect(row).toMatchObject({ rawBody: `${marker}\\ud800\\u0000`, note: 'why \\ud800' });
  });
});

describe('refused notifications from strangers', () => {
  it('keeps an excerpt of 2,000 characters of a refused body', async () => {
    const marker = randomUUID();
    const body = `id=${marker}&pad=${'a'.repeat(15_000)}`;
    expect(await notifyDirect('tpay', body, '198.51.100.7')).toMatchObject({ status: 400, text: 'FALSE' });
    const [row] = (await stored()).filter((entry) => entry.rawBody.includes(marker));
    expect(row!.rawBody).toBe(body.slice(0, 2_000));
  });

  it(`answers 429 after ${REFUSALS_PER_WINDOW} refusals a minute from one address, storing nothing more`, async () => {
    const address = '203.0.113.9';
    const marker = randomUUID();
    const countOf = async () => (await stored()).filter((row) => row.rawBody.includes(marker)).length;
    for (let i = 0; i < REFUSALS_PER_WINDOW; i += 1)
      expect(await notifyDirect('tpay', `id=${marker}&n=${i}`, address)).toMatchObject({ status: 400, text: 'FALSE' });
    expect(await countOf()).toBe(REFUSALS_PER_WINDOW);

    const blocked = await notifyDirect('polcard', `id=${marker}&n=late`, address);
    expect(blocked).toMatchObject({ status: 429, text: 'REFUSED' });
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect(Number(blocked.retryAfter)).toBeLessThanOrEqual(60);
    expect(await notifyDirect('tpay', `id=${marker}&n=late`, address)).toMatchObject({ status: 429, text: 'FALSE' });
    expect(await countOf()).toBe(REFUSALS_PER_WINDOW);

    // Another address is not held back by this one.
    expect(await notifyDirect('tpay', `id=${marker}&other=1`, '203.0.113.10')).toMatchObject({ status: 400 });

    // The next minute, the address is heard again.
    clock.advance(REFUSAL_WINDOW_MS);
    expect(await notifyDirect('tpay', `id=${marker}&n=next`, address)).toMatchObject({ status: 400, text: 'FALSE' });
    expect(await countOf()).toBe(REFUSALS_PER_WINDOW + 2);
  });

  it(`deletes refused messages older than ${REFUSED_KEPT_DAYS} days, and nothing else`, async () => {
    const old = randomUUID();
    await notifyDirect('tpay', `id=${old}`, '192.0.2.50');
    const kept = randomUUID();
    await recordProviderMessage(h.payments.context, {
      provider: 'tpay',
      kind: 'poll',
      rawBody: kept,
      verified: true,
    });
    const txCount = (await db().select().from(transactions)).length;

    const hasOld = async () => (await stored()).some((row) => row.rawBody.includes(old));
    clock.advance(REFUSED_KEPT_DAYS * 86_400_000 - 1_000);
    await expireRefused(h.payments.context);
    // (The earlier tests' refusals, a minute older, are gone by now.)
    expect(await hasOld()).toBe(true);
    const young = randomUUID();
    await notifyDirect('tpay', `id=${young}`, '192.0.2.51');

    clock.advance(2_000);
    expect(await expireRefused(h.payments.context)).toBeGreaterThanOrEqual(1);
    expect(await hasOld()).toBe(false);
    const bodies = (await stored()).map((row) => row.rawBody);
    expect(bodies.some((body) => body.includes(old))).toBe(false);
    expect(bodies.some((body) => body.includes(young))).toBe(true);
    expect(bodies).toContain(kept);
    expect((await db().select().from(transactions)).length).toBe(txCount);
    const [ignored] = await db().select().from(providerNotifications).where(eq(providerNotifications.rawBody, kept));
    expect(ignored?.effect).toBe('ignored');
  });
});
