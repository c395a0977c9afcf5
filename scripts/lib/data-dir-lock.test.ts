import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** Another process trying to take the folder, as a second `npm start` would: its exit code and message. */
function secondShop(): { status: number | null; message: string } {
  const script = `
    import { lockDataDir } from ${JSON.stringify(join(import.meta.dirname, 'data-dir-lock.ts'))};
    try { lockDataDir(${JSON.stringify(dataDir)}); console.log('taken'); }
    catch (error) { console.log(error.message); process.exit(3); }`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return { status: run.status, message: run.stdout.trim() };
}

describe('one shop per data folder', () => {
  it('refuses a second shop while the first runs, naming the folder and the process, and lets it in after', () => {
    const release = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'shop.pid'), 'utf8')).toBe(String(process.pid));

    const refused = secondShop();
    expect(refused.status).toBe(3);
    expect(refused.message).toBe(
      `The shop is already running from ${dataDir} (process ${process.pid}). Stop it first, or set DATA_DIR to ` +
        'another folder to run a second shop beside it.',
    );

    release();
    expect(existsSync(join(dataDir, 'shop.pid'))).toBe(false);
    expect(secondShop()).toEqual({ status: 0, message: 'taken' });
  });

  it('takes over the folder of a shop that was killed', () => {
    // A process that has ended: its pid is free (until reused, which the check then sees as running).
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(join(dataDir, 'shop.pid'), gone.stdout.trim());
    const release = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'shop.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a file that names no process', () => {
    writeFileSync(join(dataDir, 'shop.pid'), 'not a pid');
    lockDataDir(dataDir)();
    expect(existsSync(join(dataDir, 'shop.pid'))).toBe(false);
  });
});
