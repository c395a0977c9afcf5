import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from './gateway';
import { ADMIN_APP, STOREFRONT_APP, startWholeShop, type WholeShop } from './whole-shop.testing';

// Issue 19, "Standing tests: Fuzz". The real gateway in front of every real service (in-memory PGlite, the
// in-process bus, demo data) is sent, for every operation of its OpenAPI document that changes something or
// names something by a path parameter, a bounded and deterministic set of bad inputs: wrong types, a body
// over the limit, deep nesting, NUL and lone surrogates, prototype keys, ids past int32 and int64, path
// traversal, malformed JSON, no body, a wrong content type. Nothing may answer 5xx or leave a call without
// an answer; 4xx answers of /api have the error shape; the shop is still healthy and no prototype polluted
// at the end. The document drives it: a route added later is fuzzed without touching this file, the back
// office's (/api/admin/*) by a signed-in super admin through the admin application id.

const STOREFRONT = STOREFRONT_APP;
const ADMIN = ADMIN_APP;
/** Far longer than any answer takes even on a loaded machine: past it, a call counts as never answered. */
const ANSWER_WITHIN_MS = 15_000;
/** Bad requests in flight at once. */
const IN_FLIGHT = 4;
const OVER_THE_LIMIT = '2 MB string';

/** mulberry32: the same inputs on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };
interface Operation {
  method: string;
  path: string;
  params: string[];
  query: string[];
  body?: Schema;
  upload: boolean;
}
interface Case {
  label: string;
  path: string;
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
}

const badIds = [
  '2147483648',
  '9223372036854775808',
  '-1',
  '0',
  '1e309',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%ED%A0%80', // a lone surrogate, UTF-8 encoded
  'x'.repeat(2_000),
];

/** A value of every type but the one the schema asks for. */
function wrongValue(schema: Schema | undefined, random: () => number): unknown {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  const pool: unknown[] = [
    ['a', 1],
    { nested: true },
    true,
    1.5,
    'text',
    null,
    2 ** 63,
    -2147483649,
    '\u0000',
    '\ud800',
  ];
  const fitting = pool.filter((value) => {
    const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    if (type === 'integer' || type === 'number') return actual !== 'number';
    if (type === 'array') return actual !== 'array';
    if (type === 'object') return actual !== 'object';
    return actual !== type;
  });
  return fitting[Math.floor(random() * fitting.length)];
}

