import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { AppError, type Logger } from '@shop/service-kit';
import type { Browser, HTTPRequest, LaunchOptions, Page } from 'puppeteer-core';

// Chromium on demand (issues 16 and 20): nothing runs until the first document; the browser then stays warm
// for the next ones and is closed after `idleMs` without a document, so a quiet shop holds no Chromium. A
// document arriving while the browser starts waits for that same start (one launch for any number of first
// documents); one arriving while it closes starts a new browser at once rather than waiting for the old one.
// A crashed browser is forgotten and the next document launches another. Pages are kept between documents
// (opening one costs ~70 ms of a print) and never reach the network: only data: and about: load.

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

/** Only what is in the document itself loads: data: and about: addresses; anything else is aborted. */
export function isAllowedRequest(url: string): boolean {
  return url.startsWith('data:') || url.startsWith('about:');
}

/** Documents one page prints before it is closed and a fresh one opened (bounds what a page accumulates). */
const DOCUMENTS_PER_PAGE = 25;

export interface BrowserKeeperOptions {
  executablePath: string;
  log: Logger;
  launch: (options: LaunchOptions) => Promise<Browser>;
  /** Closes the browser after this long without a document. */
  idleMs: number;
  /** Pages kept open between documents. */
  keptPages: number;
}

export interface BrowserKeeper {
  /** Runs `work` on a page of the running browser (started now if none runs). */
  withPage<T>(work: (page: Page) => Promise<T>): Promise<T>;
  /** Closes the browser; later work is refused. */
  close(): Promise<void>;
}

interface KeptPage {
  page: Page;
  printed: number;
}

export function createBrowserKeeper(options: BrowserKeeperOptions): BrowserKeeper {
  const { executablePath, log } = options;
  let browser: Promise<Browser> | undefined;
  let idlePages: KeptPage[] = [];
  let active = 0;
  let idleTimer: NodeJS.Timeout | undefined;
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
      // Over a pipe rather than a socket: Chromium ends when the pipe closes, so a shop killed outright (kill -9,
      // a test runner stopping it) leaves no browser behind.
      const started = await options.launch({ executablePath, headless: true, pipe: true, args: chromiumArgs });
      log.info({ executablePath, version: await started.version() }, 'Chromium started');
      return started;
    } catch (error) {
      log.error({ err: error, executablePath }, 'Chromium failed to start');
      throw new AppError('service_unavailable', { detail: 'Chromium failed to start', cause: error });
    }
  }

  /** Forgets the running browser (and its kept pages); the caller closes it, or it is already gone. */
  function forget(): Promise<Browser> | undefined {
    const running = browser;
    browser = undefined;
    idlePages = [];
    return running;
  }

  function currentBrowser(): Promise<Browser> {
    if (closed) return Promise.reject(new AppError('service_unavailable', { detail: 'PDF renderer is closed' }));
    if (browser) return browser;
    const launching = startBrowser().then(
      (started) => {
        started.once('disconnected', () => {
          // A crashed or killed browser is forgotten, so the next document launches a fresh one.
          if (browser !== launching) return;
          forget();
          if (!closed) log.warn('Chromium disconnected; the next document starts a new one');
        });
        return started;
      },
      (error) => {
        // A failed launch is not remembered: Chromium may be installed while the service runs.
        if (browser === launching) forget();
        throw error;
      },
    );
    browser = launching;
    return launching;
  }

  async function openPage(running: Browser): Promise<KeptPage> {
    const page = await running.newPage();
    // Documents are static HTML built from escaped data; no script needs to run in them.
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return;
      if (isAllowedRequest(request.url())) request.continue().catch(() => {});
      else request.abort('blockedbyclient').catch(() => {});
    });
    return { page, printed: 0 };
  }

  function closeWhenIdle() {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (active > 0 || !browser) return;
      log.info({ idleMs: options.idleMs }, 'no document for a while: Chromium closed until the next one');
      closeBrowser(forget());
    }, options.idleMs);
    idleTimer.unref();
  }

  function closeBrowser(running: Promise<Browser> | undefined): Promise<void> {
    return (running ?? Promise.resolve(undefined))
      .catch(() => undefined)
      .then((started) => started?.close())
      .catch((error: unknown) => log.warn({ err: error }, 'closing Chromium failed'));
  }

  return {
    async withPage<T>(work: (page: Page) => Promise<T>): Promise<T> {
      active++;
      clearTimeout(idleTimer);
      let kept: KeptPage | undefined;
      try {
        const running = await currentBrowser();
        const idle = idlePages.pop();
        kept = idle && idle.page.browser() === running ? idle : await openPage(running);
        let result: T;
        try {
          result = await work(kept.page);
        } catch (error) {
          if (!running.connected) {
            throw new AppError('service_unavailable', { detail: 'Chromium went away while rendering', cause: error });
          }
          throw error;
        }
        kept.printed++;
        const current = await browser?.catch(() => undefined);
        const wanted = current === running && kept.printed < DOCUMENTS_PER_PAGE && idlePages.length < options.keptPages;
        if (wanted && !kept.page.isClosed()) {
          idlePages.push(kept);
          kept = undefined;
        }
        return result;
      } finally {
        // A page that failed, printed its share or is not wanted any more is closed, not kept.
        await kept?.page.close().catch(() => {});
        active--;
        if (active === 0 && !closed) closeWhenIdle();
      }
    },
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      await closeBrowser(forget());
    },
  };
}
