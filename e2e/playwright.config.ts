import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Journeys run in Debian's Chromium (Playwright's own browser download cannot work on these machines)
// against the shop in embedded mode, started fresh in a temporary data directory.
// `npm test` gives a free port: the journeys run beside vitest, whose run-modes test starts cluster mode's
// sandboxes on 8190 and 8191.
const port = Number(process.env.E2E_PORT ?? 8190);
// Set once in the runner's environment, so the workers (which load this file again) see the same folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
// The KSeF sandbox on a known port beside the shop, so journeys can switch it (POST /sandbox/control:
// e2e/support/ksef-sandbox.ts), and a test offline certificate's key (EC P-256), so an invoice issued while
// KSeF is down prints its KOD II. Set once here for the workers too.
process.env.E2E_KSEF_SANDBOX_PORT ??= String(port + 1000);
process.env.E2E_KSEF_OFFLINE_KEY ??= Buffer.from(
  generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
).toString('base64');
const ksefSandboxPort = process.env.E2E_KSEF_SANDBOX_PORT;
const ksefOfflineKey = process.env.E2E_KSEF_OFFLINE_KEY;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  // A user-visible state may take longer than Playwright's 5 s to show while the first journeys run beside
  // vitest, tsc, biome and the remotes' builds on two cores (a CI run missed a field message and a dialog's
  // alert that way). A longer ceiling costs nothing when the page is quick.
  expect: { timeout: 15_000 },
  retries: 0,
  workers: 1,
  reporter: [['list'], ['json']],
  // The shell and the remotes are built (when stale) before the first journey: scripts/frontends.mjs.
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx scripts/embedded.ts',
    cwd: join(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/health/all`,
    // The first start seeds every service's demo data, and in `npm test` it runs beside vitest, tsc and biome
    // on two cores: 30 s alone, past 180 s at worst under that load (a CI run timed out at 180 s).
    timeout: 600_000,
    reuseExistingServer: false,
    env: {
      GATEWAY_PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // A journey may ask for one request "from a later day" (x-test-now), e.g. an offer past its validity.
      TEST_CLOCK_HEADER: '1',
      // Journeys re-point remotes at run time through this file (e2e/support/remotes.ts).
      REMOTES_FILE: join(dataDir, 'remotes.json'),
      // Every journey comes from one address: the default 5 form posts a minute (contact, newsletter,
      // insurance check) would refuse later journeys. The limit itself is tested in the gateway.
      RATE_LIMIT_FORMS: '200/1m',
      // Likewise sign-in, registration and password calls (10 a minute by default; account.spec.ts alone
      // makes 14). The limit itself is tested in the gateway.
      RATE_LIMIT_AUTH: '200/1m',
      KSEF_SANDBOX_PORT: ksefSandboxPort,
      KSEF_OFFLINE_CERT_SERIAL: '01F20A7E2026',
      KSEF_OFFLINE_KEY: ksefOfflineKey,
      // The KSeF sender's round (20 s by default) and its longest back-off while KSeF is down (15 min): short,
      // so a journey sees an invoice accepted, or sent once the sandbox answers again, within seconds.
      KSEF_SEND_SECONDS: '2',
      KSEF_BACKOFF_MAX_SECONDS: '4',
    },
  },
});
