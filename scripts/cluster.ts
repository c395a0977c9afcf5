// Cluster mode on one machine (DESIGN §3): a process per service and one for the gateway, PostgreSQL
// (a database per service, created on first start) and NATS JetStream. deploy/ runs the same processes
// on Docker Compose or Kubernetes.
import { type ChildProcess, spawn } from 'node:child_process';
import { defaultServicePorts, type ServiceName, serviceNames } from '@shop/contracts';
import { ksefSandboxEnv } from '@shop/orders/ksef-sandbox';
import { createTpayKeys, paymentSandboxEnv } from '@shop/payments/sandbox';
import { generateIdentityKeys } from '@shop/service-kit';

const env = process.env;
const databaseUrl = (name: ServiceName) =>
  env[`DATABASE_URL_${name.toUpperCase()}`] ?? `postgres://postgres@127.0.0.1:5432/shop_${name}`;
const serviceUrl = (name: ServiceName) =>
  env[`${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${defaultServicePorts[name]}`;

const colours = [31, 32, 33, 34, 35, 36, 91, 92, 93];
const children: ChildProcess[] = [];

function launch(label: string, entry: string, childEnv: Record<string, string | undefined>, colour: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { env: { ...env, ...childEnv }, stdio: 'pipe' });
  const prefix = `\x1b[${colour}m${label.padEnd(13)}\x1b[0m| `;
  const relay = (stream: NodeJS.ReadableStream, out: NodeJS.WritableStream) => {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`${prefix}${line}\n`);
    });
  };
  relay(child.stdout!, process.stdout);
  relay(child.stderr!, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`${prefix}exited (${signal ?? code}); stopping the cluster\n`);
      stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  let left = children.filter((child) => child.exitCode === null).length;
  if (left === 0) process.exit(code);
  for (const child of children) child.once('exit', () => --left === 0 && process.exit(code));
  setTimeout(() => process.exit(code), 15_000).unref();
}

const keys = await generateIdentityKeys();
// Services sign their calls to each other's /internal routes with a key pair of their own; only the
// services that call others hold the private half.
const serviceKeys = await generateIdentityKeys();
const callers: ServiceName[] = ['orders', 'payments', 'warehouse', 'notifications'];
const natsUrl = env.NATS_URL ?? 'nats://127.0.0.1:4222';
// The insurer's verification service is played by a local sandbox unless a real one is set (DESIGN §8).
const insuranceVerifierUrl = env.INSURANCE_VERIFIER_URL || 'http://127.0.0.1:8190';
if (!env.INSURANCE_VERIFIER_URL) {
  launch('insurance-box', 'services/cms/src/insurance/sandbox-main.ts', { PORT: '8190' }, 90);
}
// So are the payment providers, unless one of them is configured; its Tpay certificates are made here so
// the payments service can trust their root from the start.
const paymentSandboxUrl = 'http://127.0.0.1:8191';
const paymentSandboxKeys =
  env.TPAY_API_URL || env.POLCARD_URL || env.ERATY_URL || env.CA_URL ? undefined : await createTpayKeys();
if (paymentSandboxKeys) {
  const keys = Buffer.from(JSON.stringify(paymentSandboxKeys)).toString('base64');
  const entry = 'services/payments/src/sandbox/sandbox-main.ts';
  launch('payment-box', entry, { PORT: '8191', PAYMENT_SANDBOX_TPAY_KEYS: keys }, 94);
}
// And KSeF, unless KSEF_URL names a real one.
const ksefSandboxUrl = env.KSEF_URL ? undefined : 'http://127.0.0.1:8192/v2';
if (ksefSandboxUrl) launch('ksef-box', 'services/orders/src/invoices/ksef/sandbox-main.ts', { PORT: '8192' }, 93);
serviceNames.forEach((name, index) => {
  launch(
    name,
    `services/${name}/src/index.ts`,
    {
      PORT: new URL(serviceUrl(name)).port,
      DATABASE_URL: databaseUrl(name),
      NATS_URL: natsUrl,
      IDENTITY_PUBLIC_KEY: keys.publicKey,
      SERVICE_PUBLIC_KEY: serviceKeys.publicKey,
      ...(callers.includes(name) ? { SERVICE_PRIVATE_KEY: serviceKeys.privateKey } : {}),
      ...Object.fromEntries(serviceNames.map((other) => [`${other.toUpperCase()}_URL`, serviceUrl(other)])),
      SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? 'true',
      INSURANCE_VERIFIER_URL: insuranceVerifierUrl,
      ...(paymentSandboxKeys ? paymentSandboxEnv(paymentSandboxUrl, paymentSandboxKeys.rootCaPem) : {}),
      ...(ksefSandboxUrl && name === 'orders' ? ksefSandboxEnv(ksefSandboxUrl) : {}),
      PUBLIC_URL: env.PUBLIC_URL || `http://127.0.0.1:${env.GATEWAY_PORT ?? 8080}`,
    },
    colours[index % colours.length]!,
  );
});
launch(
  'gateway',
  'gateway/src/index.ts',
  {
    IDENTITY_PRIVATE_KEY: keys.privateKey,
    ...Object.fromEntries(serviceNames.map((name) => [`${name.toUpperCase()}_URL`, serviceUrl(name)])),
  },
  97,
);
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
process.stdout.write(
  `\n  Cluster mode: ${serviceNames.length} services on PostgreSQL and ${natsUrl}; the gateway listens on port ${env.GATEWAY_PORT ?? 8080}.\n\n`,
);