function deep(depth: number, leaf: string): string {
  return `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
}

function bodyCases(operation: Operation, random: () => number): Omit<Case, 'path'>[] {
  const json = (label: string, value: unknown) => ({ label, body: JSON.stringify(value) });
  const properties = Object.entries(operation.body?.properties ?? {});
  const wrongTypes = Object.fromEntries(properties.map(([name, schema]) => [name, wrongValue(schema, random)]));
  const strings = (value: string) => Object.fromEntries(properties.map(([name]) => [name, value]));
  // Written as JSON text: a JavaScript number cannot hold them.
  const numbers = (literal: string) =>
    `{${(properties.length > 0 ? properties.map(([name]) => name) : ['id']).map((name) => `${JSON.stringify(name)}:${literal}`).join(',')}}`;
  return [
    json('wrong types', properties.length > 0 ? wrongTypes : { id: [1], quantity: 'x' }),
    json('an array', [wrongTypes]),
    json('a number', 2147483648),
    json('null', null),
    { label: OVER_THE_LIMIT, body: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }) },
    json('64 kB strings', strings('y'.repeat(64 * 1024))),
    { label: '10 000-deep object', body: deep(10_000, '1') },
    { label: '10 000-deep array', body: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
    json('NUL in strings and keys', { ...strings('a\u0000b'), 'k\u0000ey': 'v\u0000' }),
    json('lone surrogates', { ...strings('\ud800'), '\udfff': '\ud800' }),
    // The bytes of a lone surrogate, which no UTF-8 decoder may accept
    {
      label: 'invalid UTF-8',
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    },
    { label: '__proto__', body: `{"__proto__":{"polluted":1},${JSON.stringify(wrongTypes).slice(1)}` },
    json('constructor.prototype', { constructor: { prototype: { polluted: 1 } }, ...wrongTypes }),
    { label: 'numbers past int64', body: numbers('9223372036854775808') },
    { label: 'numbers past float64', body: numbers('1e309') },
    { label: 'malformed JSON', body: '{"a":' },
    { label: 'empty body', body: '' },
    { label: 'wrong content type', body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { label: 'text/plain JSON', body: JSON.stringify(wrongTypes), contentType: 'text/plain' },
  ];
}

function casesFor(operation: Operation, random: () => number): Case[] {
  const fill = (value: string) => operation.path.replace(/\{\w+\}/g, value);
  const cases: Case[] = [];
  const mutating = operation.method !== 'GET' && operation.method !== 'HEAD';
  if (operation.params.length > 0) {
    for (const id of badIds) {
      cases.push({
        label: `id ${id.length > 40 ? `${id.slice(0, 8)}…(${id.length})` : id}`,
        path: fill(id),
        ...(mutating ? { body: '{}' } : {}),
      });
    }
  }
  if (operation.query.length > 0) {
    // Already URL-encoded: NUL and the UTF-8 bytes of a lone surrogate among them. The long value stays short
    // enough for a dozen of them to keep the request head under Node's 16 kB, past which Node itself
    // answers 431 (without the error shape) before the gateway sees the call.
    const values = ['1e309', '-1', '9223372036854775808', '%00', '%ED%A0%80', '__proto__', 'x'.repeat(1_200), '[]'];
    const query = operation.query
      .map((name) => `${encodeURIComponent(name)}=${values[Math.floor(random() * values.length)]}`)
      .join('&');
    cases.push({ label: 'bad query', path: `${fill('1')}?${query}&__proto__[polluted]=1&a[b][c][d][e][f]=1` });
  }
  if (mutating) {
    const path = fill('1');
    for (const body of bodyCases(operation, random)) cases.push({ ...body, path });
  }
  if (operation.upload) {
    const path = fill('1');
    const part = (name: string, filename: string, type: string, content: string) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n`;
    cases.push(
      { label: 'multipart without a boundary', path, body: '--b\r\n', contentType: 'multipart/form-data' },
      {
        label: 'multipart cut short',
        path,
        body: part('file', 'a.pdf', 'application/pdf', '%PDF').slice(0, 40),
        contentType: 'multipart/form-data; boundary=b',
      },
      {
        label: 'multipart traversal and NUL file name',
        path,
        body: `${part('file', '../../etc/passwd\u0000.pdf', 'application/pdf', '%PDF-1.4')}${part('__proto__', 'x', 'text/plain', '1')}--b--\r\n`,
        contentType: 'multipart/form-data; boundary=b',
      },
    );
  }
  return cases;
}

function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const entries = Object.entries(item).flatMap(([key, value]) =>
      key === 'x-additionalOperations' ? Object.entries(value as Record<string, unknown>) : [[key, value] as const],
    );
    for (const [method, raw] of entries) {
      const op = raw as {
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      };
      const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const upper = method.toUpperCase();
      const mutating = ['POST', 'PUT', 'PATCH', 'DELETE', 'COPY'].includes(upper);
      // A GET with query parameters too: the back office's searches and lists take their input there.
      if (!mutating && params.length === 0 && query.length === 0) continue;
      operations.push({
        method: upper,
        path,
        params,
        query,
        body: op.requestBody?.content['application/json']?.schema,
        upload: Boolean(op.requestBody?.content['multipart/form-data']),
      });
    }
  }
  return operations;
}

