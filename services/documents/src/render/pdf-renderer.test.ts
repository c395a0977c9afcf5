import { AppError, createLogger } from '@shop/service-kit';
import puppeteer, { type Browser, type LaunchOptions } from 'puppeteer-core';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumPath, describeWithChromium, pdfText } from '../testing/chromium';
import { createPdfRenderer, type PdfRenderer } from './pdf-renderer';

const log = createLogger('documents-test', 'silent');
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
    expect(mostOpen).toBeLessThanOrEqual(2);
    expect((await browser.pages()).length).toBe(idlePages);
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

  it('closes its browser and refuses work afterwards', async () => {
    const { browsers, launch } = watchedLaunches();
    renderer = createPdfRenderer({ executablePath: chromiumPath, log, launch });
    await renderer.render(page('once'));
    await renderer.close();
    expect(browsers[0]!.connected).toBe(false);
    await expect(renderer.render(page('again'))).rejects.toMatchObject({ code: 'service_unavailable' });
  });
});
