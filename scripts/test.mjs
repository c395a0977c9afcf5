#!/usr/bin/env node
// `npm test`: every test runner of the repository, then one plain closing line `N passed, N failed`.
// Unit and integration tests run in vitest (PGlite and the in-process bus always; PostgreSQL, NATS and
// Chromium where they are reachable — skipped with a notice otherwise, failed under SHOP_REQUIRE_SERVICES=1).
// Browser journeys run in Playwright against Debian's Chromium.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

const totals = { passed: 0, failed: 0, skipped: 0 };
const add = (passed, failed, skipped = 0) => {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
};
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

// Static checks count as one test each: a type error or a lint error fails the run like a test would.
if (wants('static')) {
  for (const [name, args] of [
    ['typecheck', [bin('tsc'), ['-p', 'tsconfig.json']]],
    ['lint', [bin('biome'), ['check', '.']]],
  ]) {
    const code = await run(...args);
    say(`${name}: ${code === 0 ? 'ok' : 'FAILED'}`);
    add(code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  }
}

if (wants('unit')) {
  const file = join(reports, 'vitest.json');
  const code = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${file}`]);
  const report = readJson(file);
  if (report) add(report.numPassedTests, report.numFailedTests, report.numPendingTests + report.numTodoTests);
  // A crash before any report, or a file that failed to load, counts as a failure.
  if (!report || (code !== 0 && report.numFailedTests === 0)) add(0, 1);
}

if (wants('e2e')) {
  if (!existsSync(chromium)) {
    const notice = `Chromium not found at ${chromium}: install it (apt-get install chromium) or set CHROMIUM_PATH`;
    if (required) {
      say(`[failed] ${notice}`);
      add(0, 1);
    } else say(`[skipped] browser journeys: ${notice}`);
  } else {
    const file = join(reports, 'playwright.json');
    const code = await run(bin('playwright'), ['test', '-c', 'e2e'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file, CHROMIUM_PATH: chromium },
    });
    const stats = readJson(file)?.stats;
    if (stats) add(stats.expected + stats.flaky, stats.unexpected, stats.skipped);
    if (!stats || (code !== 0 && stats.unexpected === 0)) add(0, 1);
  }
}

if (totals.skipped) say(`${totals.skipped} skipped`);
say(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed > 0 ? 1 : 0;
