import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { AppError, type Logger } from '@shop/service-kit';
import puppeteer, { type Browser, type HTTPRequest, type LaunchOptions, type Page } from 'puppeteer-core';
import { type RenderLimits, renderLimits } from './limits';

// One Chromium per process, started on the first document and re-used: a cold launch costs ~1 s, a page in a
// running browser ~0.25 s (STACK.md). Each document gets its own page, only a few render at once and a
// bounded number wait (limits.ts), so a burst of downloads cannot exhaust memory on a small machine. A page
// never reaches the network: everything a document shows is in its HTML (pictures as data: URIs), and any
// other request is aborted. A finished PDF is kept by the hash of its inputs, so the same document twice
// renders once.

/** Without the networking flags Chromium's background connections are refused on these machines (STACK.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PrintableDocument {
  html: string;
  /** Chromium header/footer templates; they may use the pageNumber and totalPages classes. */
  headerTemplate?: string;
  footerTemplate?: string;
}

export interface PdfRenderer {
  render(document: PrintableDocument): Promise<Uint8Array>;
  /** Closes the browser; later renders are refused. */
  close(): Promise<void>;
}

export interface PdfRendererOptions {
  executablePath: string;
  log: Logger;
  /** How many pages may render at the same time (limits.ts has the rest). */
  concurrency?: number;
  limits?: Partial<RenderLimits>;
  /** Starts the browser; tests pass their own to watch it. */
  launch?: (options: LaunchOptions) => Promise<Browser>;
}

export function createPdfRenderer(options: PdfRendererOptions): PdfRenderer {
  const { executablePath, log } = options;
  const launch = options.launch ?? ((launchOptions: LaunchOptions) => puppeteer.launch(launchOptions));
  const limits: RenderLimits = { ...renderLimits, ...options.limits };
  if (options.concurrency) limits.concurrency = options.concurrency;
  const slots = createSlots(limits.concurrency, limits.queue);
  const cache = createPdfCache(limits.cacheBytes);
  let browser: Promise<Browser> | undefined;
  let closed = false;

  async function startBrowser(): Promise<Browser> {
    try {
      await access(executablePath, constants.X_OK);
    } catch (error) {
      const reason = `no Chromium at ${executablePath}: install it (apt-get install chromium) or set CHROMIUM_PATH`;
      log.error({ executablePath }, reason);
      throw new AppError('service_unavailable', { detail: reason, cause: error });
    }
    try {
      const started = await launch({ executablePath, headless: true, args: chromiumArgs });
      log.info({ executablePath, version: await started.version() }, 'Chromium started');
      return started;
    } catch (error) {
      log.error({ err: error, executablePath }, 'Chromium failed to start');
      throw new AppError('service_unavailable', { detail: 'Chromium failed to start', cause: error });
    }
  }

  function currentBrowser(): Promise<Browser> {
    if (closed) return Promise.reject(new AppError('service_unavailable', { detail: 'PDF renderer is closed' }));
    if (browser) return browser;
    const launching = startBrowser().then(
      (started) => {
        started.once('disconnected', () => {
          // A crashed or killed browser is forgotten, so the next document launches a fresh one.
          if (browser !== launching) return;
          browser = undefined;
          if (!closed) log.warn('Chromium disconnected; the next document starts a new one');
        });
        return started;
      },
      (error) => {
        // A failed launch is not remembered: Chromium may be installed while the service runs.
        if (browser === launching) browser = undefined;
        throw error;
      },
    );
    browser = launching;
    return launching;
  }

  async function renderOnPage(running: Browser, document: PrintableDocument): Promise<Uint8Array> {
    const page = await running.newPage();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        log.warn({ timeoutMs: limits.timeoutMs }, 'a document took too long; its page is closed');
        reject(new AppError('service_unavailable', { detail: `document not rendered within ${limits.timeoutMs} ms` }));
        page.close().catch(() => {});
      }, limits.timeoutMs);
    });
    try {
      return await Promise.race([printPage(page, document), timedOut]);
    } finally {
      clearTimeout(timer);
      await page.close().catch(() => {});
    }
  }

  function renderNow(document: PrintableDocument): Promise<Uint8Array> {
    return slots.run(async () => {
      const running = await currentBrowser();
      try {
        return await renderOnPage(running, document);
      } catch (error) {
        if (!running.connected) {
          throw new AppError('service_unavailable', { detail: 'Chromium went away while rendering', cause: error });
        }
        throw error;
      }
    });
  }

  return {
    render: (document) => cache.get(documentHash(document), () => renderNow(document)),
    async close() {
      closed = true;
      const running = browser;
      browser = undefined;
      const started = await running?.catch(() => undefined);
      await started?.close().catch((error: unknown) => log.warn({ err: error }, 'closing Chromium failed'));
    },
  };
}

