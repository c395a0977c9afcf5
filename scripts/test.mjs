#!/usr/bin/env node
// `npm test`: every test runner of the repository, then one plain closing line `N passed, N failed`.
// Unit and integration tests run in vitest (PGlite and the in-process bus always; PostgreSQL, NATS and
// Chromium where they are reachable — skipped with a notice otherwise, failed under SHOP_REQUIRE_SERVICES=1).
// Browser journeys run in Playwright against Debian's Chromium.
//
// On two cores the runners overlap instead of taking turns: the journeys spend most of their time waiting for
// a page, so they start first and run beside vitest, and so do typecheck and lint. Their output goes to
// .reports/<name>.log and is printed when they end; vitest's is shown as it comes.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { bin, ensureDependencies, root, run, say } from './bootstrap.mjs';

ensureDependencies();
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const required = process.env.SHOP_REQUIRE_SERVICES === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.slice(2);
const wants = (runner) => only.length === 0 || only.includes(runner);
const startedAt = Date.now();
const seconds = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;

const totals = { passed: 0, failed: 0, skipped: 0 };
const add = (passed, failed, skipped = 0) => {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
};
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** Runs a command with its output in .reports/<name>.log; resolves with its exit code and that file. */
async function inBackground(name, command, args, options = {}) {
  const log = join(reports, `${name}.log`);
  const fd = openSync(log, 'w');
  try {
    const code = await run(command, args, { ...options, stdio: ['ignore', fd, fd] });
    return { code, log };
  } finally {
    closeSync(fd);
  }
}

/** Prints what a background runner wrote, framed so it reads apart from vitest's output. */
function show(name, log) {
  const text = readFileSync(log, 'utf8').trimEnd();
  if (text) say(`\n── ${name} (${log.slice(root.length + 1)}) ──\n${text}\n── end of ${name} ──`);
}

/** A port no one listens on: the journeys' gateway must not take a fixed one a test of vitest uses. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

let journeys;
if (wants('e2e')) {
  if (!existsSync(chromium)) {
    const notice = `Chromium not found at ${chromium}: install it (apt-get install chromium) or set CHROMIUM_PATH`;
    if (required) {
      say(`[failed] ${notice}`);
      add(0, 1);
    } else say(`[skipped] browser journeys: ${notice}`);
  } else {
    const file = join(reports, 'playwright.json');
    const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file, CHROMIUM_PATH: chromium };
    env.E2E_PORT ??= String(await freePort());
    // The KSeF sandbox the journeys switch on and off (e2e/playwright.config.ts; else the port + 1000).
    while (!env.E2E_KSEF_SANDBOX_PORT || env.E2E_KSEF_SANDBOX_PORT === env.E2E_PORT)
      env.E2E_KSEF_SANDBOX_PORT = String(await freePort());
    say('browser journeys: started beside the other runners (output when they end)');
    journeys = inBackground('playwright', bin('playwright'), ['test', '-c', 'e2e'], { env }).then((result) => ({
      ...result,
      file,
    }));
  }
}

// Static checks count as one test each: a type error or a lint error fails the run like a test would.
const checks = wants('static')
  ? [
      ['typecheck', bin('tsc'), ['-p', 'tsconfig.json']],
      ['lint', bin('biome'), ['check', '.']],
    ].map(([name, command, args]) => inBackground(name, command, args).then((result) => ({ name, ...result })))
  : [];

if (wants('unit')) {
  const file = join(reports, 'vitest.json');
  const code = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${file}`]);
  const report = readJson(file);
  if (report) add(report.numPassedTests, report.numFailedTests, report.numPendingTests + report.numTodoTests);
  // A crash before any report, or a file that failed to load, counts as a failure.
  if (!report || (code !== 0 && report.numFailedTests === 0)) add(0, 1);
  say(`vitest: done at ${seconds()}`);
}

for (const check of checks) {
  const { name, code, log } = await check;
  if (code !== 0) show(name, log);
  say(`${name}: ${code === 0 ? 'ok' : 'FAILED'}`);
  add(code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

if (journeys) {
  const { code, log, file } = await journeys;
  show('browser journeys', log);
  say(`browser journeys: done at ${seconds()}`);
  const stats = readJson(file)?.stats;
  if (stats) add(stats.expected + stats.flaky, stats.unexpected, stats.skipped);
  if (!stats || (code !== 0 && stats.unexpected === 0)) add(0, 1);
}

if (totals.skipped) say(`${totals.skipped} skipped`);
say(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed > 0 ? 1 : 0;
