import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { AppError, type Logger } from '@shop/service-kit';
import puppeteer, { type Browser, type LaunchOptions } from 'puppeteer-core';

// One Chromium per process, started on the first document and re-used: a cold launch costs ~1 s, a page in a
// running browser ~0.25 s (STACK.md). Each document gets its own page, and only a few render at once so a
// burst of downloads cannot exhaust memory on a small machine.

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
  /** How many pages may render at the same time. */
  concurrency?: number;
  /** Starts the browser; tests pass their own to watch it. */
  launch?: (options: LaunchOptions) => Promise<Browser>;
}

export function createPdfRenderer(options: PdfRendererOptions): PdfRenderer {
  const { executablePath, log } = options;
  const launch = options.launch ?? ((launchOptions: LaunchOptions) => puppeteer.launch(launchOptions));
  const slots = createSlots(options.concurrency ?? 4);
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
    try {
      // Documents are static HTML built from escaped data; no script needs to run in them.
      await page.setJavaScriptEnabled(false);
      await page.setContent(document.html, { waitUntil: 'load' });
      return await page.pdf({
        format: 'A4',
        printBackground: true,
        preferCSSPageSize: false,
        margin: { top: '22mm', bottom: '20mm', left: '16mm', right: '16mm' },
        displayHeaderFooter: Boolean(document.headerTemplate || document.footerTemplate),
        headerTemplate: document.headerTemplate ?? '<span></span>',
        footerTemplate: document.footerTemplate ?? '<span></span>',
      });
    } finally {
      await page.close().catch(() => {});
    }
  }

  return {
    render: (document) =>
      slots.run(async () => {
        const running = await currentBrowser();
        try {
          return await renderOnPage(running, document);
        } catch (error) {
          if (!running.connected) {
            throw new AppError('service_unavailable', { detail: 'Chromium went away while rendering', cause: error });
          }
          throw error;
        }
      }),
    async close() {
      closed = true;
      const running = browser;
      browser = undefined;
      const started = await running?.catch(() => undefined);
      await started?.close().catch((error: unknown) => log.warn({ err: error }, 'closing Chromium failed'));
    },
  };
}

/** A counting semaphore: at most `size` tasks run, the rest wait in arrival order. */
function createSlots(size: number) {
  let free = size;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting.push(resolve));
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