/** Only what is in the document itself loads: data: and about: addresses; anything else is aborted. */
export function isAllowedRequest(url: string): boolean {
  return url.startsWith('data:') || url.startsWith('about:');
}

async function printPage(page: Page, document: PrintableDocument): Promise<Uint8Array> {
  // Documents are static HTML built from escaped data; no script needs to run in them.
  await page.setJavaScriptEnabled(false);
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (isAllowedRequest(request.url())) request.continue().catch(() => {});
    else request.abort('blockedbyclient').catch(() => {});
  });
  await page.setContent(document.html, { waitUntil: 'load' });
  return page.pdf({
    format: 'A4',
    printBackground: true,
    preferCSSPageSize: false,
    margin: { top: '22mm', bottom: '20mm', left: '16mm', right: '16mm' },
    displayHeaderFooter: Boolean(document.headerTemplate || document.footerTemplate),
    headerTemplate: document.headerTemplate ?? '<span></span>',
    footerTemplate: document.footerTemplate ?? '<span></span>',
  });
}

/** The inputs of a document, hashed: the same HTML, header and footer print the same PDF. */
export function documentHash(document: PrintableDocument): string {
  const hash = createHash('sha256');
  for (const part of [document.html, document.headerTemplate ?? '', document.footerTemplate ?? '']) {
    hash.update(String(part.length)).update(':').update(part);
  }
  return hash.digest('hex');
}

/**
 * Finished PDFs by hash, at most `maxBytes` of them, the least recently used dropped first; a document
 * being rendered is shared by everyone asking for it meanwhile, and a failed render is not kept.
 */
function createPdfCache(maxBytes: number) {
  const done = new Map<string, Uint8Array>();
  const pending = new Map<string, Promise<Uint8Array>>();
  let bytes = 0;
  return {
    get(key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
      const hit = done.get(key);
      if (hit) {
        done.delete(key);
        done.set(key, hit);
        return Promise.resolve(hit);
      }
      const running = pending.get(key);
      if (running) return running;
      const made = make().then(
        (pdf) => {
          pending.delete(key);
          if (pdf.byteLength <= maxBytes) {
            done.set(key, pdf);
            bytes += pdf.byteLength;
            for (const [oldKey, old] of done) {
              if (bytes <= maxBytes) break;
              done.delete(oldKey);
              bytes -= old.byteLength;
            }
          }
          return pdf;
        },
        (error: unknown) => {
          pending.delete(key);
          throw error;
        },
      );
      pending.set(key, made);
      return made;
    },
  };
}

/**
 * A counting semaphore with a bounded queue: at most `size` tasks run, at most `queue` wait in arrival order,
 * and one more is refused as busy (503) at once.
 */
function createSlots(size: number, queue: number) {
  let free = size;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (free > 0) free--;
      else if (waiting.length >= queue) {
        throw new AppError('service_unavailable', { detail: 'too many documents waiting; try again shortly' });
      } else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else free++;
      }
    },
  };
}
