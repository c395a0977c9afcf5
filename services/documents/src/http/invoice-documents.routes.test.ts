import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Identity } from '@shop/contracts';
import {
  type FakeCall,
  fakeServiceCaller,
  guest,
  staffIdentity,
  startTestService,
  type TestService,
} from '@shop/service-kit/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DocumentsContext } from '../context';
import type * as schema from '../db/schema';
import { documentsService } from '../service';
import { chromiumPath, describeWithChromium, pdfText } from '../testing/chromium';
import { invoice } from '../testing/invoice-fixture';
import { signedDownload } from '../testing/signed-download';

// An invoice's PDF as the gateway asks for it: staff with invoices.view any, a customer only their own (orders
// decides: it answers 404 for another's), in pl and en, printed from what orders answers (a fake caller here).

let dataDir: string;
let documents: TestService<typeof schema, DocumentsContext>;
const owner = crypto.randomUUID();
const calls: FakeCall[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'documents-invoices-'));
  documents = await startTestService(documentsService, {
    env: { DATA_DIR: dataDir, CHROMIUM_PATH: chromiumPath, CATALOG_URL: 'http://127.0.0.1:1' },
  });
  const notFound = { ok: false, status: 404, error: { code: 'not_found', message: 'Not found.' } } as const;
  documents.context.services = fakeServiceCaller((call) => {
    calls.push(call);
    if (call.path !== '/internal/orders/invoices/:id' || call.input.params?.id !== invoice.id) return notFound;
    const customerId = call.input.query?.customerId;
    if (customerId !== undefined && customerId !== owner) return notFound;
    return { ok: true, status: 200, body: invoice };
  });
}, 120_000);

afterAll(async () => {
  await documents?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const download = (path: string, identity: Identity) => signedDownload(documents.url, path, identity);
const customer = (customerId: string): Identity => ({
  app: 'storefront',
  role: 'CUSTOMER',
  customerId,
  customerType: 'b2b',
});

describeWithChromium('an invoice as a PDF', () => {
  it('prints it for its buyer in Polish, asking orders for that customer’s invoice only', async () => {
    const { response, pdf: bytes } = await download(`/api/documents/invoices/${invoice.id}/pl`, customer(owner));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('FV-2026-000123-pl.pdf');
    expect(pdfText(bytes).replace(/\s+/g, ' ')).toContain('Faktura VAT nr FV/2026/000123');
    expect(calls.at(-1)?.input.query).toEqual({ customerId: owner });
  });

  it('prints any invoice for staff with invoices.view, in English', async () => {
    const { response, pdf: bytes } = await download(
      `/api/admin/invoices/${invoice.id}/pdf/en`,
      staffIdentity('sales_employee'),
    );
    expect(response.status).toBe(200);
    expect(pdfText(bytes).replace(/\s+/g, ' ')).toContain('VAT invoice no. FV/2026/000123');
    expect(calls.at(-1)?.input.query).toEqual({});
  });

  it('prints an invoice for its e-mail on the internal route, any invoice as for staff; an unknown one is 404', async () => {
    const internal = { app: 'internal', role: 'GUEST' } as const;
    const printed = await documents.call('GET', `/internal/documents/invoices/${invoice.id}/en`, {
      identity: internal,
    });
    expect(printed.status).toBe(200);
    expect(printed.body.filename).toContain('FV-2026-000123-en.pdf');
    const bytes = Buffer.from(printed.body.pdfBase64, 'base64');
    expect(pdfText(bytes).replace(/\s+/g, ' ')).toContain('VAT invoice no. FV/2026/000123');
    expect(calls.at(-1)?.input.query).toEqual({});
    const unknown = await documents.call('GET', `/internal/documents/invoices/${crypto.randomUUID()}/pl`, {
      identity: internal,
    });
    expect(unknown.status).toBe(404);
    const customerAsks = await documents.call('GET', `/internal/documents/invoices/${invoice.id}/pl`, {
      identity: customer(owner),
    });
    expect(customerAsks.status).toBeGreaterThanOrEqual(401);
  });
});

it('refuses another customer (404 as unknown), a guest, staff without the permission and bad input', async () => {
  const status = async (path: string, identity: Identity) => (await download(path, identity)).response.status;
  expect(await status(`/api/documents/invoices/${invoice.id}/pl`, customer(crypto.randomUUID()))).toBe(404);
  expect(await status(`/api/documents/invoices/${crypto.randomUUID()}/pl`, customer(owner))).toBe(404);
  expect(await status(`/api/documents/invoices/${invoice.id}/pl`, guest)).toBe(401);
  expect(await status(`/api/documents/invoices/${invoice.id}/de`, customer(owner))).toBe(404);
  expect(await status('/api/documents/invoices/not-an-id/pl', customer(owner))).toBe(400);
  expect(await status(`/api/admin/invoices/${invoice.id}/pdf/pl`, staffIdentity('marketing_employee'))).toBe(403);
});
