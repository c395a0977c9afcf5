import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Identity } from '@shop/contracts';
import { guest, startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DocumentsContext } from '../context';
import type * as schema from '../db/schema';
import { documentsService } from '../service';
import { giftCardDocument } from '../templates/gift-card';
import { chromiumPath, describeWithChromium, pdfText } from '../testing/chromium';

// The printable gift card: what notifications attaches to the card's e-mail (docs/decisions/gift-cards.md).

const internal: Identity = { app: 'internal', role: 'GUEST' };
const card = {
  code: 'AB12CD34EF56GH78',
  value: { amount: 50_000, currency: 'PLN' as const },
  expiresAt: '2027-11-26T10:00:00.000Z',
  message: 'Wszystkiego najlepszego! <3',
  language: 'pl' as const,
};

it('prints the value, the code in groups of four, the validity and the message escaped; named by the code’s end', () => {
  const document = giftCardDocument(card, 'Zefir');
  expect(document.html).toContain('500,00');
  expect(document.html).toContain('AB12-CD34-EF56-GH78');
  expect(document.html).toContain('26.11.2027');
  expect(document.html).toContain('Wszystkiego najlepszego! &lt;3');
  expect(document.html).toContain('Karta podarunkowa');
  expect(document.fileName).toBe('karta-podarunkowa-gh78.pdf');
  const english = giftCardDocument({ ...card, language: 'en', value: { amount: 11_900, currency: 'EUR' } }, 'Zefir');
  expect(english.html).toContain('Gift card');
  expect(english.html).toContain('119.00');
  expect(english.fileName).toBe('gift-card-gh78.pdf');
});

describeWithChromium('POST /internal/documents/gift-card', () => {
  let dataDir: string;
  let documents: TestService<typeof schema, DocumentsContext>;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'documents-gift-card-'));
    documents = await startTestService(documentsService, {
      env: { CHROMIUM_PATH: chromiumPath, DATA_DIR: dataDir },
    });
  }, 120_000);
  afterAll(async () => {
    await documents?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the card as a PDF for another service, and nothing to a shopper', async () => {
    const answer = await documents.call('POST', '/internal/documents/gift-card', { identity: internal, body: card });
    expect(answer.status).toBe(200);
    const pdf = Buffer.from(answer.body.pdfBase64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('AB12-CD34-EF56-GH78');
    expect(answer.body.filename).toBe('karta-podarunkowa-gh78.pdf');

    expect(
      (await documents.call('POST', '/internal/documents/gift-card', { identity: guest, body: card })).status,
    ).toBe(403);
    const bad = await documents.call('POST', '/internal/documents/gift-card', {
      identity: internal,
      body: { ...card, language: 'xx' },
    });
    expect(bad.status).toBe(400);
  }, 60_000);
});
