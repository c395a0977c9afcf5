// `npm run seed`: loads the demo data again into embedded mode's data folder (DATA_DIR, `.data/` by default).
// `npm start` seeds each database once, on its first start; this runs every service's seed again, which adds
// only what is missing: deleted demo accounts, products or promo codes come back, demo data added since the
// folder was made arrives, and what you changed stays. Starting from scratch is deleting `.data/`.
// Stop the shop first: two processes must not open the same PGlite files.
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { demoSignIns } from '@shop/accounts/seed';
import { ConfigError } from '@shop/service-kit';
import { startEmbedded } from './embedded';

/** Whether something already listens where `npm start` would (then the shop is most likely running). */
function portTaken(port: number, host: string): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => done(error.code === 'EADDRINUSE'));
    server.listen(port, host, () => server.close(() => done(false)));
  });
}

async function main() {
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  const port = Number(process.env.GATEWAY_PORT || 8080);
  if (await portTaken(port, process.env.HOST || '127.0.0.1')) {
    console.error(`Port ${port} is taken: is the shop running? Stop it first, then run \`npm run seed\` again.`);
    process.exit(1);
  }
  // Embedded mode marks each service seeded in <DATA_DIR>/seeded/; without the marks it seeds every one.
  rmSync(join(dataDir, 'seeded'), { recursive: true, force: true });
  process.stdout.write(`Loading the demo data into ${dataDir}/…\n`);
  try {
    // The whole embedded shop starts, as with `npm start`; its gateway on a free port, stopped right away.
    const shop = await startEmbedded({ ...process.env, DATA_DIR: dataDir, GATEWAY_PORT: '0' });
    await shop.stop();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const lines = ['Demo data loaded (only what was missing; your changes are kept).', ...demoSignIns(process.env)];
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
