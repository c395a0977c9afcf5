import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Identity, TrainingBookOffer } from '@shop/contracts';
import { guest, startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentsContext } from '../context';
import type * as schema from '../db/schema';
import { documentsService } from '../service';

// Whether the downloads page offers a dealer its training book (SPEC §2): only in Polish, only to a dealer
// whose tax id is on the training participants list (seeded: 5260250274), and only dealers may ask.

const dealer = (taxId: string | undefined): Identity => ({
  app: 'storefront',
  role: 'CUSTOMER',
  customerId: `c-${taxId}`,
  customerType: 'b2b',
  taxId,
});
const retail: Identity = { app: 'storefront', role: 'CUSTOMER', customerId: 'c-retail', customerType: 'retail' };
const staff: Identity = { app: 'admin', role: 'ADMIN', adminType: 'super_admin' };
const OFFER = '/api/documents/service-training';

let dataDir: string;
let service: TestService<typeof schema, DocumentsContext>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'documents-offer-'));
  service = await startTestService(documentsService, { seed: true, env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await service?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const offer = (identity: Identity, lang: string) =>
  service.call('GET', OFFER, { identity, headers: { 'x-language': lang } });

describe('GET /api/documents/service-training (the training-book link)', () => {
  it.each([
    ['pl', '5260250274', { offered: true, taxId: '5260250274' }],
    ['pl', 'PL 526-025-02-74', { offered: true, taxId: '5260250274' }],
    ['en', '5260250274', { offered: false, taxId: null }],
    ['pl', '1234563218', { offered: false, taxId: null }],
    ['en', '1234563218', { offered: false, taxId: null }],
    ['pl', undefined, { offered: false, taxId: null }],
  ])('in %s for tax id %s answers %o', async (lang, taxId, expected) => {
    const answer = await offer(dealer(taxId), lang);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(TrainingBookOffer.parse(answer.body)).toEqual(expected);
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('asks a guest to sign in and refuses a retail customer and staff', async () => {
    const asGuest = await offer(guest, 'pl');
    expect(asGuest.status).toBe(401);
    expect(asGuest.body.error.code).toBe('authentication_required');
    for (const identity of [retail, staff, { ...retail, customerType: undefined }]) {
      const refused = await offer(identity, 'pl');
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('forbidden');
    }
  });

  it('takes no query', async () => {
    const answer = await service.call('GET', `${OFFER}?taxId=5260250274`, { identity: dealer('1234563218') });
    expect(answer.status).toBe(400);
  });
});
