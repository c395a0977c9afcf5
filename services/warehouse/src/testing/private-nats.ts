import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from '@shop/service-kit/testing';

// A NATS JetStream server of the test's own, on a free port with a throw-away store: the services' stream
// and durable names are fixed (SHOP_WAREHOUSE, catalog-sellable-stock), so on the shared broker a test could
// meet another run's messages (as scripts/crash-test-cluster.ts does for the same reason).

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket();
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1', () => done(true));
  });

export interface PrivateNats {
  url: string;
  stop(): Promise<void>;
}

/** Starts nats-server (on PATH, or NATS_SERVER); undefined when there is none. */
export async function startPrivateNats(): Promise<PrivateNats | undefined> {
  const binary = process.env.NATS_SERVER ?? 'nats-server';
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'warehouse-nats-'));
  const child: ChildProcess = spawn(binary, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir], {
    stdio: 'ignore',
  });
  const failed = new Promise<boolean>((resolve) => child.once('error', () => resolve(true)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  let gone = false;
  void failed.then(() => {
    gone = true;
  });
  await until(async () => gone || (await portOpen(port)), 20_000, 'nats-server to listen', 50);
  if (gone) {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  return { url: `nats://127.0.0.1:${port}`, stop };
}
