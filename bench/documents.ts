// Printable documents under a burst: 20 documents of mixed kinds asked at once (the catalogue in both
// languages and spec cards of 9 products in both languages), straight to the documents service with a
// signed guest identity, its catalogue read from a real catalog service (demo data, PostgreSQL). Each runs
// as its own process (cluster mode). Targets: every document arrives as a PDF; the documents process stays
// under 600 MB RSS (sampled every 50 ms; Chromium's own processes are reported beside it).
//   npm run bench:documents            (BENCH_DOCUMENTS to change the burst)
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDENTITY_HEADER } from '@shop/contracts';
import { createIdentitySigner, generateIdentityKeys } from '@shop/service-kit';
import { createTestDatabase, testDatabaseUrl } from '@shop/service-kit/testing';
import { freePort, startProcess } from './lib/processes';

const burst = Number(process.env.BENCH_DOCUMENTS ?? 20);

/** Resident memory of a process in MB (from /proc), 0 once it is gone. */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Every process below `pid` (Chromium's browser, renderers, GPU and zygote processes). */
function descendants(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (parent === pid) children.push(Number(entry), ...descendants(Number(entry)));
    } catch {}
  }
  return children;
}

const keys = await generateIdentityKeys();
const serviceKeys = await generateIdentityKeys();
const [catalogPort, documentsPort] = [await freePort(), await freePort()];
const catalogUrl = `http://127.0.0.1:${catalogPort}`;
const documentsUrl = `http://127.0.0.1:${documentsPort}`;
const catalogDb = await createTestDatabase('shop_bench_documents_catalog');
const documentsDb = await createTestDatabase('shop_bench_documents');
console.log(`PostgreSQL ${new URL(testDatabaseUrl).host}, ${burst} documents at once`);

let catalog: ChildProcess | undefined;
let documents: ChildProcess | undefined;
try {
  const shared = {
    IDENTITY_PUBLIC_KEY: keys.publicKey,
    SERVICE_PUBLIC_KEY: serviceKeys.publicKey,
    SERVICE_PRIVATE_KEY: serviceKeys.privateKey,
  };
  catalog = await startProcess(
    'services/catalog/src/index.ts',
    {
      ...shared,
      PORT: String(catalogPort),
      DATABASE_URL: catalogDb.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-documents-catalog-')),
      SEED_DEMO_DATA: 'true',
    },
    `${catalogUrl}/ready`,
  );
  documents = await startProcess(
    'services/documents/src/index.ts',
    {
      ...shared,
      PORT: String(documentsPort),
      DATABASE_URL: documentsDb.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-documents-')),
      CATALOG_URL: catalogUrl,
    },
    `${documentsUrl}/ready`,
  );

  const signer = await createIdentitySigner(keys.privateKey);
  const headers = async () => ({
    [IDENTITY_HEADER]: await signer.sign({ app: 'storefront', role: 'GUEST', sessionId: 'bench-session-00000000' }),
  });
  const products = (await (
    await fetch(`${catalogUrl}/api/catalog/products?limit=50`, { headers: await headers() })
  ).json()) as { items: Array<{ id: number }> };
  const paths = Array.from({ length: burst }, (_, i) => {
    const lang = i % 2 === 0 ? 'pl' : 'en';
    if (i < 2) return `/api/documents/catalog/${lang}`;
    return `/api/documents/products/${products.items[Math.floor(i / 2) % products.items.length]!.id}/card/${lang}`;
  });

  // The service builds its catalogues ahead once it runs: wait for the first, as a shopper would find it.
  const warm = Date.now();
  await fetch(`${documentsUrl}/api/documents/catalog/pl`, { headers: await headers() });
  console.log(`first catalogue ready after ${((Date.now() - warm) / 1000).toFixed(1)} s`);
  for (const lang of ['pl', 'en']) {
    const begun = Date.now();
    await (await fetch(`${documentsUrl}/api/documents/catalog/${lang}`, { headers: await headers() })).arrayBuffer();
    console.log(`catalogue ${lang} downloaded alone (built ahead): ${Date.now() - begun} ms`);
  }

  const pid = documents.pid!;
  let peakNode = rssMb(pid);
  let peakTree = 0;
  const sampler = setInterval(() => {
    peakNode = Math.max(peakNode, rssMb(pid));
    peakTree = Math.max(
      peakTree,
      descendants(pid).reduce((sum, child) => sum + rssMb(child), 0),
    );
  }, 50);
  const started = Date.now();
  const results = await Promise.all(
    paths.map(async (path) => {
      const begun = Date.now();
      const response = await fetch(`${documentsUrl}${path}`, { headers: await headers() });
      const body = Buffer.from(await response.arrayBuffer());
      return {
        path,
        status: response.status,
        pdf: body.subarray(0, 5).toString('latin1') === '%PDF-',
        kB: Math.round(body.length / 1024),
        ms: Date.now() - begun,
      };
    }),
  );
  const wall = Date.now() - started;
  clearInterval(sampler);
  console.table(results);
  const ok = results.filter((r) => r.status === 200 && r.pdf).length;
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  console.log(`${ok}/${burst} documents arrived as PDFs in ${(wall / 1000).toFixed(1)} s: ${verdict(ok === burst)}`);
  console.log(
    `documents process peak RSS ${peakNode.toFixed(0)} MB (< 600 MB: ${verdict(peakNode < 600)}); ` +
      `its Chromium processes together peaked at ${peakTree.toFixed(0)} MB`,
  );
} finally {
  catalog?.kill('SIGTERM');
  documents?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await catalogDb.drop();
  await documentsDb.drop();
}
