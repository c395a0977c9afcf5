import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// One running shop per data folder: a second `npm start` on the same folder would open the same PGlite files
// and bus log beside the first (PGlite has no lock of its own) and could spoil them, and it used to fail with
// WebAssembly's bare "Aborted()". The folder holds `shop.pid` while a shop runs from it; a file left by a shop
// that was killed (its process gone) is taken over.

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The shop is already running from ${dataDir} (process ${pid}). Stop it first, or set DATA_DIR to another ` +
        'folder to run a second shop beside it.',
    );
    this.name = 'DataDirInUse';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data folder for this process; the function returned gives it back. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'shop.pid');
  const mine = String(process.pid);
  const release = () => {
    try {
      if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
    } catch {} // already gone
  };
  for (;;) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(file, 'utf8'));
    } catch {} // removed meanwhile: try again
    // The same process starting again (a test after one that did not stop) keeps the folder.
    if (holder === process.pid) return release;
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) throw new DataDirInUse(dataDir, holder);
    try {
      unlinkSync(file);
    } catch (error) {
      // Gone already (another starter took it over first: the next round sees whose it is); anything else
      // (no right to remove it) would only come round again.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
