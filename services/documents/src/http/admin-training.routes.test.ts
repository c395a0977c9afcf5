import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Identity, TrainingBookOffer, TrainingParticipantList, translate } from '@shop/contracts';
import { auditLog } from '@shop/service-kit/db';
import { staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentsContext } from '../context';
import type * as schema from '../db/schema';
import { documentsService } from '../service';

// Staff maintain the service training participants (issue 15): listed with the customers' view, added and
// removed with their update, audited; a dealer added is offered its training book (in Polish) at once.

const salesManager = staffIdentity('sales_manager', '00000000-0000-4000-8000-0000000000c1');
const warehouse = staffIdentity('warehouse_employee', '00000000-0000-4000-8000-0000000000c2');
const dealer: Identity = {
  app: 'storefront',
  role: 'CUSTOMER',
  customerId: 'dealer-new',
  customerType: 'b2b',
  taxId: '9512367381',
};
const PATH = '/api/admin/training-participants';

let dataDir: string;
let service: TestService<typeof schema, DocumentsContext>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'documents-training-'));
  service = await startTestService(documentsService, { seed: true, env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await service?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: string, path: string, body?: unknown, identity: Identity = salesManager, lang = 'en') =>
  service.call(method, path, { identity, body, headers: { 'x-language': lang } });
const offered = async () =>
  TrainingBookOffer.parse((await service.call('GET', '/api/documents/service-training', { identity: dealer })).body);

describe('the service training participants in the back office', () => {
  it('adds a dealer (tax id as typed), who is then offered the book, and takes it off again, audited', async () => {
    expect(await offered()).toEqual({ offered: false, taxId: null });
    const added = await call('POST', PATH, {
      taxId: '951-236-73-81',
      companyName: 'Rowery Nowe Sp. z o.o.',
      city: 'Łódź',
      trainedOn: '2026-03-10',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toEqual({
      taxId: '9512367381',
      companyName: 'Rowery Nowe Sp. z o.o.',
      city: 'Łódź',
      trainedOn: '2026-03-10',
    });
    const list = TrainingParticipantList.parse((await call('GET', PATH)).body);
    expect(list.items.map((item) => item.taxId)).toContain('9512367381');
    expect(await offered()).toEqual({ offered: true, taxId: '9512367381' });

    expect((await call('DELETE', `${PATH}/9512367381`)).status).toBe(204);
    expect(await offered()).toEqual({ offered: false, taxId: null });
    expect((await call('DELETE', `${PATH}/9512367381`)).status).toBe(404);
    expect((await call('DELETE', `${PATH}/abc`)).status).toBe(404);

    const trail = await service.context.db.select().from(auditLog).where(eq(auditLog.entityId, '9512367381'));
    expect(trail.map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
  });

  it('refuses a tax id already on the list, a bad tax id, a bad date and an unknown field, in Polish', async () => {
    const twice = await call(
      'POST',
      PATH,
      { taxId: '5260250274', companyName: 'Drugi', city: 'Warszawa', trainedOn: '2026-01-01' },
      salesManager,
      'pl',
    );
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields).toEqual({ taxId: translate('field.duplicate', 'pl') });
    const bad = await call(
      'POST',
      PATH,
      { taxId: '123', companyName: '', city: 'Kraków', trainedOn: '10.03.2026', extra: true },
      salesManager,
      'pl',
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['companyName', 'extra', 'taxId', 'trainedOn']);
    expect(bad.body.error.fields.taxId).toBe(translate('field.tax_id', 'pl'));
  });

  it('refuses staff without the customers’ permissions', async () => {
    expect((await call('GET', PATH, undefined, warehouse)).status).toBe(403);
    const added = await call(
      'POST',
      PATH,
      { taxId: '9512367381', companyName: 'X', city: 'Y', trainedOn: '2026-01-01' },
      warehouse,
    );
    expect(added.status).toBe(403);
  });
});