describe('fuzz: bad input through the gateway never reaches a 5xx', () => {
  let wholeShop: WholeShop;
  let gateway: RunningGateway;

  beforeAll(async () => {
    wholeShop = await startWholeShop({ sandboxes: true });
    gateway = wholeShop.gateway;
  }, 240_000);

  afterAll(() => wholeShop?.stop());

  it('answers every bad input below 500 with the error shape, and stays up', { timeout: 420_000 }, async () => {
    const docs = await fetch(`${gateway.url}/api/docs`, { headers: { authorization: `Bearer ${STOREFRONT}` } });
    expect(docs.status).toBe(200);
    const operations = operationsOf(await docs.json());
    expect(operations.length).toBeGreaterThan(20);

    // Signed in too (a retail customer, a dealer, a super admin), so their routes get past the access check.
    const { signIn } = wholeShop;
    const { demoStaff } = await import('@shop/accounts/seed');
    const backOffice = (operation: Operation) => operation.path.startsWith('/api/admin/');
    const shop = (operation: Operation) => !backOffice(operation);
    // The shop's routes go to a guest, a customer and a dealer through the storefront; the back office's to
    // a guest there (refused) and to a super admin through the admin application.
    const callers = [
      { who: 'storefront', app: STOREFRONT, cookie: undefined, takes: () => true },
      { who: 'customer', app: STOREFRONT, cookie: await signIn('anna.kowalska@example.pl'), takes: shop },
      { who: 'dealer', app: STOREFRONT, cookie: await signIn('zamowienia@rowery-nowak.pl'), takes: shop },
      { who: 'super admin', app: ADMIN, cookie: await signIn(demoStaff.super_admin.email), takes: backOffice },
    ];
    expect(operations.some(backOffice), 'the document has back-office routes').toBe(true);

    const failures: string[] = [];
    let sent = 0;
    const random = prng(19);
    // Every case first (in a fixed order, from one seeded generator), then sent a few at a time: the run grows
    // with every route added, and the services answer independent callers side by side.
    const requests: Array<{ name: string; path: string; init: RequestInit; api: boolean }> = [];
    for (const { who, app, cookie, takes } of callers) {
      for (const operation of operations.filter(takes)) {
        // Signing out would end the caller's session for the rest of the run.
        if (cookie && /logout|sign-out/.test(operation.path)) continue;
        for (const sample of casesFor(operation, random)) {
          // The size limit comes before who is asking: one caller sends the body over it (the costliest case).
          if (sample.label === OVER_THE_LIMIT && who !== 'storefront') continue;
          const headers: Record<string, string> = { authorization: `Bearer ${app}` };
          if (cookie) headers.cookie = cookie;
          if (sample.body !== undefined) headers['content-type'] = sample.contentType ?? 'application/json';
          requests.push({
            name: `${who} ${operation.method} ${sample.path.slice(0, 120)} [${sample.label}]`,
            path: sample.path,
            init: { method: operation.method, headers, body: sample.body },
            api: sample.path.startsWith('/api/'),
          });
        }
      }
    }

    async function send({ name, path, init, api }: (typeof requests)[number]) {
      let status: number;
      let text: string;
      try {
        const answer = await fetch(`${gateway.url}${path}`, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
        sent++;
        status = answer.status;
        text = await answer.text();
      } catch (error) {
        const cause = (error as Error).cause as { code?: string } | undefined;
        failures.push(`${name}: no answer (${(error as Error).message}${cause ? `: ${cause.code ?? cause}` : ''})`);
        return;
      }
      if (status >= 500) {
        failures.push(`${name}: ${status} ${text.slice(0, 200)}`);
        return;
      }
      if (status >= 400 && api) {
        let shape: { error?: { code?: unknown; message?: unknown } } | undefined;
        try {
          shape = JSON.parse(text);
        } catch {}
        if (typeof shape?.error?.code !== 'string' || typeof shape.error.message !== 'string') {
          failures.push(`${name}: ${status} without the error shape: ${text.slice(0, 200)}`);
        }
      }
    }
    let next = 0;
    const worker = async () => {
      while (next < requests.length) await send(requests[next++]!);
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

    expect(failures, `${failures.length} of ${sent} bad inputs failed`).toEqual([]);
    const health = await fetch(`${gateway.url}/health/all`);
    expect(health.status, await health.text()).toBe(200);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect((Object.prototype as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
