// Builds the shell and the remotes when their sources changed since the last build (Node built-ins only).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, run, say } from './bootstrap.mjs';

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

function needsBuild(name) {
  const dir = join(root, name);
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest) || !JSON.parse(readFileSync(manifest, 'utf8')).scripts?.build) return false;
  // Every front end builds into <root>/dist/<name>/, which the gateway serves in embedded mode.
  const out = join(root, 'dist', name);
  const stamp = join(out, 'index.html');
  const entry = existsSync(stamp) ? stamp : join(out, 'mf-manifest.json');
  if (!existsSync(entry)) return true;
  // Every front end also builds from the shared packages (the remote kit among them) and the shell's build rules.
  const sources = [dir, join(root, 'packages'), join(root, 'shell', 'build')];
  return sources.some((source) => newest(source) > statSync(entry).mtimeMs);
}

/** Resolves true when every front end is built and current; `watch` adds the dev-mode hint. */
export async function buildFrontends({ watch = process.argv.includes('--dev') } = {}) {
  const stale = frontends.filter(needsBuild);
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
