import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

// A production build writes each text file it emits a second and third time, compressed: `main.3f9a.js.br`
// (brotli, best) and `main.3f9a.js.gz` (gzip, best), beside the file. Whatever serves the build (the
// gateway's static files, nginx's `brotli_static`/`gzip_static`, a CDN) sends the smallest one the browser
// accepts without compressing on every request. A remote built and deployed alone brings its own.

const compressible = /\.(js|mjs|css|json|html|svg|txt)$/;
/** Below this a compressed copy saves less than the header that says so. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export async function precompressFile(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // Written after the file itself, so a copy never looks older than what it is a copy of.
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      const files = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => compressible.test(name));
      await Promise.all(files.map((name) => precompressFile(join(outputPath, name))));
    });
  }
}
