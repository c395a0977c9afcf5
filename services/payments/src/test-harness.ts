import { IDENTITY_HEADER } from '@shop/contracts';
import { createGateway, type RunningGateway } from '@shop/gateway';
import { type Clock, createIdentitySigner, createLogger, SERVICE_ISSUER } from '@shop/service-kit';
import { startTestService, type TestService, testIdentityKeys, testServiceKeys } from '@shop/service-kit/testing';
import type { PaymentsContext } from './context';
import type * as schema from './db/schema';
import { type RunningPaymentSandbox, startPaymentSandbox } from './sandbox/server';
import { paymentsService } from './service';

// The payments service as it runs: behind the real gateway (providers reach it through the shop's public
// address), with every provider pointed at the payment sandbox.

export interface PaymentsHarness {
  payments: TestService<typeof schema, PaymentsContext>;
  gateway: RunningGateway;
  sandbox: RunningPaymentSandbox;
  /** Calls an /internal route as another service does (signed with the service key). */
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers as loosely as a caller would
  internal(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  stop(): Promise<void>;
}

const unreachable = 'http://127.0.0.1:9';

export async function startPaymentsHarness(
  options: { databaseUrl?: string; env?: Record<string, string>; clock?: Clock } = {},
) {
  const sandbox = await startPaymentSandbox();
  const payments = await startTestService(paymentsService, {
    seed: true,
    databaseUrl: options.databaseUrl,
    clock: options.clock,
    env: { ...sandbox.env(), PAYMENT_POLL_SECONDS: '0', RATE_JOB_SECONDS: '0', ...options.env },
  });
  const { privateKey } = await testIdentityKeys();
  const services = {} as Record<string, string>;
  for (const name of ['accounts', 'catalog', 'orders', 'rma', 'cms', 'documents', 'notifications'])
    services[name] = unreachable;
  services.payments = payments.url;
  const gateway = await createGateway({
    services: services as Parameters<typeof createGateway>[0]['services'],
    signer: await createIdentitySigner(privateKey),
    applications: { 'test-storefront': 'storefront' },
    log: createLogger('gateway-test', 'silent'),
    secureCookies: false,
  }).start(0);
  // The shop's public address is read when a payment starts: the gateway's, known only now.
  payments.context.env.PUBLIC_URL = gateway.url;
  const serviceSigner = await createIdentitySigner((await testServiceKeys()).privateKey, 60, SERVICE_ISSUER);

  return {
    payments,
    gateway,
    sandbox,
    async internal(method: string, path: string, body?: unknown) {
      const headers: Record<string, string> = {
        [IDENTITY_HEADER]: await serviceSigner.sign({ app: 'internal', role: 'GUEST' }),
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${payments.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    async stop() {
      await gateway?.stop();
      await payments?.stop();
      await sandbox?.stop();
    },
  } satisfies PaymentsHarness;
}
