import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';
import { changingFile } from './changing-files';
import { type PageHead, pageHead } from './page-head';
import type { RenderedPage } from './server-render';

// The built front ends (embedded mode, and cluster mode without a CDN): the shell's index.html for every
// page under /pl/ and /en/, each remote's files under /mf/<remote>/, and /remotes.json telling the shell
// where each remote lives. Entries and manifests are never cached (a remote is deployed without
// rebuilding the shell); content-hashed chunks are cached for good.

/** `dist/` at the repository root, where `npm run build` puts every front end. */
export const defaultStaticDir = fileURLToPath(new URL('../../dist', import.meta.url));

/** The Module Federation remotes of DESIGN §1, each built into `<STATIC_DIR>/<remote>/`. */
export const frontendRemotes = ['mf-catalog', 'mf-checkout', 'mf-account', 'mf-dealer', 'mf-admin'] as const;

/** Where each remote's manifest is served in embedded mode. */
export function embeddedRemotes(): Record<string, string> {
  return Object.fromEntries(frontendRemotes.map((name) => [name, `/mf/${name}/mf-manifest.json`]));
}

/**
 * The body of /remotes.json. With a remotes file its entries are laid over the base map and the file is
 * read again whenever it changes (its modification time or size), so a remote is re-pointed at a new
 * version without restarting anything; a missing or unreadable file leaves the last good map in place.
 */
export function createRemoteMap(
  base: Record<string, string>,
  remotesFile?: string,
  onProblem: (problem: string) => void = () => {},
): () => Promise<string> {
  const baseJson = JSON.stringify(base);
  if (!remotesFile) return async () => baseJson;
  let current = baseJson;
  let seen = '';
  return async () => {
    const info = await stat(remotesFile).catch(() => undefined);
    const version = info ? `${info.mtimeMs}:${info.size}` : 'missing';
    if (version === seen) return current;
    seen = version;
    if (!info) {
      onProblem(`the remotes file ${remotesFile} does not exist; serving the last good map`);
      return current;
    }
    try {
      const entries = JSON.parse(await readFile(remotesFile, 'utf8')) as unknown;
      if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) throw new Error('not an object');
      for (const [name, url] of Object.entries(entries)) {
        if (typeof url !== 'string' || url === '') throw new Error(`the entry ${name} is not a URL`);
      }
      current = JSON.stringify({ ...base, ...entries });
    } catch (error) {
      onProblem(`the remotes file ${remotesFile} is not a JSON object of name → URL (${(error as Error).message})`);
    }
    return current;
  };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
};

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A content hash in a file name, as rspack writes them: `main.3f9a1c2e.js`, `123.3f9a1c2e7b.css`. */
const hashed = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlOf(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  if (name === 'remoteEntry.js' || name === 'mf-manifest.json' || name.endsWith('.html')) return NO_CACHE;
  return hashed.test(name) ? IMMUTABLE : NO_CACHE;
}

/**
 * The file under `root` that a URL path below its mount names, or undefined for anything that could
 * step outside `root` (`..`, encoded or not, backslashes, NUL) or names a hidden file.
 */
export function safeFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded === '' || decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/');
  for (const segment of segments) if (segment === '' || segment.startsWith('.')) return undefined;
  const base = resolve(root);
  const file = resolve(base, ...segments);
  return file.startsWith(base + sep) ? file : undefined;
}

/** Text files a build writes compressed copies of (shell/build/precompress.ts). */
const compressible = /\.(js|mjs|css|json|html|svg|txt)$/i;
const copies = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The build's compressed copy of `file` the client takes (brotli before gzip), when there is one made from
 * this version of the file (written after it: an older copy is a leftover and is never sent).
 */
async function compressedCopy(ctx: Context, file: string, info: Stats) {
  for (const { encoding, suffix } of copies) {
    if (!ctx.acceptsEncodings(encoding)) continue;
    const copy = await stat(file + suffix).catch(() => undefined);
    if (copy?.isFile() && copy.mtimeMs >= info.mtimeMs) return { encoding, file: file + suffix, info: copy };
  }
  return undefined;
}

/** Answers a static file with its caching rules; false when there is no such file. */
export async function sendFile(ctx: Context, file: string): Promise<boolean> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  const cacheControl = cacheControlOf(file);
  ctx.set('cache-control', cacheControl);
  ctx.set('access-control-allow-origin', '*');
  ctx.set('x-content-type-options', 'nosniff');
  ctx.type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  let sent = { file, info };
  if (compressible.test(file)) {
    ctx.vary('accept-encoding');
    const copy = await compressedCopy(ctx, file, info);
    if (copy) {
      ctx.set('content-encoding', copy.encoding);
      sent = copy;
    }
  }
  ctx.lastModified = info.mtime;
  // Of what is sent: the brotli and gzip copies of a file and the file itself each have their own.
  ctx.etag = `W/"${sent.info.size.toString(16)}-${Math.floor(sent.info.mtimeMs).toString(16)}"`;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  // Koa pipes the stream and destroys it when the client goes away; the listener only makes sure an
  // error raised before the pipe exists cannot go unhandled.
  ctx.body = createReadStream(sent.file).once('error', () => {});
  ctx.length = sent.info.size;
  return true;
}

/** The page's language: `/en/…` is English, everything else the default, Polish. */
export const languageOfPath = (path: string) => (/^\/en(\/|$)/.test(path) ? 'en' : 'pl');

