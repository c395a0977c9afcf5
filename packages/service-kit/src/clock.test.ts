import type { Server } from 'node:http';
import { IDENTITY_HEADER } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertTestClockAllowed, systemClock, TEST_NOW_HEADER } from './clock';
import { ConfigError } from './config';
import { createHttpApp } from './http/app';
import { createMetrics } from './http/metrics';
import { createRouter } from './http/router';
import { createIdentitySigner, createIdentityVerifier, generateIdentityKeys } from './identity';
import { createLogger } from './logger';
import { closeServer } from './service';

// The browser journeys' clock: with TEST_CLOCK_HEADER a request that names its time sees the shop on that day,
// and only that request; without it the header is nobody's business.

const servers: Server[] = [];
let token = '';
let withClock = '';
let withoutClock = '';
/** The slow route says it has been entered, then waits, still in its request's time, until the test releases it. */
let entered: () => void = () => {};
let release: () => void = () => {};

async function serve(testClock: boolean, verifier: Awaited<ReturnType<typeof createIdentityVerifier>>) {
  const router = createRouter();
  router.get('/api/now', (ctx) => {
    ctx.body = { now: systemClock.now().toISOString() };
  });
  router.get('/api/slow-now', async (ctx) => {
    await new Promise<void>((resolve) => {
      release = resolve;
      entered();
    });
    ctx.body = { now: systemClock.now().toISOString() };
  });
  const app = createHttpApp({
    name: 'test',
    log: createLogger('test', 'silent'),
    verifier,
    metrics: createMetrics(`clock-${testClock}`),
    routers: [router],
    ready: async () => {},
    testClock,
  });
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  const keys = await generateIdentityKeys();
  token = await (await createIdentitySigner(keys.privateKey)).sign({ app: 'storefront', role: 'GUEST' });
  const verifier = await createIdentityVerifier(keys.publicKey);
  withClock = await serve(true, verifier);
  withoutClock = await serve(false, verifier);
});
afterAll(() => Promise.all(servers.map(closeServer)));

const nowAt = async (base: string, path = '/api/now', at?: string) => {
  const headers: Record<string, string> = { [IDENTITY_HEADER]: token };
  if (at) headers[TEST_NOW_HEADER] = at;
  const answer = await fetch(`${base}${path}`, { headers });
  return Date.parse(((await answer.json()) as { now: string }).now);
};

const later = '2031-05-20T10:00:00.000Z';

describe('the test clock', () => {
  it('shows a request that names its time the shop at that time, and only that request', async () => {
    expect(Math.abs((await nowAt(withClock, '/api/now', later)) - Date.parse(later))).toBeLessThan(5_000);
    // While one request waits in its own time, another one sees the real time.
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const slow = nowAt(withClock, '/api/slow-now', later);
    await inside;
    expect(Math.abs((await nowAt(withClock)) - Date.now())).toBeLessThan(5_000);
    release();
    expect(Math.abs((await slow) - Date.parse(later))).toBeLessThan(5_000);
    // Outside any request (a background job) it is the real time.
    expect(Math.abs(systemClock.now().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it('ignores the header without TEST_CLOCK_HEADER, and an unreadable time', async () => {
    expect(Math.abs((await nowAt(withoutClock, '/api/now', later)) - Date.now())).toBeLessThan(5_000);
    expect(Math.abs((await nowAt(withClock, '/api/now', 'next tuesday')) - Date.now())).toBeLessThan(5_000);
  });

  it('refuses to start a shop outside browser tests with it', () => {
    expect(() => assertTestClockAllowed({ TEST_CLOCK_HEADER: true, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => assertTestClockAllowed({ TEST_CLOCK_HEADER: true, NODE_ENV: 'development' })).toThrow(
      /only for browser journeys/,
    );
    expect(() => assertTestClockAllowed({ TEST_CLOCK_HEADER: true, NODE_ENV: 'test' })).not.toThrow();
    expect(() => assertTestClockAllowed({ TEST_CLOCK_HEADER: false, NODE_ENV: 'production' })).not.toThrow();
  });
});
