import { startPaymentSandbox } from './server';
import type { TpayKeys } from './tpay';

// The payment sandbox as its own process, for cluster mode on one machine (scripts/cluster.ts).
// PORT (default 8191) and HOST (default 127.0.0.1) say where it listens; PAYMENT_SANDBOX_TPAY_KEYS (base64
// of the JSON of createTpayKeys()) gives the Tpay certificates, so the payments service can be told the
// root CA before this process starts.

const keys = process.env.PAYMENT_SANDBOX_TPAY_KEYS
  ? (JSON.parse(Buffer.from(process.env.PAYMENT_SANDBOX_TPAY_KEYS, 'base64').toString('utf8')) as TpayKeys)
  : undefined;
const sandbox = await startPaymentSandbox({
  port: Number(process.env.PORT ?? 8191),
  host: process.env.HOST ?? '127.0.0.1',
  tpayKeys: keys,
});
process.stdout.write(`payment sandbox listening on ${sandbox.url}\n`);
const shutdown = () => sandbox.stop().then(() => process.exit(0));
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
