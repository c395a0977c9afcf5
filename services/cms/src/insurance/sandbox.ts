import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { todayInWarsaw } from '@shop/contracts';
import { addDays } from './insurance-period';

// A local stand-in for the insurer's verification service (DESIGN §8): it speaks the protocol of
// ./README.md, holds registered frame numbers with their purchase dates, and can be told to fail (HTTP 500)
// or never answer (a timeout) for chosen frame numbers. Tests and embedded mode start it; the shop's code
// only ever reaches it through the adapter, by URL.

export interface SandboxPolicy {
  frameNumber: string;
  purchaseDate: string;
  policyNumber: string;
}

export interface SandboxOptions {
  policies?: SandboxPolicy[];
  /** Frame numbers answered with HTTP 500. */
  failing?: string[];
  /** Frame numbers never answered (the caller times out). */
  hanging?: string[];
  port?: number;
  host?: string;
}

export interface RunningSandbox {
  url: string;
  /** Requests received, oldest first (for tests). */
  requests: Array<{ frameNumber: string; purchaseDate: string }>;
  stop(): Promise<void>;
}

/** Demo frame numbers, dated from today so that they keep their meaning whenever the shop runs. */
export const demoFrames = {
  insured: 'ZF2025A00017',
  expired: 'ZF2024B00342',
  notInsured: 'ZF2025C09999',
  failing: 'ZF0000ERR500',
  hanging: 'ZF0000TIMEOUT',
} as const;

export function demoPolicies(today = todayInWarsaw()): SandboxPolicy[] {
  return [
    { frameNumber: demoFrames.insured, purchaseDate: addDays(today, -60), policyNumber: 'ZEF/2025/000017' },
    { frameNumber: demoFrames.expired, purchaseDate: addDays(today, -400), policyNumber: 'ZEF/2024/000342' },
  ];
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 10_000) req.destroy();
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(undefined);
      }
    });
    req.on('error', () => resolve(undefined));
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function startInsuranceSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  // The demo policies are dated from the day each request comes in, so a sandbox started before midnight
  // still answers "insured" for a bike bought 60 days before the day the shopper asks.
  const policiesNow = () => new Map((options.policies ?? demoPolicies()).map((policy) => [policy.frameNumber, policy]));
  const failing = new Set(options.failing ?? [demoFrames.failing]);
  const hanging = new Set(options.hanging ?? [demoFrames.hanging]);
  const requests: RunningSandbox['requests'] = [];

  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/insurance/verify') return send(res, 404, { error: 'not_found' });
    const body = (await readJson(req)) as { frameNumber?: unknown; purchaseDate?: unknown } | undefined;
    const frameNumber = typeof body?.frameNumber === 'string' ? body.frameNumber : undefined;
    const purchaseDate = typeof body?.purchaseDate === 'string' ? body.purchaseDate : undefined;
    if (!frameNumber || !purchaseDate || !/^\d{4}-\d{2}-\d{2}$/.test(purchaseDate)) {
      return send(res, 400, { error: 'bad_request' });
    }
    requests.push({ frameNumber, purchaseDate });
    if (hanging.has(frameNumber)) return; // never answers; closed when the sandbox stops
    if (failing.has(frameNumber)) return send(res, 500, { error: 'internal' });
    const policy = policiesNow().get(frameNumber);
    if (!policy || policy.purchaseDate !== purchaseDate) return send(res, 200, { registered: false });
    return send(res, 200, { registered: true, ...policy });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        url: `http://${options.host ?? '127.0.0.1'}:${port}`,
        requests,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
