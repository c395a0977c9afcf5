import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeServices, startFakeServices, startTestGateway, type TestGateway } from './test-support';

// Requests Node refuses before the gateway sees them still get the error shape of DESIGN §4.

let fakes: FakeServices;
let gateway: TestGateway;

beforeAll(async () => {
  fakes = await startFakeServices();
  gateway = await startTestGateway(fakes);
});
afterAll(async () => {
  await gateway?.stop();
  await fakes?.stop();
});

function rawExchange(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(gateway.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(text);
  });
}

describe('requests Node cannot read', () => {
  it('answers a request head over 16 KB with 431 in the error shape', async () => {
    const response = await fetch(`${gateway.url}/api/catalog/products?q=${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({
      error: { code: 'request_header_too_large', message: 'Adres lub nagłówki żądania są zbyt długie.' },
    });
  });

  it('answers broken HTTP with 400 in the error shape and closes', async () => {
    const answer = await rawExchange('GET /api/config HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('connection: close');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).error.code).toBe('bad_request');
  });
});
