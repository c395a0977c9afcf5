// What does rendering the landing pages on the server cost the gateway (issue 18)? Builds the front ends when
// stale, starts the shop in embedded mode on a fresh data folder (`NODE_ENV=production`), checks that each
// landing page's HTML holds its rendered screen (`data-rendered=`) and the cart's does not, warms each page up
// (3 s), then loads each for BENCH_SECONDS with BENCH_CONNECTIONS connections (autocannon, in a worker thread so
// that its own work is not on the shop's event loop), as a browser asks (`Accept: text/html`, gzip/deflate/br):
//   /pl/koszyk                              the page top only (the shell's server build): the baseline
//   /pl/, /en/                              home: page top + the catalogue's screen (2 internal calls)
//   /pl/kategoria/59/rowery-elektryczne     collection (3 internal calls)
//   /pl/produkt/1315/zefir                  product (2 internal calls)
// Each page is loaded twice: as guests and as the demo dealer signed in (dealer prices, the same work). While
// each page is loaded, it is also asked for twice a second and its screen checked (a render that failed or
// missed its 1 s budget gives the page without it; the gateway logs "took longer than" in this output).
// Prints a Markdown table for bench/README.md: req/s, p50/p99/max latency, the compressed answer's size and the
// rate against the baseline; the shop process's memory (the whole shop runs in this process) and load average.
// Targets (a benchmark, not a test): a server-rendered landing page answers at p99 ≤ 100 ms under this load,
// and at ≥ 25 % of the page-top-only page's rate.
//   npm run bench:server-render              (BENCH_SECONDS, default 10; BENCH_CONNECTIONS, default 10)
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { DEFAULT_DEMO_PASSWORD, demoAccounts } from '@shop/accounts/seed';
import autocannon from 'autocannon';
import { startBuiltShop } from './lib/built-shop';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const warmUpSeconds = 3;
const probeEveryMs = 500;
// What a browser sends for a page.
const browser = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
const pages = [
  { path: '/pl/koszyk', rendered: false },
  { path: '/pl/', rendered: true },
  { path: '/en/', rendered: true },
  { path: '/pl/kategoria/59/rowery-elektryczne', rendered: true },
  { path: '/pl/produkt/1315/zefir', rendered: true },
] as const;
const targets = { p99Ms: 100, share: 0.25 };

interface Answer {
  status: number;
  encoding: string;
  /** The body as it crossed the network (compressed). */
  bytes: number;
  html: string;
}

type Who = 'guest' | 'dealer';
/** The demo dealer's session cookie, once signed in. */
let dealerCookie = '';
const headersOf = (who: Who) => (who === 'dealer' ? { ...browser, cookie: dealerCookie } : browser);

/** Signs the demo dealer in (embedded mode seeds the account) and keeps the session cookie. */
async function signInDealer(url: string): Promise<void> {
  const answer = await fetch(`${url}/api/account/login`, {
    method: 'POST',
    headers: { authorization: 'Bearer shop-storefront', 'content-type': 'application/json' },
    body: JSON.stringify({
      username: demoAccounts.dealer,
      password: process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    }),
  });
  const sid = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (!answer.ok || !sid) throw new Error(`signing the demo dealer in: ${answer.status} ${await answer.text()}`);
  dealerCookie = sid.split(';')[0]!;
}

