import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { until } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAIN_BYTES } from './early-answers';
import { type FakeServices, STOREFRONT, startFakeServices, startTestGateway, type TestGateway } from './test-support';

// An answer given while the client is still sending its body (issue 19: the fuzz test's "no answer" under
// load). The client here is a raw connection that sends part of a body, waits for the answer, and only
// then sends the rest, so what the gateway does with the rest of the body and with the connection shows.

let fakes: FakeServices;
let gateway: TestGateway;
let refusing: Server;
/** Calls to the refusing service whose body stopped arriving before its end. */
const cutShort = { count: 0 };

beforeAll(async () => {
  fakes = await startFakeServices();
  // returns (rma) answers 405 without reading the body, or (`?read`) after reading all of it.
  refusing = createServer((req, res) => {
    const refuse = () => {
      const body = JSON.stringify({ error: { code: 'method_not_allowed', message: 'Refused early.' } });
      res.writeHead(405, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    };
    if (!req.url?.includes('read')) return refuse();
    req.on('close', () => {
      if (!req.complete) cutShort.count++;
    });
    req.resume().on('end', refuse);
  });
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
  const rma = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
  gateway = await startTestGateway(fakes, { services: { ...fakes.urls, rma }, maxUploadBytes: 8 * 1024 * 1024 });
});
afterAll(async () => {
  await gateway?.stop();
  await new Promise((resolve) => refusing?.close(resolve));
  await fakes?.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 connection written and read by hand. */
class RawConnection {
  private received = Buffer.alloc(0);
  private wake: () => void = () => {};
  ended = false;
  closed = false;
  error: Error | undefined;

  private constructor(private readonly socket: Socket) {
    const wake = () => this.wake();
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      wake();
    });
    socket.on('end', () => {
      this.ended = true;
      wake();
    });
    socket.on('error', (error) => {
      this.error = error;
      wake();
    });
    socket.on('close', () => {
      this.closed = true;
      wake();
    });
  }

  static open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends a request head; `length` undefined: a chunked body follows. */
  head(method: string, path: string, length?: number): Promise<void> {
    const lines = [
      `${method} ${path} HTTP/1.1`,
      'host: shop.test',
      `authorization: Bearer ${STOREFRONT}`,
      'content-type: application/json',
      length === undefined ? 'transfer-encoding: chunked' : `content-length: ${length}`,
    ];
    return this.write(`${lines.join('\r\n')}\r\n\r\n`);
  }

  /** Resolves once the kernel has taken `data`; rejects when the connection fails. */
  write(data: string | Buffer): Promise<void> {
    return new Promise((resolve, reject) => this.socket.write(data, (error) => (error ? reject(error) : resolve())));
  }

  /** Writes `bytes` of body in 64 kB pieces, each once the previous one is taken. */
  async sendBody(bytes: number, chunked = false): Promise<void> {
    for (let at = 0; at < bytes; at += 65_536) {
      const piece = Buffer.alloc(Math.min(65_536, bytes - at), 'x');
      await this.write(chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece]) : piece);
      if (chunked) await this.write('\r\n');
    }
  }

  /** The next whole answer (its body sized by content-length). */
  async answer(): Promise<Answer> {
    for (;;) {
      const end = this.received.indexOf('\r\n\r\n');
      if (end >= 0) {
        const [statusLine, ...lines] = this.received.subarray(0, end).toString('latin1').split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        );
        const size = end + 4 + Number(headers['content-length'] ?? 0);
        if (this.received.length >= size) {
          const body = this.received.subarray(end + 4, size).toString();
          this.received = this.received.subarray(size);
          return { status: Number(statusLine!.split(' ')[1]), headers, body };
        }
      }
      if (this.error || this.ended) throw this.error ?? new Error('the connection ended before a whole answer');
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  /** Ends our side and waits for the connection to close. */
  async finish(): Promise<void> {
    this.socket.end();
    while (!this.closed) {
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  destroy(): void {
    this.socket.destroy();
  }
}

describe('a service answering before the body has all arrived', () => {
  it('gets its answer to the client, reads the rest and serves the next request on the connection', async () => {
    const connection = await RawConnection.open(gateway.url);
    const size = 512 * 1024;
    await connection.head('POST', '/api/rma', size);
    await connection.sendBody(65_536);
    const refused = await connection.answer();
    expect(refused.status).toBe(405);
    expect(JSON.parse(refused.body)).toEqual({ error: { code: 'method_not_allowed', message: 'Refused early.' } });
    expect(refused.headers.connection).not.toBe('close');

    await connection.sendBody(size - 65_536);
    await connection.head('GET', '/api/catalog/products', 0);
    expect((await connection.answer()).status).toBe(200);
    await connection.finish();
    expect(connection.error).toBeUndefined();
  }, 15_000);

  it('closes the connection after a long or unsized rest, only once the client has closed its side', async () => {
    for (const chunked of [false, true]) {
      const connection = await RawConnection.open(gateway.url);
      await connection.head('POST', '/api/rma', chunked ? undefined : 4 * DRAIN_BYTES);
      await connection.sendBody(65_536, chunked);
      const refused = await connection.answer();
      expect([refused.status, refused.headers.connection], `chunked: ${chunked}`).toEqual([405, 'close']);

      // The client goes on writing after the answer (as most do): the gateway keeps reading, no reset.
      await connection.sendBody(2 * DRAIN_BYTES, chunked);
      await connection.finish();
      expect(connection.error, `chunked: ${chunked}`).toBeUndefined();
      expect(connection.ended).toBe(true);
    }
  }, 15_000);

  it('passes a client leaving in the middle of its body on to the service', async () => {
    const before = cutShort.count;
    const connection = await RawConnection.open(gateway.url);
    await connection.head('POST', '/api/rma?read', 512 * 1024);
    await connection.sendBody(65_536);
    connection.destroy();
    await until(() => cutShort.count === before + 1, 5_000, 'the service to see the body cut short');
  });
});

describe("the gateway's own refusal of a body still arriving", () => {
  it('answers 413 to a declared upload over the limit and lets the client finish writing', async () => {
    const connection = await RawConnection.open(gateway.url);
    await connection.head('POST', '/api/rma', 20 * 1024 * 1024);
    await connection.sendBody(65_536);
    const refused = await connection.answer();
    expect([refused.status, refused.headers.connection]).toEqual([413, 'close']);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'payload_too_large' } });

    await connection.sendBody(2 * DRAIN_BYTES);
    await connection.finish();
    expect(connection.error).toBeUndefined();
  }, 15_000);

  it('reads a short body it refused and serves the next request on the connection', async () => {
    const connection = await RawConnection.open(gateway.url);
    await connection.head('POST', '/api/no-such-route', 256 * 1024);
    await connection.sendBody(65_536);
    expect((await connection.answer()).status).toBe(404);
    await connection.sendBody(256 * 1024 - 65_536);
    await connection.head('GET', '/api/catalog/products', 0);
    expect((await connection.answer()).status).toBe(200);
    await connection.finish();
  }, 15_000);
});