/** The shell's page with `<html lang>` set to the URL's language, so it is right before any script runs. */
export function withLanguage(html: string, lang: string): string {
  return html.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang=/i.test(tag)
      ? tag.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]*)/i, ` lang="${lang}"`)
      : `${tag.slice(0, -1)} lang="${lang}">`,
  );
}

/** What the shell's page of a storefront URL is made of besides the shell's own index.html. */
export interface ShellPageParts {
  publicUrl?: string;
  headOf?: (pathname: string, origin: string) => PageHead | Promise<PageHead>;
  /** `<link rel="preload">` tags of the page (page-preloads.ts). */
  preloadsOf?: (pathname: string) => Promise<string>;
  /** The page's top and, on a landing page, its screen rendered on the server (server-render.ts). */
  renderOf?: () => Promise<RenderedPage>;
  /** The page with its stylesheets inline (page-styles.ts). */
  inlineStyles?: (page: string) => Promise<string>;
}

/** The shell's index.html, read again only when a deployment changed it. */
const readShellPage = changingFile((text) => text);

/** The shell's page for every storefront URL, or a friendly note while the front end is not built. */
export async function sendShell(ctx: Context, staticDir: string, parts: ShellPageParts = {}): Promise<void> {
  const { publicUrl, headOf = pageHead, preloadsOf, renderOf, inlineStyles } = parts;
  const html = await readShellPage(resolve(staticDir, 'shell', 'index.html'));
  ctx.set('cache-control', NO_CACHE);
  ctx.type = 'text/html; charset=utf-8';
  if (html !== undefined) {
    // Behind a proxy the Host header is whatever the client sent: set PUBLIC_URL so canonical links are ours.
    const [head, preloads, rendered] = await Promise.all([
      headOf(ctx.path, publicUrl ?? `${ctx.protocol}://${ctx.get('host')}`),
      preloadsOf?.(ctx.path) ?? '',
      renderOf?.(),
    ]);
    // An unknown address still gets the shell (it draws the 404 page), but search engines see a 404.
    if (!head.found) ctx.status = 404;
    const extra = head.found ? [preloads, rendered?.head].filter(Boolean).join('\n    ') : '';
    const headHtml = extra ? `${head.html}\n    ${extra}` : head.html;
    let page = withLanguage(html, head.lang).replace(/<title>[^<]*<\/title>/i, () => headHtml);
    if (rendered?.top) {
      const top = rendered.top;
      page = page.replace(
        /(<div id="shell-top"[^>]*>)\s*(<\/div>)/i,
        (_match, open: string, close: string) => open + top + close,
      );
    }
    if (rendered?.area && head.found) {
      const { area, answers = '' } = rendered;
      // Drawn with this shopper's identity (dealer prices, say): never kept by a shared cache.
      ctx.set('cache-control', 'private, no-cache');
      ctx.vary('cookie');
      page = page.replace(
        /(<main\b[^>]*>)\s*(<\/main>)/i,
        (_match, open: string, close: string) => open + area + close + answers,
      );
      // The page is drawn without its scripts, and its own stylesheets are inline: files fetched ahead would
      // share the slow link with the pictures the shopper waits for. Scripts and the stylesheets of what the
      // scripts draw come as the shell asks for them, as on any other page.
      page = page.replace(scriptOrStylePreload, '');
    }
    await sendPage(ctx, inlineStyles ? await inlineStyles(page) : page);
    return;
  }
  ctx.status = 503;
  ctx.set('retry-after', '30');
  ctx.body = ctx.path.startsWith('/en') ? notBuiltPage.en : notBuiltPage.pl;
}

/** `<link rel="preload" as="script|style">` in any attribute order, with the whitespace before it. */
const scriptOrStylePreload = /\s*<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="(?:script|style)")[^>]*>/gi;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * An HTML page, compressed for a browser that takes it: a page with its screen and answers inline is tens of
 * kilobytes that a phone otherwise waits for before anything. Brotli at a quality made for answers (a page is
 * built per request; the best quality is for the files compressed once at build time).
 */
async function sendPage(ctx: Context, page: string): Promise<void> {
  ctx.vary('accept-encoding');
  const body = Buffer.from(page);
  if (body.length < 1024) {
    ctx.body = body;
    return;
  }
  // One at a time: asked together, the first the browser lists wins, and browsers list gzip first.
  if (ctx.acceptsEncodings('br')) {
    ctx.body = await brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    ctx.set('content-encoding', 'br');
  } else if (ctx.acceptsEncodings('gzip')) {
    ctx.body = await gzipped(body, { level: 6 });
    ctx.set('content-encoding', 'gzip');
  } else {
    ctx.body = body;
  }
}

const page = (lang: string, title: string, text: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="30"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#222;line-height:1.5}
code{background:#f2f2f2;padding:.1rem .3rem;border-radius:.2rem}</style></head>
<body><h1>${title}</h1><p>${text}</p></body></html>
`;

const notBuiltPage = {
  pl: page(
    'pl',
    'Sklep jest w przygotowaniu',
    'Strona sklepu jest właśnie budowana. Odśwież za chwilę. Jeśli to Twoja instalacja, uruchom <code>npm run build</code>.',
  ),
  en: page(
    'en',
    'The shop is being prepared',
    'The storefront is being built. Please refresh in a moment. If this is your installation, run <code>npm run build</code>.',
  ),
};
