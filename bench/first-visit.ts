// How much JavaScript does a first visit to /pl/ download? Starts the shop in embedded mode (front ends
// built first when stale), opens /pl/ in Chromium with an empty cache, records every JavaScript response
// until the network is idle, and prints each file with its size raw and gzipped (zlib, level 9, as a
// server would send it) and the total. Target: ≤ 150 KB gzip (issue 3).
//   npx tsx bench/first-visit.ts            (CHROMIUM_PATH for another browser, BENCH_PATH for another page)
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBuiltShop } from './lib/built-shop';

const targetKb = 150;
const path = process.env.BENCH_PATH ?? '/pl/';

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

/** The two biggest sources of a file by its source map (`react-dom`, `@shop/platform`, …). */
async function contentsOf(url: string): Promise<string> {
  const map = (await fetch(`${url}.map`)
    .then((answer) => (answer.ok ? answer.json() : undefined))
    .catch(() => undefined)) as { sources: string[]; sourcesContent?: (string | null)[] } | undefined;
  if (!map?.sourcesContent) return '';
  const sizes = new Map<string, number>();
  map.sources.forEach((source, i) => {
    const name =
      source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
      source.match(/packages\/([^/]+)\//)?.[1]?.replace(/^/, '@shop/') ??
      source.match(/^webpack:\/\/shop_(\w+)\/\.\/src/)?.[1]?.replace('_', '-') ??
      source.match(/(shell|mf-[a-z]+)\//)?.[1] ??
      'runtime';
    sizes.set(name, (sizes.get(name) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
  });
  return [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([name]) => name)
    .join(', ');
}

async function main() {
  const shop = await startBuiltShop('first-visit');
  const browser = await chromium.launch({
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
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ url: string; raw: number; gzip: number }>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
      scripts.push(
        response
          .body()
          .then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
      );
    });
    await page.goto(`${shop.url}${path}`, { waitUntil: 'networkidle' });
    const files = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
    const total = files.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), {
      raw: 0,
      gzip: 0,
    });

    console.log(`\nJavaScript of a first visit to ${path} (${files.length} files)\n`);
    console.log(`${'raw KB'.padStart(7)} ${'gzip KB'.padStart(7)}  file`);
    for (const file of files) {
      console.log(
        `${kb(file.raw)} ${kb(file.gzip)}  ${new URL(file.url).pathname.padEnd(52)} ${await contentsOf(file.url)}`,
      );
    }
    const byApp = new Map<string, number>();
    for (const file of files) {
      const app = new URL(file.url).pathname.split('/').slice(1, -1).join('/') || '/';
      byApp.set(app, (byApp.get(app) ?? 0) + file.gzip);
    }
    console.log(`\n${kb(total.raw)} ${kb(total.gzip)}  total`);
    for (const [app, gzip] of byApp) console.log(`        ${kb(gzip)}  ${app}/`);
    const verdict = total.gzip / 1024 <= targetKb ? 'within' : 'OVER';
    console.log(`\n${verdict} the target of ${targetKb} KB gzip (${(total.gzip / 1024).toFixed(1)} KB)\n`);
  } finally {
    await browser.close();
    await shop.stop();
  }
}

await main();
