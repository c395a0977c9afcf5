import type Router from '@koa/router';

/**
 * The payment sandbox's fixed test credentials, shared by the sandbox (which checks them) and by the shop's
 * adapters in embedded mode and tests (which send them). Nothing here is a real secret: these values only
 * ever open the local sandbox.
 */
export interface SandboxCredentials {
  tpay: { clientId: string; clientSecret: string; merchantId: string; securityCode: string };
  polcard: { posId: string; merchantKey: string; apiKey: string; apiSecret: string };
  eraty: { shopNumber: string; password: string };
  ca: { partnerId: string; secret: string };
}

export const sandboxCredentials: SandboxCredentials = {
  tpay: {
    /** OAuth client of the Tpay OpenAPI. */
    clientId: '01K0SANDBOX-TPAY-CLIENT',
    clientSecret: 'sandbox-tpay-client-secret-7f3a9c',
    /** Merchant id (`id` field of notifications). */
    merchantId: '1010',
    /** The merchant's security code, the last part of the md5sum of a notification. */
    securityCode: 'sandbox-tpay-security-code-42',
  },
  polcard: {
    /** Point of sale id. */
    posId: '300746',
    /** Key of the HMAC-SHA256 signatures of the payment form and of notifications. */
    merchantKey: 'sandbox-polcard-merchant-key-b81d',
    /** The REST API's key and the secret of its Message-Signature (refunds). */
    apiKey: 'sandbox-polcard-api-key-3e91',
    apiSecret: 'sandbox-polcard-api-secret-a07c',
  },
  eraty: {
    /** The fixed shop id at the installment bank (SPEC §5). */
    shopNumber: '28019999',
    /** Password of the status inquiries (polling). */
    password: 'sandbox-eraty-password-5c2e',
  },
  ca: {
    /** The fixed shop (partner) id at Credit Agricole (SPEC §5). */
    partnerId: 'PSP-CA-0001',
    /** Key of the HMAC-SHA256 signatures of requests and notifications. */
    secret: 'sandbox-ca-secret-e40f',
  },
};

/** Everything an adapter needs to talk to the running sandbox. URLs have no trailing slash. */
export interface SandboxSettings {
  /** The sandbox's base URL, e.g. http://127.0.0.1:8191 */
  url: string;
  tpay: SandboxCredentials['tpay'] & {
    /** Base of the OpenAPI (`${url}/tpay/api`). */
    apiUrl: string;
    /** Notification signing certificates are served below this prefix (`${url}/tpay/certs/`). */
    certUrlPrefix: string;
    /** PEM of the root CA the sandbox generated at start; its signing certificate chains to it. */
    rootCaPem: string;
  };
  polcard: SandboxCredentials['polcard'] & { url: string /* `${url}/polcard` */ };
  eraty: SandboxCredentials['eraty'] & { url: string /* `${url}/eraty` */ };
  ca: SandboxCredentials['ca'] & { url: string /* `${url}/ca` */ };
}

/**
 * The shape of one provider's sandbox module: it adds its routes (below `/<provider>/…`) to the sandbox's
 * router. The sandbox is listening already when modules are mounted, so `settings.url` is final.
 * Koa's body is not parsed by the sandbox: a module reads what it needs (see `readForm`/`readText` in
 * ./http.ts).
 */
export type MountSandbox = (router: Router, settings: SandboxSettings) => void;
