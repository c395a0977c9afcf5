import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDENTITY_HEADER } from '@shop/contracts';
import { createIdentitySigner, createIdentityVerifier, generateIdentityKeys } from '@shop/service-kit';
import type { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callInternal } from './internal-calls';
import { createPool } from './proxy';

// The gateway's own calls to /internal routes: path and method from the internal table, signed as the
// gateway, the answer parsed with the row's schema.

const session = {
  sessionId: '5b0f7f7e-3c1a-4d53-9d51-0f6f3f0a9b11',
  customerId: null,
  role: 'GUEST',
  customerType: null,
  taxId: null,
  currency: null,
  adminType: null,
  staffName: null,
};

let server: Server;
let pool: Pool;
let answer: { status: number; body: unknown } = { status: 200, body: session };
const received: Array<{ method?: string; url?: string; body: string; app?: string }> = [];
const keys = await generateIdentityKeys();
const signer = await createIdentitySigner(keys.privateKey);

beforeAll(async () => {
  const verifier = await createIdentityVerifier(keys.publicKey);
  server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const identity = await verifier.verify(req.headers[IDENTITY_HEADER] as string | undefined);
    received.push({ method: req.method, url: req.url, body, app: identity?.app });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pool = createPool(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await pool?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const resolve = () =>
  callInternal(
    pool,
    signer,
    'POST /internal/sessions/resolve',
    { body: { sessionId: 'x'.repeat(43) } },
    {
      timeoutMs: 1_000,
    },
  );

describe('callInternal', () => {
  it('calls the row’s method and path as the gateway and answers the parsed body', async () => {
    answer = { status: 200, body: session };
    expect(await resolve()).toEqual({ ok: true, status: 200, body: session });
    expect(received.at(-1)).toEqual({
      method: 'POST',
      url: '/internal/sessions/resolve',
      body: JSON.stringify({ sessionId: 'x'.repeat(43) }),
      app: 'internal',
    });
  });

  it('answers another status as a value', async () => {
    answer = { status: 404, body: { error: { code: 'not_found' } } };
    expect(await resolve()).toEqual({ ok: false, status: 404 });
  });

  it('refuses an answer off the contract', async () => {
    answer = { status: 200, body: { ...session, role: 'SOMEONE' } };
    await expect(resolve()).rejects.toThrow('accounts answered POST /internal/sessions/resolve off contract');
  });
});
