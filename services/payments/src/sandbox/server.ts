import { createServer } from 'node:http';
import Router from '@koa/router';
import Koa from 'koa';
import { mountCaSandbox } from './ca';
import { mountEratySandbox } from './eraty';
import { mountNbpSandbox, type NbpSandbox } from './nbp';
import { mountPolcardSandbox } from './polcard';
import { type SandboxSettings, sandboxCredentials } from './settings';
import { createTpayKeys, mountTpaySandbox, type TpayKeys, type TpaySandbox } from './tpay';

// One local stand-in for every payment provider (DESIGN §8): Tpay, Polcard, eRaty and Credit Agricole,
// each mounted from its own module below /<provider>, and the National Bank of Poland's exchange rates (/nbp). Tests and embedded mode start it in process;
// cluster mode runs sandbox-main.ts. The shop only ever reaches it by the URLs in `settings`.

export interface PaymentSandboxOptions {
  port?: number;
  host?: string;
  /** The Tpay root CA and signing certificate; generated when not given. */
  tpayKeys?: TpayKeys;
}

export interface RunningPaymentSandbox {
  url: string;
  settings: SandboxSettings;
  tpay: TpaySandbox;
  /** PolCard's refunds (IPG REST) and the switch that loses their answers. */
  polcard: ReturnType<typeof mountPolcardSandbox>;
  /** Table A of the National Bank of Poland (exchange rates). */
  nbp: NbpSandbox;
  /** Serves `body` at `path` (tests: certificates in and outside the trusted prefix). */
  publish(path: string, body: string): void;
  /** The payments service's environment that points every provider at this sandbox. */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

/** The payments service's environment for a sandbox at `url` whose Tpay root CA is `rootCaPem`. */
export function paymentSandboxEnv(url: string, rootCaPem: string): Record<string, string> {
  const c = sandboxCredentials;
  return {
    TPAY_API_URL: `${url}/tpay/api`,
    TPAY_CLIENT_ID: c.tpay.clientId,
    TPAY_CLIENT_SECRET: c.tpay.clientSecret,
    TPAY_MERCHANT_ID: c.tpay.merchantId,
    TPAY_SECURITY_CODE: c.tpay.securityCode,
    TPAY_ROOT_CA: Buffer.from(rootCaPem).toString('base64'),
    TPAY_CERT_URL_PREFIX: `${url}/tpay/certs/`,
    POLCARD_URL: `${url}/polcard`,
    POLCARD_POS_ID: c.polcard.posId,
    POLCARD_MERCHANT_KEY: c.polcard.merchantKey,
    POLCARD_API_KEY: c.polcard.apiKey,
    POLCARD_API_SECRET: c.polcard.apiSecret,
    ERATY_URL: `${url}/eraty`,
    ERATY_SHOP_NUMBER: c.eraty.shopNumber,
    ERATY_PASSWORD: c.eraty.password,
    CA_URL: `${url}/ca`,
    CA_PARTNER_ID: c.ca.partnerId,
    CA_SECRET: c.ca.secret,
    NBP_API_URL: `${url}/nbp/api`,
  };
}

export async function startPaymentSandbox(options: PaymentSandboxOptions = {}): Promise<RunningPaymentSandbox> {
  const tpayKeys = options.tpayKeys ?? (await createTpayKeys());
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const c = sandboxCredentials;
  const settings: SandboxSettings = {
    url,
    tpay: {
      ...c.tpay,
      apiUrl: `${url}/tpay/api`,
      certUrlPrefix: `${url}/tpay/certs/`,
      rootCaPem: tpayKeys.rootCaPem,
    },
    polcard: { ...c.polcard, url: `${url}/polcard` },
    eraty: { ...c.eraty, url: `${url}/eraty` },
    ca: { ...c.ca, url: `${url}/ca` },
  };

  const router = new Router();
  const tpay = mountTpaySandbox(router, settings, tpayKeys);
  const polcard = mountPolcardSandbox(router, settings);
  mountEratySandbox(router, settings);
  mountCaSandbox(router, settings);
  const nbp = mountNbpSandbox(router);

  const published = new Map<string, string>();
  const app = new Koa();
  app.silent = true;
  app.use(async (ctx, next) => {
    const file = ctx.method === 'GET' ? published.get(ctx.path) : undefined;
    if (file === undefined) return next();
    ctx.type = 'text/plain';
    ctx.body = file;
  });
  app.use(router.routes());
  app.use(router.allowedMethods());
  server.on('request', app.callback());
  server.keepAliveTimeout = 5_000;

  return {
    url,
    settings,
    tpay,
    polcard,
    nbp,
    publish(path, body) {
      published.set(path, body);
    },
    env: () => paymentSandboxEnv(url, tpayKeys.rootCaPem),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type { NbpDayAnswer, NbpSandbox } from './nbp';
export { type SandboxSettings, sandboxCredentials } from './settings';
export { createTpayKeys, type TpayKeys } from './tpay';
