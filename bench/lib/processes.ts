// What every load benchmark needs: free ports, the shop's processes started on their own (cluster-mode
// entry points, NODE_ENV=production) and their CPU time, read from /proc.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const ticksPerSecond = 100; // USER_HZ on Linux

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** User + system CPU of a process so far, in microseconds. */
export function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1e6;
}

/**
 * Starts `entry` (a path from the repository root) with tsx and waits until `readyUrl` answers 2xx; loading
 * demo data into a fresh database can take a while. BENCH_PROFILE=<name> makes the process whose entry path
 * contains `/<name>/` write a CPU profile to /tmp/shop-bench-profile.
 */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  readyUrl: string,
  waitSeconds = 300,
): Promise<ChildProcess> {
  const profile = process.env.BENCH_PROFILE && entry.includes(`/${process.env.BENCH_PROFILE}/`);
  const flags = profile ? ['--cpu-prof', '--cpu-prof-dir=/tmp/shop-bench-profile'] : [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < waitSeconds * 10; i++) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${readyUrl} never answered`);
}
