// Builds the shell and the remotes when their sources changed since the last build, or all of them when run
// directly (`npm run build`). Node built-ins only.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureDependencies, root, run, say } from './bootstrap.mjs';

const frontends = ['shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-dealer', 'mf-admin'];

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function hasBuild(name) {
  const manifest = join(root, name, 'package.json');
  return existsSync(manifest) && Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.build);
}

function needsBuild(name) {
  const dir = join(root, name);
  if (!hasBuild(name)) return false;
  // Every front end builds into <root>/dist/<name>/, which the gateway serves in embedded mode.
  const out = join(root, 'dist', name);
  const stamp = join(out, 'index.html');
  const entry = existsSync(stamp) ? stamp : join(out, 'mf-manifest.json');
  if (!existsSync(entry)) return true;
  // Every front end also builds from the shared packages (the remote kit among them) and the shell's build rules.
  const sources = [dir, join(root, 'packages'), join(root, 'shell', 'build')];
  return sources.some((source) => newest(source) > statSync(entry).mtimeMs);
}

/**
 * Resolves true when every front end is built and current; `all` rebuilds each one whether or not it changed,
 * `watch` adds the dev-mode hint.
 */
export async function buildFrontends({ watch = process.argv.includes('--dev'), all = false } = {}) {
  const stale = frontends.filter(all ? hasBuild : needsBuild);
  if (stale.length === 0) return true;
  say(`Building ${stale.join(', ')}…`);
  for (const name of stale) {
    const code = await run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '-w', name], {
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (code !== 0) return false;
  }
  if (watch) say('Dev mode: rebuild a front end with `npm run build -w <name>`; the gateway serves the new files.');
  return true;
}

// `npm run build`: every front end, production mode, into dist/ where the gateway serves it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureDependencies();
  const built = await buildFrontends({ all: true });
  if (!built) say('Building the front ends failed; see the messages above.');
  process.exitCode = built ? 0 : 1;
}
