import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError, createLogger } from '@shop/service-kit';
import puppeteer, { type Browser, type LaunchOptions } from 'puppeteer-core';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumPath, describeWithChromium, pdfText } from '../testing/chromium';
import { createPdfRenderer, documentHash, isAllowedRequest, type PdfRenderer } from './pdf-renderer';

const log = createLogger('documents-test', 'silent');

/** Whether a process runs (a zombie waiting for its parent does not count). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
const page = (title: string) => ({ html: `<!doctype html><html><body><h1>${title}</h1></body></html>` });

let renderer: PdfRenderer | undefined;
afterEach(async () => {
  await renderer?.close();
  renderer = undefined;
});

describe('createPdfRenderer without a browser', () => {
  it('refuses with service_unavailable, naming the path and what to install', async () => {
    renderer = createPdfRenderer({ executablePath: '/nonexistent/chromium', log });
    const failure = await renderer.render(page('x')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('service_unavailable');
    expect((failure as AppError).message).toContain('/nonexistent/chromium');
    expect((failure as AppError).message).toContain('apt-get install chromium');
  });
});

describe('what a page may load', () => {
  it('allows only what is inside the document', () => {
    expect(isAllowedRequest('data:image/svg+xml;base64,PHN2Zy8+')).toBe(true);
    expect(isAllowedRequest('about:blank')).toBe(true);
    expect(isAllowedRequest('http://127.0.0.1:8080/media/catalog/x/640.webp')).toBe(false);
    expect(isAllowedRequest('https://example.com/font.woff2')).toBe(false);
    expect(isAllowedRequest('file:///etc/passwd')).toBe(false);
  });

  it('hashes a document by all of its inputs', () => {
    expect(documentHash(page('a'))).toBe(documentHash(page('a')));
    expect(documentHash(page('a'))).not.toBe(documentHash(page('b')));
    expect(documentHash({ ...page('a'), footerTemplate: 'x' })).not.toBe(documentHash(page('a')));
    expect(documentHash({ ...page('a'), tagged: false })).not.toBe(documentHash(page('a')));
    expect(documentHash({ ...page('a'), tagged: true })).toBe(documentHash(page('a')));
  });
});

describeWithChromium('Chromium and the process that started it', () => {
  it('ends when that process is killed outright', async () => {
    // A shop process that prints a document, says which Chromium printed it, and is then killed with -9.
    const script = `
      import puppeteer from 'puppeteer-core';
      import { createLogger } from '@shop/service-kit';
      import { createPdfRenderer } from ${JSON.stringify(new URL('./pdf-renderer.ts', import.meta.url).pathname)};
      const launch = async (options) => {
        const browser = await puppeteer.launch(options);
        console.log('chromium ' + browser.process().pid);
        return browser;
      };
      const renderer = createPdfRenderer({ executablePath: ${JSON.stringify(chromiumPath)}, log: createLogger('t', 'silent'), launch });
      await renderer.render({ html: '<h1>x</h1>' });
      console.log('printed');
      setInterval(() => {}, 1000);`;
    const shop = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: new URL('../..', import.meta.url).pathname,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      shop.stdout.on('data', (chunk: Buffer) => {
        output += chunk;
        if (output.includes('printed')) resolve();
      });
      shop.once('exit', () => reject(new Error(`the shop process ended first: ${output}`)));
    });
    const chromium = Number(/chromium (\d+)/.exec(output)?.[1]);
    expect(isRunning(chromium)).toBe(true);
    shop.kill('SIGKILL');
    await expect.poll(() => isRunning(chromium), { timeout: 15_000 }).toBe(false);
  });
});

describeWithChromium('createPdfRenderer with Chromium', () => {
  /** A launcher that remembers each browser it started, so a test can count launches and pages. */
  function watchedLaunches() {
    const browsers: Browser[] = [];
    const launch = async (options: LaunchOptions) => {
      const browser = await puppeteer.launch(options);
      browsers.push(browser);
      return browser;
    };
    return { browsers, launch };
  }

  it('prints A4 pages with Polish letters intact', async () => {
    renderer = createPdfRenderer({ executablePath: chromiumPath, log });
    const pdf = await renderer.render({ ...page('Zażółć gęślą jaźń'), footerTemplate: '<span></span>' });
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('Zażółć gęślą jaźń');
  });

  it('re-uses one browser and keeps no more pages open than allowed', async () => {
    const { browsers, launch } = watchedLaunches();
    renderer = createPdfRenderer({ executablePath: chromiumPath, log, concurrency: 2, launch });
    await renderer.render(page('warm-up'));
    const browser = browsers[0]!;
    const idlePages = (await browser.pages()).length;
    let open = 0;
    let mostOpen = 0;
    browser.on('targetcreated', (target) => {
      if (target.type() === 'page') mostOpen = Math.max(mostOpen, ++open);
    });
    browser.on('targetdestroyed', (target) => {
      if (target.type() === 'page') open--;
    });

    const pdfs = await Promise.all(Array.from({ length: 6 }, (_, i) => renderer!.render(page(`document ${i}`))));
    expect(pdfs.every((pdf) => pdf.length > 500)).toBe(true);
    expect(browsers).toHaveLength(1);
    // The warm-up's page is kept for the next document: one more page at most opens beside it.
    expect(mostOpen).toBeLessThanOrEqual(1);
    expect((await browser.pages()).length).toBeLessThanOrEqual(idlePages + 1);
  });

  it('prints a tagged (accessible) PDF unless a document asks for none', async () => {
    renderer = createPdfRenderer({ executablePath: chromiumPath, log });
    const tagged = (pdf: Uint8Array) =>
      /^Tagged:\s+yes/m.test(execFileSync('pdfinfo', ['-'], { input: pdf, encoding: 'utf8' }));
    expect(tagged(await renderer.render(page('accessible')))).toBe(true);
    const plain = await renderer.render({ ...page('untagged'), tagged: false });
    expect(tagged(plain)).toBe(false);
    expect(pdfText(plain)).toContain('untagged');
  });

  it('prints the next document on the page the last one used', async () => {
    const { browsers, launch } = watchedLaunches();
    renderer = createPdfRenderer({ executablePath: chromiumPath, log, launch });
    await renderer.render(page('first'));
    let opened = 0;
    browsers[0]!.on('targetcreated', () => opened++);
    expect(pdfText(await renderer.render(page('second')))).toContain('second');
    expect(pdfText(await renderer.render(page('third')))).toContain('third');
    expect(opened).toBe(0);
  });

  it('starts nothing before the first document, and one browser for documents that come at once', async () => {
    const { browsers, launch } = watchedLaunches();
    renderer = createPdfRenderer({ executablePath: chromiumPath, log, launch });
    expect(browsers).toHaveLength(0);
    const pdfs = await Promise.all(['a', 'b', 'c'].map((text) => renderer!.render(page(`first ${text}`))));
    expect(pdfs.map(pdfText)).toEqual([
      expect.stringContaining('first a'),
      expect.stringContaining('first b'),
      expect.stringContaining('first c'),
    ]);
    expect(browsers).toHaveLength(1);
  });

  it('closes the browser after a quiet period and starts it again for the next document', async () => {
    const { browsers, launch } = watchedLaunches();
    renderer = createPdfRenderer({ executablePath: chromiumPath, log, launch, limits: { idleMs: 50 } });
    await renderer.render(page('before the pause'));
    await new Promise((resolve) => browsers[0]!.once('disconnected', resolve));

    expect(pdfText(await renderer.render(page('after the pause')))).toContain('after the pause');
    expect(browsers).toHaveLength(2);
  });

  it('prints a document that arrives while the quiet browser is closing', async () => {
    const { browsers, launch } = watchedLaunches();
    let closing!: () => void;
    const closeAsked = new Promise<void>((resolve) => {
      closing = resolve;
    });
    let letClose!: () => void;
    const closeAllowed = new Promise<void>((resolve) => {
      letClose = resolve;
    });
    const holdingClose = async (options: LaunchOptions) => {
      const browser = await launch(options);
      if (browsers.length === 1) {
        // The first browser's close waits for the test, so a document can arrive in the middle of it.
        const close = browser.close.bind(browser);
        browser.close = async () => {
          closing();
          await closeAllowed;
          await close();
        };
      }
      return browser;
    };
    renderer = createPdfRenderer({ executablePath: chromiumPath, log, launch: holdingClose, limits: { idleMs: 50 } });
    await renderer.render(page('before closing'));
    await closeAsked;

    const during = renderer.render(page('while closing'));
    expect(pdfText(await during)).toContain('while closing');
    letClose();
    expect(browsers).toHaveLength(2);
  });

  it('starts a new browser after the old one crashed', async () => {
    const { browsers, launch } = watchedLaunches();
    renderer = createPdfRenderer({ executablePath: chromiumPath, log, launch });
    await renderer.render(page('before'));
    const crashed = new Promise((resolve) => browsers[0]!.once('disconnected', resolve));
    browsers[0]!.process()?.kill('SIGKILL');
    await crashed;

    const pdf = await renderer.render(page('after'));
    expect(pdfText(pdf)).toContain('after');
    expect(browsers).toHaveLength(2);
  });

  it('never lets a page reach the network, and still prints it', async () => {
    const asked: string[] = [];
    const server = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.end('body { color: red }');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      renderer = createPdfRenderer({ executablePath: chromiumPath, log });
      const pdf = await renderer.render({
        html: `<!doctype html><html><head><link rel="stylesheet" href="http://127.0.0.1:${port}/style.css"></head>
<body><h1>Offline</h1><img src="http://127.0.0.1:${port}/picture.png"><iframe src="http://127.0.0.1:${port}/frame"></iframe>
<img src="data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>').toString('base64')}"></body></html>`,
      });
      expect(pdfText(pdf)).toContain('Offline');
      expect(asked).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('prints the same document once and answers a repeat from its cache', async () => {
    const { browsers, launch } = watchedLaunches();
    renderer = createPdfRenderer({ executablePath: chromiumPath, log, launch });
    const first = await renderer.render(page('cached'));
    let opened = 0;
    browsers[0]!.on('targetcreated', () => opened++);
    const [second, third] = await Promise.all([renderer.render(page('cached')), renderer.render(page('cached'))]);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(opened).toBe(0);
  });

  it('refuses as busy what does not fit in the queue, and prints the rest', async () => {
    renderer = createPdfRenderer({ executablePath: chromiumPath, log, limits: { concurrency: 1, queue: 1 } });
    const results = await Promise.allSettled([1, 2, 3].map((i) => renderer!.render(page(`queued ${i}`))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'service_unavailable' });
  });

  it('gives up on a document that takes longer than allowed, and keeps working', async () => {
    renderer = createPdfRenderer({ executablePath: chromiumPath, log, limits: { timeoutMs: 1 } });
    await expect(renderer.render(page('too slow'))).rejects.toMatchObject({ code: 'service_unavailable' });
    await renderer.close();
    renderer = createPdfRenderer({ executablePath: chromiumPath, log });
    expect(pdfText(await renderer.render(page('on time')))).toContain('on time');
  });

  it('closes its browser and refuses work afterwards', async () => {
    const { browsers, launch } = watchedLaunches();
    renderer = createPdfRenderer({ executablePath: chromiumPath, log, launch });
    await renderer.render(page('once'));
    await renderer.close();
    expect(browsers[0]!.connected).toBe(false);
    await expect(renderer.render(page('again'))).rejects.toMatchObject({ code: 'service_unavailable' });
  });
});
