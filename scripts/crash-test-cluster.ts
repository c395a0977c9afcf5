// The shop in cluster mode for the crash test (scripts/crash-test.ts): a NATS JetStream server of its own,
// a fresh PostgreSQL database per service (prefix shop_crash_), each service and the gateway in its own
// process, the payment sandbox in this process. A service can be killed with SIGKILL and started again.
//
// The broker is a private nats-server on a free port with a throw-away store: the services' stream and
// durable names are fixed (SHOP_ORDERS, notifications-order-created, …), so on the shared broker the test's
// consumers would take other runs' events and theirs would take the test's.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { join } from 'node:path';
import type { ServiceName } from '@shop/contracts';
import { createTpayKeys, type RunningPaymentSandbox, startPaymentSandbox } from '@shop/payments/sandbox';
import { generateIdentityKeys } from '@shop/service-kit';
import { createTestDatabase } from '@shop/service-kit/testing';

const root = join(import.meta.dirname, '..');

/** The services a guest checkout and its payment go through; the others are not started. */
export const crashServices = ['accounts', 'catalog', 'orders', 'payments', 'notifications'] as const;
export type CrashService = (typeof crashServices)[number];
type Process = CrashService | 'gateway' | 'nats';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1', () => done(true));
  });
}

/** Polls `check` every 100 ms until it holds; fails naming `what` after `seconds`, or when `child` exits. */
export async function waitFor(what: string, seconds: number, check: () => Promise<boolean>, child?: ChildProcess) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check().catch(() => false))) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const answers = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;

export interface CrashCluster {
  gatewayUrl: string;
  natsUrl: string;
  databaseUrl(service: CrashService): string;
  sandbox: RunningPaymentSandbox;
  /** Kills the service's process with SIGKILL (no drain, no shutdown hook) and waits until it is gone. */
  kill(service: CrashService): Promise<void>;
  /** Starts the service again on its port and database; resolves once it answers /ready. */
  restart(service: CrashService): Promise<void>;
  /** Resolves once no service is down (at once when none is). */
  up(): Promise<void>;
  /** The last lines each process wrote, for a failure report. */
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

/** Starts everything; `workDir` is a fresh directory for logs, the mail files and the broker's store. */
export async function startCrashCluster(workDir: string): Promise<CrashCluster> {
  const nats = process.env.NATS_SERVER_BIN ?? 'nats-server';
  if (spawnSync(nats, ['--version']).status !== 0)
    throw new Error(`${nats} not found: apt-get install nats-server (or set NATS_SERVER_BIN)`);
  const logs = new Map<Process, { file: string; stream: WriteStream }>();
  const children = new Map<Process, ChildProcess>();
  const databases: Array<{ drop(): Promise<void> }> = [];
  let sandbox: RunningPaymentSandbox | undefined;
  // The service killed and not yet back: shoppers who got an error wait for `back` before they retry.
  let down: { service: CrashService; back: Promise<void>; release: () => void } | undefined;

  function launch(name: Process, command: string, args: string[], env: Record<string, string>) {
    if (!logs.has(name)) {
      const file = join(workDir, `${name}.log`);
      logs.set(name, { file, stream: createWriteStream(file, { flags: 'a' }) });
    }
    const { stream } = logs.get(name)!;
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.pipe(stream, { end: false });
    child.stderr!.pipe(stream, { end: false });
    children.set(name, child);
    return child;
  }

  async function stopChild(child: ChildProcess) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= stopAll();
    return stopped;
  };
  const stopAll = async () => {
    // The gateway and the services first, then what they talk to.
    const order: Process[] = ['gateway', ...crashServices, 'nats'];
    for (const name of order) {
      const child = children.get(name);
      if (child) await stopChild(child);
    }
    await sandbox?.stop();
    for (const database of databases) await database.drop().catch(() => {});
    for (const { stream } of logs.values()) stream.end();
  };

