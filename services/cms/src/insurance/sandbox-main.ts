import { startInsuranceSandbox } from './sandbox';

// The insurance verification sandbox as its own process, for cluster mode on one machine (scripts/cluster.ts).
// PORT (default 8190) and HOST (default 127.0.0.1) say where it listens.

const sandbox = await startInsuranceSandbox({
  port: Number(process.env.PORT ?? 8190),
  host: process.env.HOST ?? '127.0.0.1',
});
process.stdout.write(`insurance verification sandbox listening on ${sandbox.url}\n`);
const shutdown = () => sandbox.stop().then(() => process.exit(0));
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
