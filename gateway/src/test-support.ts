import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  IDENTITY_HEADER,
  type Identity,
  SESSIONS_ENDED_HEADER,
  type ServiceName,
  type SessionResolution,
  serviceNames,
} from '@shop/contracts';
import { createIdentitySigner, createIdentityVerifier, createLogger, generateIdentityKeys } from '@shop/service-kit';
import { createGateway, type Gateway, type GatewayOptions, type RunningGateway } from './gateway';

// Fake services for the gateway's tests: one node:http server per service that echoes what reached it
// (and whether the identity it got verifies), plus accounts' session resolution.

export interface Echo {
  service: ServiceName;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  identity: Identity | null;
  bodyBytes: number;
}

export interface FakeServices {
  urls: Record<ServiceName, string>;
  publicKey: string;
  privateKey: string;
  /** Sessions accounts knows, by sid. */
  sessions: Map<string, SessionResolution>;
  /** How many times accounts was asked to resolve a session. */
  resolutions: { count: number };
  /** Tokens of the guest sessions accounts started, oldest first. */
  guests: string[];
  /** Long downloads (`?slow-body`) whose reader went away before the end. */
  abandonedDownloads: { count: number };
  stop(): Promise<void>;
}

export async function startFakeServices(): Promise<FakeServices> {
  const keys = await generateIdentityKeys();
  const verifier = await createIdentityVerifier(keys.publicKey);
  const sessions = new Map<string, SessionResolution>();
  const resolutions = { count: 0 };
  const guests: string[] = [];
  const abandonedDownloads = { count: 0 };
  const servers: Server[] = [];
  const urls = {} as Record<ServiceName, string>;

  for (const service of serviceNames) {
    const server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const identity = (await verifier.verify(req.headers[IDENTITY_HEADER] as string | undefined)) ?? null;
      const answer = (status: number, value: unknown, headers: Record<string, string | string[]> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(value));
      };
      if (req.url === '/health') return answer(200, { status: 'ok', service });
      if (service === 'accounts' && req.url === '/internal/sessions/resolve') {
        resolutions.count++;
        if (identity?.app !== 'internal') return answer(401, { error: { code: 'unauthorized' } });
        const known = sessions.get(JSON.parse(body.toString()).sessionId);
        return known ? answer(200, known) : answer(404, { error: { code: 'not_found' } });
      }
      if (service === 'accounts' && req.url === '/internal/sessions' && req.method === 'POST') {
        if (identity?.app !== 'internal') return answer(401, { error: { code: 'unauthorized' } });
        const token = `guest-${guests.length}-${'t'.repeat(32)}`;
        const session: SessionResolution = {
          sessionId: `guest-session-${guests.length}`,
          customerId: null,
          role: 'GUEST',
          customerType: null,
          taxId: null,
          currency: null,
          adminType: null,
          staffName: null,
        };
        guests.push(token);
        sessions.set(token, session);
        return answer(201, { token, session });
      }
      if (req.headers['content-type'] === 'application/json' && body.length > 0) {
        try {
          JSON.parse(body.toString());
        } catch {
          return answer(400, { error: { code: 'bad_request', message: 'Malformed JSON', fields: {} } });
        }
      }
      // No answer at all: the gateway's upstream timeout has to give up on it and close the request.
      if (req.url?.includes('slow-headers')) return void res.on('close', () => {});
      if (req.url?.includes('slow-body')) {
        // A long download, written a piece at a time until the reader goes away.
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        const timer = setInterval(() => res.write(Buffer.alloc(16_384, 'b')), 10);
        res.on('close', () => {
          clearInterval(timer);
          abandonedDownloads.count++;
        });
        return;
      }
      // accounts ending every other session of the caller (a password changed)
      if (req.url?.includes('sessions-ended') && identity?.customerId) {
        return answer(200, { changed: true }, { [SESSIONS_ENDED_HEADER]: identity.customerId });
      }
      if (req.url?.includes('with-cookie')) {
        return answer(200, { ok: true }, { 'set-cookie': ['sid=new-session; HttpOnly', 'ref=abc'], etag: '"v1"' });
      }
      const echo: Echo = {
        service,
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        identity,
        bodyBytes: body.length,
      };
      answer(200, echo, { 'x-internal-secret': 'never-forwarded', 'cache-control': 'private, no-cache' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    urls[service] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    servers.push(server);
  }

  return {
    urls,
    ...keys,
    sessions,
    resolutions,
    guests,
    abandonedDownloads,
    async stop() {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
    },
  };
}

export const STOREFRONT = 'test-storefront';
export const ADMIN = 'test-admin';

export interface TestGateway extends RunningGateway {
  gateway: Gateway;
  /** fetch against the gateway with the storefront's application id unless headers say otherwise. */
  call(path: string, init?: RequestInit): Promise<Response>;
}

export async function startTestGateway(
  fakes: FakeServices,
  overrides: Partial<GatewayOptions> = {},
): Promise<TestGateway> {
  const gateway = createGateway({
    services: fakes.urls,
    signer: await createIdentitySigner(fakes.privateKey),
    applications: { [STOREFRONT]: 'storefront', [ADMIN]: 'admin' },
    log: createLogger('gateway-test', 'silent'),
    ...overrides,
  });
  const running = await gateway.start(0);
  return {
    ...running,
    gateway,
    call(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('authorization')) headers.set('authorization', `Bearer ${STOREFRONT}`);
      return fetch(`${running.url}${path}`, { ...init, headers });
    },
  };
}
