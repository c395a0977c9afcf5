import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Identity, InsuranceCertificateForPrint } from '@shop/contracts';
import { guest, startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DocumentsContext } from '../context';
import type * as schema from '../db/schema';
import { documentsService } from '../service';
import { insuranceCertificateDocument } from '../templates/insurance-certificate';
import { chromiumPath, describeWithChromium, pdfText } from '../testing/chromium';

// The insurance certificate a registered bike's buyer gets by e-mail (issue 25): policy, frame, cover, sum,
// what is covered and not, the locks and the 48-hour police rule, in the buyer's language.

const internal: Identity = { app: 'internal', role: 'GUEST' };
const policy: InsuranceCertificateForPrint = {
  policyNumber: 'ZEF/2026/100001',
  frameNumber: 'ZF2026A00101',
  productName: 'Zefir Trail 29 <M>',
  purchaseDate: '2026-11-20',
  cover: { from: '2026-11-21', to: '2027-11-20' },
  insuredSum: { amount: 1_500_000, currency: 'PLN' },
  buyerName: 'Jan Kowalski',
  language: 'pl',
};

it('prints the policy, the cover, the sum, what it covers, the locks and the 48-hour rule, in pl and en', () => {
  const polish = insuranceCertificateDocument(policy, 'Zefir');
  for (const text of [
    'Certyfikat ubezpieczenia roweru',
    'ZEF/2026/100001',
    'ZF2026A00101',
    '21.11.2026 – 20.11.2027',
    '15\u00a0000,00',
    'kradzież z włamaniem',
    'poza granicami Polski',
    'co najmniej 8 mm',
    'co najmniej 5 mm',
    'w ciągu 48 godzin',
    'Zefir Trail 29 &lt;M&gt;',
  ]) {
    expect(polish.html).toContain(text);
  }
  expect(polish.fileName).toBe('certyfikat-ubezpieczenia-zf2026a00101.pdf');
  const english = insuranceCertificateDocument({ ...policy, language: 'en' }, 'Zefir');
  for (const text of ['Bicycle insurance certificate', 'within 48 hours', 'outside Poland', '15\u00a0000.00']) {
    expect(english.html).toContain(text);
  }
  expect(english.fileName).toBe('insurance-certificate-zf2026a00101.pdf');
});

describeWithChromium('POST /internal/documents/insurance-certificate', () => {
  let dataDir: string;
  let documents: TestService<typeof schema, DocumentsContext>;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'documents-insurance-'));
    documents = await startTestService(documentsService, { env: { CHROMIUM_PATH: chromiumPath, DATA_DIR: dataDir } });
  }, 120_000);
  afterAll(async () => {
    await documents?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the certificate as a PDF for another service, and nothing to a shopper', async () => {
    const path = '/internal/documents/insurance-certificate';
    const answer = await documents.call('POST', path, { identity: internal, body: policy });
    expect(answer.status).toBe(200);
    const pdf = Buffer.from(answer.body.pdfBase64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('ZF2026A00101');
    expect((await documents.call('POST', path, { identity: guest, body: policy })).status).toBe(403);
    const bad = await documents.call('POST', path, { identity: internal, body: { ...policy, cover: null } });
    expect(bad.status).toBe(400);
  }, 60_000);
});
