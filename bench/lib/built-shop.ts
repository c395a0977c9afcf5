// What the browser benchmarks need: the front ends built when stale, and the whole shop in embedded mode on
// a new data folder (`NODE_ENV=production`), stopped and its folder removed with `stop()`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded } from '../../scripts/embedded';
import { freePort } from './processes';

export async function startBuiltShop(name: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const frontends = '../../scripts/frontends.mjs';
  const { buildFrontends } = (await import(frontends)) as { buildFrontends: () => Promise<boolean> };
  if (!(await buildFrontends())) throw new Error('Building the front ends failed');

  const dataDir = mkdtempSync(join(tmpdir(), `shop-bench-${name}-`));
  const shop = await startEmbedded({
    ...process.env,
    DATA_DIR: dataDir,
    GATEWAY_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  return {
    url: shop.url,
    stop: async () => {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
