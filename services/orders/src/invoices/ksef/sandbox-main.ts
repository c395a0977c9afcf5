import { startKsefSandbox } from './sandbox';

// The KSeF sandbox as its own process, for cluster mode on one machine (scripts/cluster.ts). PORT (default
// 8192) and HOST (default 127.0.0.1) say where it listens; its API is below /v2.

const sandbox = await startKsefSandbox({
  port: Number(process.env.PORT ?? 8192),
  host: process.env.HOST ?? '127.0.0.1',
});
process.stdout.write(`KSeF sandbox listening on ${sandbox.url}\n`);
const shutdown = () => sandbox.stop().then(() => process.exit(0));
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
