#!/usr/bin/env node
// `npm start`: installs on first run, builds what must be built, starts the whole shop.
//   npm start                 embedded mode: one process, PGlite, in-process bus (DESIGN §3)
//   npm run start:cluster     a process per service + gateway, PostgreSQL and NATS
//   npm run dev               embedded mode, rebuilding front ends on change
import { bin, ensureDependencies, root, run, say } from './bootstrap.mjs';
import { buildFrontends } from './frontends.mjs';

const mode = process.argv.includes('--cluster') ? 'cluster' : process.argv.includes('--dev') ? 'dev' : 'embedded';

ensureDependencies();
const built = await buildFrontends();
if (!built) {
  say('Building the front ends failed; see the messages above.');
  process.exit(1);
}
const entry = mode === 'cluster' ? 'scripts/cluster.ts' : 'scripts/embedded.ts';
// Dev mode restarts the shop when its code changes (front ends are rebuilt by their own watchers).
const [command, args] =
  mode === 'dev'
    ? [bin('tsx'), ['watch', '--clear-screen=false', entry]]
    : [process.execPath, ['--import', 'tsx', entry]];
process.exitCode = await run(command, args, {
  cwd: root,
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
});
