import { createHash } from 'node:crypto';
import { AppError, type Logger } from '@shop/service-kit';
import puppeteer, { type Browser, type LaunchOptions, type Page, type PDFOptions } from 'puppeteer-core';
import { createBrowserKeeper } from './browser-keeper';
import { type RenderLimits, renderLimits } from './limits';

export { chromiumArgs, isAllowedRequest } from './browser-keeper';

// One Chromium per process, started on the first document, kept warm while documents come and closed after a
// quiet period (browser-keeper.ts): a cold launch costs ~1 s. Only a few documents render at once and a
// bounded number wait (limits.ts), so a burst of downloads cannot exhaust memory on a small machine. A page
// never reaches the network: everything a document shows is in its HTML (pictures as data: URIs), and any
// other request is aborted. A finished PDF is kept by the hash of its inputs, so the same document twice
// renders once.

export interface PrintableDocument {
  html: string;
  /** Chromium header/footer templates; they may use the pageNumber and totalPages classes. */
  headerTemplate?: string;
  footerTemplate?: string;
  /**
   * A tagged (accessible) PDF: headings, tables and reading order for screen readers. The default; without
   * tags a long table prints in ~40 % less time at a tenth of the size (docs/decisions/documents.md).
   */
  tagged?: boolean;
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
  const { log } = options;
  const limits: RenderLimits = { ...renderLimits, ...options.limits };
  if (options.concurrency) limits.concurrency = options.concurrency;
  const slots = createSlots(limits.concurrency, limits.queue);
  const cache = createPdfCache(limits.cacheBytes);
  const keeper = createBrowserKeeper({
    executablePath: options.executablePath,
    log,
    launch: options.launch ?? ((launchOptions: LaunchOptions) => puppeteer.launch(launchOptions)),
    idleMs: limits.idleMs,
    // A page is kept for the next document (opening one costs ~70 ms), at most one per rendering slot.
    keptPages: limits.concurrency,
  });

  async function renderOnPage(page: Page, document: PrintableDocument): Promise<Uint8Array> {
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
    }
  }

  return {
    render: (document) =>
      cache.get(documentHash(document), () => slots.run(() => keeper.withPage((page) => renderOnPage(page, document)))),
    close: () => keeper.close(),
  };
}

async function printPage(page: Page, document: PrintableDocument): Promise<Uint8Array> {
  await page.setContent(document.html, { waitUntil: 'load' });
  return page.pdf(printOptions(document));
}

/** How every document is printed: A4 with the shop's margins, running header and footer. */
export function printOptions(document: PrintableDocument): PDFOptions {
  return {
    format: 'A4',
    printBackground: true,
    preferCSSPageSize: false,
    margin: { top: '22mm', bottom: '20mm', left: '16mm', right: '16mm' },
    displayHeaderFooter: Boolean(document.headerTemplate || document.footerTemplate),
    headerTemplate: document.headerTemplate ?? '<span></span>',
    footerTemplate: document.footerTemplate ?? '<span></span>',
    tagged: document.tagged ?? true,
    // Documents use the system's fonts (DejaVu), never web fonts: there is nothing to wait for.
    waitForFonts: false,
  };
}

/** The inputs of a document, hashed: the same HTML, header and footer print the same PDF. */
export function documentHash(document: PrintableDocument): string {
  const hash = createHash('sha256');
  for (const part of [document.html, document.headerTemplate ?? '', document.footerTemplate ?? '']) {
    hash.update(String(part.length)).update(':').update(part);
  }
  hash.update(document.tagged === false ? 'untagged' : 'tagged');
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
