// How fast does the storefront feel on a phone (issue 18)? Builds the front ends when stale, starts the shop
// in embedded mode on a fresh data folder (`NODE_ENV=production`), and runs Lighthouse's mobile preset
// (simulated slow 4G and a 4× slower CPU, as PageSpeed Insights) in Debian's Chromium on /pl/, /en/, the
// e-bikes collection and a product page, three runs each; prints the median run of each page (by its
// performance score) as a Markdown table for bench/README.md.
// Targets: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05, TBT ≤ 150 ms, first-visit JavaScript ≤ 150 KB.
//   npm run bench:lighthouse                 (BENCH_RUNS for another number of runs, CHROMIUM_PATH)
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltShop } from './lib/built-shop';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Run {
  scores: Record<(typeof categories)[number], number>;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  /** JavaScript as it crossed the network (compressed when the server compressed it), in KB. */
  scriptKb: number;
}

/** The first product and collection pages of the sitemap whose id is `id`: the page a shopper lands on. */
async function pageOf(url: string, screen: 'produkt' | 'kategoria', id: number): Promise<string> {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const path = [...sitemap.matchAll(/<loc>[^<]*?(\/pl\/[^<]+)<\/loc>/g)]
    .map((match) => match[1]!)
    .find((candidate) => candidate.startsWith(`/pl/${screen}/${id}/`));
  if (!path) throw new Error(`the sitemap has no /pl/${screen}/${id}/… page`);
  return path;
}

async function measure(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return {
    scores: Object.fromEntries(
      categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Run['scores'],
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    scriptKb: (summary?.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
  };
}

const median = (all: Run[]) => [...all].sort((a, b) => a.scores.performance - b.scores.performance)[all.length >> 1]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const shop = await startBuiltShop('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const loadBefore = loadavg().map((value) => value.toFixed(1));
  try {
    const pages = ['/pl/', '/en/', await pageOf(shop.url, 'kategoria', 59), await pageOf(shop.url, 'produkt', 1315)];
    // One visit first, so that the shop's own caches (not the browser's: Lighthouse clears it) are warm.
    for (const path of pages) await fetch(`${shop.url}${path}`);
    const rows: string[] = [];
    for (const path of pages) {
      const all: Run[] = [];
      for (let i = 0; i < runs; i++) all.push(await measure(`${shop.url}${path}`, chrome.port));
      const run = median(all);
      const row = [
        `\`${path.length > 40 ? `${path.slice(0, 38)}…` : path}\``,
        `${run.scores.performance} (${all.map((each) => each.scores.performance).join(', ')})`,
        seconds(run.fcp),
        seconds(run.lcp),
        run.cls.toFixed(3),
        `${Math.round(run.tbt)} ms`,
        `${run.scriptKb.toFixed(1)} KB`,
        `${run.scores.accessibility} / ${run.scores['best-practices']} / ${run.scores.seo}`,
      ];
      rows.push(`| ${row.join(' | ')} |`);
      console.log(rows.at(-1));
    }
    console.log(
      `\n${new Date().toISOString()}, Lighthouse mobile, ${runs} runs a page (median by performance), load average ` +
        `${loadBefore.join(' ')} → ${loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')}\n`,
    );
    console.log('| page | performance (runs) | FCP | LCP | CLS | TBT | JS transferred | a11y / best practices / SEO |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const row of rows) console.log(row);
  } finally {
    chrome.kill();
    await shop.stop();
  }
}

await main();
