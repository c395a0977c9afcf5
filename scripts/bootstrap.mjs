// Shared by start.mjs and test.mjs: Node built-ins only, because these run before `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function say(text) {
  process.stdout.write(`${text}\n`);
}

/** Installs dependencies when they are missing or older than the lock file. */
export function ensureDependencies() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(installed) && (!existsSync(lock) || statSync(installed).mtimeMs >= statSync(lock).mtimeMs)) return;
  // A fresh clone installs exactly the locked tree (`npm ci`), so it stays clean and every machine gets the
  // same packages; a lock file newer than the install (a pull that changed it) is installed the same way.
  say('Installing dependencies from package-lock.json (first run only)…');
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    say('npm install failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

/** Runs a command to completion, inheriting the terminal; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** The local binary of a dev dependency (vitest, playwright, tsx). */
export function bin(name) {
  return join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
}
