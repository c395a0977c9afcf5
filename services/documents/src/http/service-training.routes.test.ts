import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDENTITY_HEADER, type Identity } from '@shop/contracts';
import { createIdentitySigner } from '@shop/service-kit';
import { guest, startTestService, type TestService, testIdentityKeys } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentsContext } from '../context';
import type * as schema from '../db/schema';
import { generatedDocuments, trainingParticipants } from '../db/schema';
import { documentsService } from '../service';
import { chromiumPath, describeWithChromium, pdfText } from '../testing/chromium';

const trainedDealer: Identity = {
  app: 'storefront',
  role: 'CUSTOMER',
  customerId: 'c-5260250274',
  customerType: 'b2b',
  taxId: '5260250274',
};
const otherDealer: Identity = { ...trainedDealer, customerId: 'c-7791011327', taxId: '7791011327' };
const untrainedDealer: Identity = { ...trainedDealer, customerId: 'c-1234563218', taxId: '1234563218' };
const retailCustomer: Identity = {
  app: 'storefront',
  role: 'CUSTOMER',
  customerId: 'c-retail',
  customerType: 'retail',
};
const admin: Identity = { app: 'admin', role: 'ADMIN', adminType: 'sales_employee' };

const book = (taxId: string) => `/api/documents/service-training/${taxId}`;

let dataDir: string;
let service: TestService<typeof schema, DocumentsContext>;

async function startDocuments(env: Record<string, string> = {}) {
  return startTestService(documentsService, {
    seed: true,
    env: { DATA_DIR: join(dataDir, String(Math.random()).slice(2)), CHROMIUM_PATH: chromiumPath, ...env },
  });
}

/** Fetches a download as bytes (the kit's `call` reads bodies as text, which would mangle a PDF). */
async function download(path: string, identity: Identity, lang = 'pl') {
  const signer = await createIdentitySigner((await testIdentityKeys()).privateKey);
  const response = await fetch(`${service.url}${path}`, {
    headers: { [IDENTITY_HEADER]: await signer.sign(identity), 'x-language': lang },
  });
  return { response, pdf: new Uint8Array(await response.arrayBuffer()) };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'documents-test-'));
  service = await startDocuments();
});

afterAll(async () => {
  await service?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /api/documents/service-training/:taxId, who may print', () => {
  it('asks a guest to sign in', async () => {
    const answer = await service.call('GET', book('5260250274'), { identity: guest });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('authentication_required');
  });

  it("refuses a dealer another dealer's book", async () => {
    const answer = await service.call('GET', book('5260250274'), { identity: otherDealer });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('forbidden');
  });

  it('refuses a retail customer', async () => {
    const answer = await service.call('GET', book('5260250274'), { identity: retailCustomer });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('forbidden');
  });

  it('answers not found to a dealer who was not trained', async () => {
    const answer = await service.call('GET', book('1234563218'), { identity: untrainedDealer });
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('not_found');
  });

  it('explains a malformed tax id in Polish by default', async () => {
    const answer = await service.call('GET', book('526-025'), { identity: trainedDealer });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation_failed');
    expect(answer.body.error.fields).toEqual({ taxId: 'NIP musi składać się z 10 cyfr' });
  });

  it('explains a malformed tax id in English', async () => {
    const answer = await service.call('GET', book('52602502741'), {
      identity: trainedDealer,
      headers: { 'x-language': 'en' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ taxId: 'The tax ID must have 10 digits' });
  });

  it('keeps the training list as seeded when seeding runs again', async () => {
    await documentsService.seed?.(service.context);
    const rows = await service.context.db.select().from(trainingParticipants);
    expect(rows.map((row) => row.taxId)).toEqual(expect.arrayContaining(['5260250274', '7791011327']));
    expect(new Set(rows.map((row) => row.taxId)).size).toBe(rows.length);
  });
});

describe('GET /api/documents/service-training/:taxId without a browser', () => {
  it('answers 503 service_unavailable when Chromium is missing', async () => {
    const broken = await startDocuments({ CHROMIUM_PATH: '/nonexistent/chromium' });
    try {
      const answer = await broken.call('GET', book('5260250274'), { identity: trainedDealer });
      expect(answer.status).toBe(503);
      expect(answer.body.error.code).toBe('service_unavailable');
    } finally {
      await broken.stop();
    }
  });
});

describeWithChromium('GET /api/documents/service-training/:taxId, the printed book', () => {
  it('gives a trained dealer its book as a Polish PDF download and logs it', async () => {
    const { response, pdf } = await download(book('5260250274'), trainedDealer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="ksiazka-szkoleniowa-serwisu-5260250274.pdf"',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const text = pdfText(pdf);
    expect(text).toContain('Książka szkoleniowa serwisu');
    expect(text).toContain('E-Rowery Mazowsze Sp. z o.o.');

    const logged = await service.context.db.select().from(generatedDocuments);
    expect(logged).toContainEqual(
      expect.objectContaining({
        kind: 'service-training-book',
        language: 'pl',
        subject: '5260250274',
        bytes: pdf.length,
      }),
    );
  });

  it('prints the English edition when the shopper reads English', async () => {
    const { response, pdf } = await download(book('7791011327'), { ...otherDealer, taxId: 'PL 779-101-13-27' }, 'en');
    expect(response.status).toBe(200);
    const text = pdfText(pdf);
    expect(text).toContain('Service training book');
    expect(text).toContain('Centrum Rowerowe Wielkopolska s.c. Nowak i Wiśniewski');
  });

  it("lets an admin print any trained dealer's book", async () => {
    const { response, pdf } = await download(book('7791011327'), admin);
    expect(response.status).toBe(200);
    expect(pdf.length).toBeGreaterThan(1000);
  });
});