/** One page as a browser gets it: the compressed size, and the HTML decompressed. */
function answer(url: string, who: Who = 'guest'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { headers: headersOf(who) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = String(response.headers['content-encoding'] ?? 'identity');
        const decompress =
          { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync }[encoding] ?? ((raw: Buffer) => raw);
        resolve({ status: response.statusCode ?? 0, encoding, bytes: body.length, html: decompress(body).toString() });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** What is wrong with a page's answer, or undefined: its screen rendered when it should be, its top always. */
function problemOf(page: (typeof pages)[number], got: Answer): string | undefined {
  if (got.status !== 200) return `${page.path} answered ${got.status}`;
  if (got.encoding === 'identity') return `${page.path} came uncompressed`;
  if (got.html.includes('data-rendered=') !== page.rendered)
    return `${page.path} ${page.rendered ? 'has no' : 'has a'} server-rendered screen (data-rendered=)`;
  if (/<div id="shell-top"[^>]*>\s*<\/div>/i.test(got.html)) return `${page.path} has no server-rendered page top`;
  return undefined;
}

const megabytes = () => Math.round(process.memoryUsage().rss / 2 ** 20);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function main() {
  const shop = await startBuiltShop('server-render');
  try {
    await signInDealer(shop.url);
    const runs = (['guest', 'dealer'] as const).flatMap((who) => pages.map((page) => ({ ...page, who })));
    const checked = new Map<string, Answer>();
    const problems: string[] = [];
    for (const run of runs) {
      const got = await answer(`${shop.url}${run.path}`, run.who);
      checked.set(`${run.who} ${run.path}`, got);
      const problem = problemOf(run, got);
      if (problem) problems.push(`${run.who}: ${problem}`);
    }
    // The dealer's pages must be the dealer's (net prices), or this would measure a guest's twice.
    if (!checked.get('dealer /pl/kategoria/59/rowery-elektryczne')!.html.includes('data-price-net'))
      problems.push('dealer: the collection shows no net prices (not signed in?)');
    if (problems.length > 0)
      throw new Error(`The pages are not what this benchmark measures:\n  ${problems.join('\n  ')}`);

    const loadBefore = load();
    console.log(
      `${connections} connections, ${seconds} s a page after a ${warmUpSeconds} s warm-up; load average ${loadBefore}`,
    );
    for (const run of runs) {
      await autocannon({
        url: `${shop.url}${run.path}`,
        headers: headersOf(run.who),
        connections,
        duration: warmUpSeconds,
        workers: 1,
      });
    }

    const rssBefore = megabytes();
    let rssPeak = rssBefore;
    const rows: string[] = [];
    const verdicts: string[] = [];
    let baseline = 0;
    for (const page of runs) {
      // The page asked for beside the load and checked: does it keep its screen under load?
      let probing = true;
      let probes = 0;
      const missed: string[] = [];
      const probe = (async () => {
        while (probing) {
          await new Promise((resolve) => setTimeout(resolve, probeEveryMs));
          rssPeak = Math.max(rssPeak, megabytes());
          const got = await answer(`${shop.url}${page.path}`, page.who).catch((error: Error) => error);
          probes++;
          const problem = got instanceof Error ? got.message : problemOf(page, got);
          if (problem) missed.push(problem);
        }
      })();
      const result = await autocannon({
        url: `${shop.url}${page.path}`,
        headers: headersOf(page.who),
        connections,
        duration: seconds,
        workers: 1,
      });
      probing = false;
      await probe;

      const rate = result.requests.average;
      if (!page.rendered) baseline = rate;
      const errors = result.errors + result.non2xx + result.timeouts;
      const { p50, p99, max } = result.latency;
      const share = rate / baseline;
      const got = checked.get(`${page.who} ${page.path}`)!;
      const row = [
        `${page.who === 'dealer' ? 'dealer ' : ''}\`${page.path}\`${page.rendered ? '' : ' (page top only)'}`,
        Math.round(rate).toLocaleString('en-US'),
        `${p50} ms`,
        `${p99} ms`,
        `${max} ms`,
        `${(got.bytes / 1024).toFixed(1)} KB ${got.encoding}`,
        page.rendered ? `${Math.round(share * 100)} %` : '100 %',
        `${errors}`,
        `${probes - missed.length}/${probes}`,
      ];
      rows.push(`| ${row.join(' | ')} |`);
      console.log(rows.at(-1));
      if (missed.length > 0) console.log(`  under load: ${[...new Set(missed)].join('; ')}`);
      if (page.rendered) {
        const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
        verdicts.push(
          `${page.who} ${page.path}: p99 ≤ ${targets.p99Ms} ms ${met(p99 <= targets.p99Ms)}; ≥ ${targets.share * 100} % of the ` +
            `page top's rate ${met(share >= targets.share)}`,
        );
      }
    }
    const rssAfter = megabytes();

    console.log(
      `\n${new Date().toISOString()}, ${connections} connections, ${seconds} s a page, load average ` +
        `${loadBefore} → ${load()}; RSS of the shop's process ${rssBefore} MB after the warm-up → ${rssAfter} MB ` +
        `after the load (peak seen ${Math.max(rssPeak, rssAfter)} MB)\n`,
    );
    console.log('| page | req/s | p50 | p99 | max | answer | req/s vs page top only | errors | checked under load |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const row of rows) console.log(row);
    console.log(`\n${verdicts.join('\n')}`);
  } finally {
    await shop.stop();
  }
}

await main();
