import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changingFile, changingJson } from './changing-files';

// The files the gateway reads at every page (the shell's index.html, a remote's manifest…): read once, and
// again at the next page after a deployment changed them, even one that kept their modification time.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-changing-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('changingFile', () => {
  it('reads a file once while it is unchanged, and again at the next call after it changed', async () => {
    const file = join(dir, 'index.html');
    await writeFile(file, '<title>one</title>');
    const parse = vi.fn((text: string) => text);
    const read = changingFile(parse);
    expect(await read(file)).toBe('<title>one</title>');
    expect(await read(file)).toBe('<title>one</title>');
    expect(parse).toHaveBeenCalledTimes(1);

    // A deployment that keeps the modification time (cp -p) still changes the file's change time.
    const kept = new Date('2026-01-01T00:00:00Z');
    await utimes(file, kept, kept);
    await read(file);
    await writeFile(file, '<title>two</title>');
    await utimes(file, kept, kept);
    expect(await read(file)).toBe('<title>two</title>');
  });

  it('answers undefined for a missing file and for one its parser refuses', async () => {
    const read = changingJson(
      (value): value is { entry: string } => typeof (value as { entry?: unknown }).entry === 'string',
    );
    expect(await read(join(dir, 'missing.json'))).toBeUndefined();
    const file = join(dir, 'server.json');
    await writeFile(file, '{"entry": 7}');
    expect(await read(file)).toBeUndefined();
    await writeFile(file, 'not json');
    expect(await read(file)).toBeUndefined();
    await writeFile(file, '{"entry": "render.1.mjs"}');
    expect(await read(file)).toEqual({ entry: 'render.1.mjs' });
  });
});
