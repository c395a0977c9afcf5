import { readFile, stat } from 'node:fs/promises';

// The front ends' files the gateway reads at every page (the shell's index.html, a remote's manifest, its
// server build's `server.json`, its `screens.json`): read again only when the file changed, so a front end
// deployed alone is seen at the next page without a restart, and an unchanged one costs a stat.

/**
 * A reader of text files: `parse(text)` of the file (undefined when missing, unreadable or refused by
 * `parse`), kept per file until the file changes.
 */
export function changingFile<T>(parse: (text: string) => T | undefined) {
  const kept = new Map<string, { version: string; value: T | undefined }>();
  return async (file: string): Promise<T | undefined> => {
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    // The change time too: a deployment that keeps modification times (cp -p, rsync -t) still changes it.
    const version = `${info.mtimeMs}:${info.ctimeMs}:${info.ino}:${info.size}`;
    const last = kept.get(file);
    if (last?.version === version) return last.value;
    let value: T | undefined;
    try {
      value = parse(await readFile(file, 'utf8'));
    } catch {
      value = undefined;
    }
    kept.set(file, { version, value });
    return value;
  };
}

/** A reader of JSON files of one shape: the parsed file when it passes `check`, else undefined. */
export function changingJson<T>(check: (value: unknown) => value is T) {
  return changingFile<T>((text) => {
    const parsed: unknown = JSON.parse(text);
    return check(parsed) ? parsed : undefined;
  });
}