  try {
    const natsPort = await freePort();
    mkdirSync(join(workDir, 'nats'), { recursive: true });
    const broker = launch(
      'nats',
      nats,
      ['-js', '-a', '127.0.0.1', '-p', String(natsPort), '-sd', join(workDir, 'nats')],
      {},
    );
    await waitFor('nats-server', 20, () => portOpen(natsPort), broker);
    const natsUrl = `nats://127.0.0.1:${natsPort}`;

    const created = await Promise.all(crashServices.map((name) => createTestDatabase(`shop_crash_${name}`)));
    databases.push(...created);
    const databaseUrl = (service: CrashService) => created[crashServices.indexOf(service)]!.url;
    const ports = Object.fromEntries(
      await Promise.all([...crashServices, 'gateway' as const].map(async (name) => [name, await freePort()])),
    ) as Record<CrashService | 'gateway', number>;
    const serviceUrl = (name: CrashService) => `http://127.0.0.1:${ports[name]}`;
    const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
    // The services not started (rma, cms, documents, warehouse) get a closed port: nothing on a checkout asks them.
    const closedPort = await freePort();
    const urls: Record<string, string> = {};
    for (const name of ['rma', 'cms', 'documents', 'warehouse'] as ServiceName[])
      urls[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${closedPort}`;
    for (const name of crashServices) urls[`${name.toUpperCase()}_URL`] = serviceUrl(name);

    sandbox = await startPaymentSandbox({ port: await freePort(), tpayKeys: await createTpayKeys() });
    const identity = await generateIdentityKeys();
    const serviceKeys = await generateIdentityKeys();
    const common = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      NATS_URL: natsUrl,
      IDENTITY_PUBLIC_KEY: identity.publicKey,
      SERVICE_PUBLIC_KEY: serviceKeys.publicKey,
      PUBLIC_URL: gatewayUrl,
      DATA_DIR: workDir,
      ...urls,
    };
    const serviceEnv = (name: CrashService): Record<string, string> => ({
      ...common,
      PORT: String(ports[name]),
      DATABASE_URL: databaseUrl(name),
      SEED_DEMO_DATA: name === 'catalog' || name === 'payments' ? 'true' : 'false',
      ...(name === 'orders' || name === 'payments' ? { SERVICE_PRIVATE_KEY: serviceKeys.privateKey } : {}),
      ...(name === 'payments' ? sandbox!.env() : {}),
    });
    const startService = async (name: CrashService) => {
      const child = launch(
        name,
        process.execPath,
        ['--import', 'tsx', `services/${name}/src/index.ts`],
        serviceEnv(name),
      );
      await waitFor(`${name} /ready`, 60, answers(`${serviceUrl(name)}/ready`), child);
    };
    // One at a time: on two cores, eight processes compiling TypeScript at once all start late.
    for (const name of crashServices) await startService(name);
    const gateway = launch('gateway', process.execPath, ['--import', 'tsx', 'gateway/src/index.ts'], {
      ...common,
      GATEWAY_PORT: String(ports.gateway),
      IDENTITY_PRIVATE_KEY: identity.privateKey,
      RATE_LIMIT_FORMS: '1000000/1m',
      RATE_LIMIT_AUTH: '1000000/1m',
    });
    await waitFor('gateway /health', 30, answers(`${gatewayUrl}/health`), gateway);

    return {
      gatewayUrl,
      natsUrl,
      databaseUrl,
      sandbox,
      async kill(service) {
        const child = children.get(service)!;
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${service} had already exited`);
        const exited = new Promise((resolve) => child.once('exit', resolve));
        let release!: () => void;
        const back = new Promise<void>((resolve) => {
          release = resolve;
        });
        down = { service, back, release };
        child.kill('SIGKILL');
        await exited;
      },
      async restart(service) {
        await startService(service);
        const was = down;
        down = undefined;
        was?.release();
      },
      up: () => down?.back ?? Promise.resolve(),
      logTail(lines = 30) {
        return [...logs.entries()]
          .map(([name, { file }]) => {
            const text = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
            return text ? `── ${name} ──\n${text}` : '';
          })
          .filter(Boolean)
          .join('\n');
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Removes the work directory (logs, mail files, the broker's store). */
export function removeWorkDir(workDir: string) {
  rmSync(workDir, { recursive: true, force: true });
}
