import { randomUUID } from 'node:crypto';
import { ClaimDocuments, todayInWarsaw, translate } from '@shop/contracts';
import { auditLog } from '@shop/service-kit/db';
import { staffIdentity } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CmsTestService, startCms } from '../test-support';
import { pdf, photo, postFiles, temporaryFileStore, zip } from '../upload-test-support';
import { insuranceClaimDocuments, insuranceClaims } from './claims.schema';
import { addDays } from './insurance-period';
import { insurancePolicies } from './schema';

// Documents of an insurance claim (issue 25): the service desk (insurance.update) attaches PDFs, JPGs and
// PNGs, told by content, lists them and downloads them; sales (insurance.list only), a customer and a guest
// get none of them; a ZIP named .jpg is refused with DESIGN §4's error and keeps nothing; each one audited.

let cms: CmsTestService;
let stop: () => Promise<void>;
const store = temporaryFileStore();
const service = staffIdentity('service_employee');
const sales = staffIdentity('sales_employee');
const policyId = randomUUID();
const claimId = randomUUID();
const otherPolicyId = randomUUID();
const base = `/api/admin/insurance/policies/${policyId}/claims/${claimId}/documents`;

beforeAll(async () => {
  ({ cms, stop } = await startCms({ env: store.env }));
  const purchaseDate = addDays(todayInWarsaw(), -30);
  for (const [id, frameNumber] of [
    [policyId, 'ZFDOCS00001'],
    [otherPolicyId, 'ZFDOCS00002'],
  ] as const) {
    await cms.context.db.insert(insurancePolicies).values({
      id,
      frameNumber,
      policyNumber: `ZEF/2026/${frameNumber.slice(-6)}`,
      purchaseDate,
      coverFrom: addDays(purchaseDate, 1),
      coverTo: addDays(purchaseDate, 365),
      insuredSum: 1_000_000,
      sku: 'ZF-1001-01',
      productName: { pl: 'Zefir Miejski C1', en: 'Zefir City C1' },
      buyerName: 'Jan Kowalski',
      buyerEmail: 'jan.kowalski@example.pl',
      buyerLanguage: 'pl',
      saleDocument: 'FV/2026/11/0042',
      registeredBy: 'staff',
      staffId: 'staff-1',
      staffName: 'Ewa Nowak',
    });
  }
  await cms.context.db.insert(insuranceClaims).values({
    id: claimId,
    policyId,
    claimNumber: 'SZK/2026/000777',
    kind: 'accidental_damage',
    occurredAt: new Date(Date.now() - 30 * 3_600_000),
    description: 'Upadek, pęknięta rama',
    staffId: 'staff-1',
    staffName: 'Ewa Nowak',
  });
}, 120_000);
afterAll(async () => {
  await stop?.();
  store.remove();
});

const attach = (files: [string, Buffer][], identity = service, lang = 'en', path = base) =>
  postFiles(cms, path, files, identity, lang);
const list = async () => ClaimDocuments.parse((await cms.call('GET', base, { identity: service })).body).items;

describe('documents of a claim', () => {
  it('keeps PDFs and pictures checked by content, lists them and lets the service desk download them', async () => {
    const answer = await attach([
      ['../Zgłoszenie policji.pdf', pdf],
      ['rama.png', photo()],
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [report, picture] = ClaimDocuments.parse(answer.body).items;
    expect(report).toMatchObject({ name: 'Zgłoszenie policji.pdf', mime: 'application/pdf', size: pdf.length });
    expect(picture).toMatchObject({ name: 'rama.png', mime: 'image/png', staffName: 'Ewa Nowak' });
    expect((await list()).map((document) => document.name)).toEqual(['Zgłoszenie policji.pdf', 'rama.png']);

    const download = await cms.call('GET', `${base}/${report!.id}`, { identity: service });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment;');
    expect(download.body).toBe(pdf.toString());

    const audited = await cms.context.db.select().from(auditLog).where(eq(auditLog.entityId, report!.id));
    expect(audited).toMatchObject([{ entity: 'insurance_claim_document', action: 'create' }]);
  });

  it('refuses a ZIP named .jpg with DESIGN §4 error, in both languages, and keeps nothing', async () => {
    const before = [store.stored().length, (await list()).length];
    const zipped = await attach([
      ['ok.pdf', pdf],
      ['zdjecie.jpg', zip],
    ]);
    expect(zipped.status).toBe(415);
    expect(zipped.body.error).toMatchObject({
      code: 'unsupported_media_type',
      message: translate('error.upload_wrong_type', 'en', { name: 'zdjecie.jpg', accepted: 'PDF, JPG, PNG' }),
    });
    const polish = await attach([['zdjecie.jpg', zip]], service, 'pl');
    expect(polish.body.error.message).toBe('Plik „zdjecie.jpg” ma nieobsługiwany format (dozwolone: PDF, JPG, PNG).');
    expect([store.stored().length, (await list()).length]).toEqual(before);
  });

  it('gives them to nobody without insurance.update, and no claim of another policy', async () => {
    const [document] = await list();
    for (const identity of [
      sales,
      { app: 'storefront' as const, role: 'CUSTOMER' as const, customerId: randomUUID() },
    ]) {
      expect((await cms.call('GET', base, { identity })).status).toBe(403);
      expect((await cms.call('GET', `${base}/${document!.id}`, { identity })).status).toBe(403);
      expect((await attach([['a.pdf', pdf]], identity as typeof service)).status).toBe(403);
    }
    expect((await cms.call('GET', `${base}/${document!.id}`, { identity: null })).status).toBe(401);
    const elsewhere = `/api/admin/insurance/policies/${otherPolicyId}/claims/${claimId}/documents`;
    expect((await cms.call('GET', `${elsewhere}/${document!.id}`, { identity: service })).status).toBe(404);
    expect((await attach([['a.pdf', pdf]], service, 'en', elsewhere)).status).toBe(404);
    expect((await cms.call('GET', `${base}/${randomUUID()}`, { identity: service })).status).toBe(404);
    expect(await cms.context.db.select().from(insuranceClaimDocuments)).toHaveLength(2);
  });
});
