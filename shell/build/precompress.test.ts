import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { precompressFile } from './precompress';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('writes a brotli and a gzip copy beside a file, each smaller and newer than it', async () => {
  const file = join(dir, 'main.3f9a1c2e7b.js');
  const text = `export const bikes = [${'{"name":"Zefir City","price":899900},'.repeat(300)}];`;
  await writeFile(file, text);
  await precompressFile(file);

  const [br, gz] = [await readFile(`${file}.br`), await readFile(`${file}.gz`)];
  expect(brotliDecompressSync(br).toString()).toBe(text);
  expect(gunzipSync(gz).toString()).toBe(text);
  expect(br.length).toBeLessThan(gz.length);
  expect(gz.length).toBeLessThan(text.length / 10);
  // The gateway sends a copy only when it is at least as new as the file.
  const original = (await stat(file)).mtimeMs;
  expect((await stat(`${file}.br`)).mtimeMs).toBeGreaterThanOrEqual(original);
  expect((await stat(`${file}.gz`)).mtimeMs).toBeGreaterThanOrEqual(original);
});

it('leaves a file under a kilobyte alone', async () => {
  const file = join(dir, 'tiny.js');
  await writeFile(file, 'go();');
  await precompressFile(file);
  await expect(stat(`${file}.br`)).rejects.toThrow();
  await expect(stat(`${file}.gz`)).rejects.toThrow();
});
