import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { describe, it } from 'vitest';

// Test support: real renders need Chromium. Without it those tests are skipped with a notice, unless
// SHOP_REQUIRE_SERVICES=1 (CI), where a missing browser is a failure rather than a quiet skip.

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export const chromiumAvailable = isExecutable(chromiumPath);

/** `describe` for tests that render real PDFs. */
export function describeWithChromium(name: string, body: () => void): void {
  if (chromiumAvailable) {
    describe(name, body);
    return;
  }
  const notice = `no Chromium at ${chromiumPath}: apt-get install chromium (or set CHROMIUM_PATH)`;
  if (process.env.SHOP_REQUIRE_SERVICES === '1') {
    describe(name, () => {
      it('has Chromium to render with', () => {
        throw new Error(`${notice}; SHOP_REQUIRE_SERVICES=1 forbids skipping`);
      });
    });
    return;
  }
  console.warn(`skipping "${name}": ${notice}`);
  describe.skip(name, body);
}

/**
 * The text of a PDF through pdftotext (poppler-utils). Where poppler is not installed, falls back to the
 * document title in the PDF's info dictionary (Chromium writes the HTML <title> there as UTF-16BE hex).
 */
export function pdfText(pdf: Uint8Array): string {
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return pdfInfoTitle(pdf);
  }
}

function pdfInfoTitle(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const hex = /\/Title\s*<FEFF([0-9A-Fa-f]*)>/.exec(raw)?.[1];
  if (hex) return Buffer.from(hex, 'hex').swap16().toString('utf16le');
  return /\/Title\s*\(([^)]*)\)/.exec(raw)?.[1] ?? '';
}

/** The number of pages of a PDF, as pdfinfo (poppler-utils) reads it. */
export function pdfPages(pdf: Uint8Array): number {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf, encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}
