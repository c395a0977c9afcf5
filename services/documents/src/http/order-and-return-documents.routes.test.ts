import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  defaultShopSettings,
  formatMoney,
  type Identity,
  type OrderForDocument,
  type ReturnForReport,
} from '@shop/contracts';
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
import { REPORT_MESSAGE_MAX_CHARS } from '../templates/service-report';
import { chromiumPath, describeWithChromium, pdfPages, pdfText } from '../testing/chromium';
import { signedDownload } from '../testing/signed-download';

// The service report and the dealer's order document, printed from what rma, orders and payments answer
// (played here by a fake caller), fetched as the gateway would ask for staff and for customers.

let dataDir: string;
let documents: TestService<typeof schema, DocumentsContext>;
const returnId = crypto.randomUUID();
const orderId = crypto.randomUUID();
const retailOrderId = crypto.randomUUID();
const dealer = crypto.randomUUID();
const customerText = '<script>alert(1)</script> Rowery & "Syn" <b>';
const longMessage = `Początek wiadomości. ${'Bardzo długi opis usterki. '.repeat(80)}KONIEC-NIEWIDOCZNY`;
const calls: FakeCall[] = [];
let paymentsAnswer = true;

const report: ReturnForReport = {
  id: returnId,
  number: 'RMA/2026/00077',
  stage: 'warranty',
  status: 'ready_to_send',
  requestedAction: 'repair',
  createdAt: '2026-11-02T09:15:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  purchaseDate: '2026-05-10',
  orderDate: '2026-05-09',
  address: {
    id: crypto.randomUUID(),
    alias: 'Dom',
    type: 'company',
    firstName: 'Anna',
    lastName: 'Nowak',
    companyName: customerText,
    taxId: null,
    vatId: null,
    street: 'ul. Długa 5',
    zipCode: '30-001',
    city: 'Kraków',
    country: 'PL',
    region: null,
    email: null,
    phone: null,
  },
  contactEmail: 'anna@example.pl',
  contactPhone: '+48 600 100 200',
  notes: 'Proszę o kontakt po 16:00',
  items: [
    {
      id: crypto.randomUUID(),
      category: 'Rower',
      productName: 'Zefir Trail 29',
      problem: 'Pęknięta rama przy suporcie',
      serialNumbers: ['ZF123', 'ZF124'],
      status: 'refunded',
    },
    {
      id: crypto.randomUUID(),
      category: 'Bateria',
      productName: 'Bateria 500 Wh',
      problem: 'Nie ładuje się',
      serialNumbers: [],
      status: 'repaired',
    },
  ],
  attachments: [
    {
      id: crypto.randomUUID(),
      name: 'paragon.pdf',
      mime: 'application/pdf',
      size: 300,
      createdAt: '2026-11-02T09:15:00.000Z',
    },
  ],
  messages: [
    {
      id: crypto.randomUUID(),
      author: 'customer',
      staffName: null,
      text: customerText,
      attachments: [
        {
          id: crypto.randomUUID(),
          name: 'zdjecie-ramy.jpg',
          mime: 'image/jpeg',
          size: 900,
          createdAt: '2026-11-03T10:00:00.000Z',
        },
      ],
      createdAt: '2026-11-03T10:00:00.000Z',
    },
    {
      id: crypto.randomUUID(),
      author: 'staff',
      staffName: 'Bartosz Kozłowski',
      text: longMessage,
      attachments: [],
      createdAt: '2026-11-04T08:30:00.000Z',
    },
  ],
  messagesOpen: true,
  customerId: crypto.randomUUID(),
  assignee: { id: crypto.randomUUID(), name: 'Bartosz Kozłowski' },
  order: { id: crypto.randomUUID(), number: 'ZF/2026/000321', total: { amount: 1_299_900, currency: 'PLN' } },
  refunds: [],
  statusHistory: [
    { at: '2026-11-05T07:00:00.000Z', staffName: 'Bartosz Kozłowski', from: 'new', to: 'in_progress' },
    { at: '2026-11-20T12:00:00.000Z', staffName: 'Tadeusz Woźniak', from: 'in_progress', to: 'ready_to_send' },
  ],
};
report.refunds = [{ itemId: report.items[0]!.id, amount: { amount: 45_000, currency: 'PLN' } }];

/** A line as orders answers it: net the gross's net at its rate (half up), VAT the rest. */
const line = (kind: 'item' | 'delivery', name: string, quantity: number, gross: number, vatRate: number) => {
  const net = Math.floor((2 * gross * 100 + (100 + vatRate)) / (2 * (100 + vatRate)));
  return {
    kind,
    sku: kind === 'item' ? `ZF-${name.length}` : '',
    name,
    optionsLabel: '',
    quantity,
    unitNet: Math.round(net / quantity),
    vatRate,
    net,
    vat: gross - net,
    gross,
  };
};
const lines = [
  line('item', 'Zefir Trail 29', 2, 2_599_800, 23),
  line('item', 'Kask miejski', 3, 44_997, 8),
  line('item', 'Książka serwisowa', 1, 4_990, 5),
  line('delivery', 'COURIER', 1, 3_999, 23),
];
const rateOf = (vatRate: number) => {
  const at = lines.filter((l) => l.vatRate === vatRate);
  const sum = (key: 'net' | 'vat' | 'gross') => at.reduce((total, l) => total + l[key], 0);
  return { vatRate, net: sum('net'), vat: sum('vat'), gross: sum('gross') };
};
const vatRates = [rateOf(23), rateOf(8), rateOf(5)];
const order: OrderForDocument = {
  id: orderId,
  number: 'ZF/2026/000555',
  createdAt: '2026-11-24T10:00:00.000Z',
  type: 'STANDARD',
  status: 'new',
  customerType: 'b2b',
  paymentMethod: 'transfer',
  currency: 'PLN',
  email: 'zakupy@rowery.pl',
  phone: '+48 600 700 800',
  billing: {
    type: 'company',
    firstName: 'Jan',
    lastName: 'Kowalski',
    companyName: customerText,
    taxId: '5260250274',
    street: 'ul. Fabryczna 3',
    zipCode: '43-300',
    city: 'Bielsko-Biała',
    country: 'PL',
  },
  delivery: {
    firstName: 'Jan',
    lastName: 'Kowalski',
    companyName: 'Magazyn Kowalski',
    street: 'ul. Składowa 9',
    zipCode: '43-300',
    city: 'Bielsko-Biała',
    country: 'PL',
  },
  comments: 'Dostawa po 8:00 <proszę>',
  promoCode: null,
  discount: 0,
  lines,
  vatRates,
  totals: {
    net: vatRates.reduce((t, r) => t + r.net, 0),
    vat: vatRates.reduce((t, r) => t + r.vat, 0),
    gross: vatRates.reduce((t, r) => t + r.gross, 0),
  },
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'documents-personal-'));
  documents = await startTestService(documentsService, {
    env: { DATA_DIR: dataDir, CHROMIUM_PATH: chromiumPath, CATALOG_URL: 'http://127.0.0.1:1' },
  });
  const notFound = { ok: false, status: 404, error: { code: 'not_found', message: 'Not found.' } } as const;
  documents.context.services = fakeServiceCaller((call) => {
    calls.push(call);
    const params = call.input.params ?? {};
    if (call.path === '/internal/rma/returns/:returnId/report')
      return params.returnId === returnId ? { ok: true, status: 200, body: report } : notFound;
    if (call.path === '/internal/orders/:orderId/document') {
      if (call.input.query?.customerId !== dealer) return notFound;
      if (params.orderId === orderId) return { ok: true, status: 200, body: order };
      if (params.orderId === retailOrderId)
        return { ok: true, status: 200, body: { ...order, id: retailOrderId, customerType: 'retail' } };
      return notFound;
    }
    if (call.path === '/internal/payments/transfer-account')
      return paymentsAnswer
        ? {
            ok: true,
            status: 200,
            body: { account: 'PL61109010140000071219812874', recipient: 'Zefir Rowery Elektryczne sp. z o.o.' },
          }
        : { ok: false, status: 503, error: undefined };
    return notFound;
  });
}, 120_000);

afterAll(async () => {
  await documents?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const download = (path: string, identity: Identity) => signedDownload(documents.url, path, identity);
const oneLine = (pdf: Uint8Array) => pdfText(pdf).replace(/\s+/g, ' ');
const service = staffIdentity('service_manager');
const asDealer: Identity = { app: 'storefront', role: 'CUSTOMER', customerId: dealer, customerType: 'b2b' };

describeWithChromium('GET /api/admin/returns/:id/report/:lang', () => {
  it.each([
    [
      'pl',
      'Raport serwisowy',
      'Zwrócono pieniądze',
      'W realizacji → Gotowe do wysyłki',
      'Serwisant',
      'Miejscowość',
      '450,00 zł',
    ],
    ['en', 'Service report', 'Refunded', 'In progress → Ready to send', 'Service technician', 'Place', '450.00 PLN'],
  ] as const)(
    'prints the return in %s: items with decisions, history, thread and signatures',
    async (lang, ...texts) => {
      const { response, pdf } = await download(`/api/admin/returns/${returnId}/report/${lang}`, service);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-disposition')).toContain(`RMA-2026-00077-${lang}.pdf`);
      expect(pdfPages(pdf)).toBeGreaterThanOrEqual(2);
      const text = oneLine(pdf);
      for (const expected of texts) expect(text).toContain(expected);
      for (const expected of [
        'RMA/2026/00077',
        'ZF/2026/000321',
        'Zefir Trail 29',
        'ZF123, ZF124',
        'anna@example.pl',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).toContain('Bartosz Kozłowski');
      expect(text).toContain('Tadeusz Woźniak');
      expect(text).toContain('zdjecie-ramy.jpg');
      expect(text).toContain('paragon.pdf');
      // Times in Warsaw: filed 09:15 UTC is 10:15 there.
      expect(text).toContain('02.11.2026 10:15');
    },
  );

  it('prints what the customer wrote as text and shortens a very long message', async () => {
    const { pdf } = await download(`/api/admin/returns/${returnId}/report/pl`, service);
    const text = oneLine(pdf);
    expect(text).toContain(customerText);
    expect(text).toContain('Początek wiadomości.');
    expect(text).not.toContain('KONIEC-NIEWIDOCZNY');
    expect(text).toMatch(new RegExp(`pominięto ${[...longMessage].length - REPORT_MESSAGE_MAX_CHARS} znaków`));
  });

  it('refuses staff without returns.generate_report, a customer and a guest; an unknown return or language is not found', async () => {
    expect(
      (await download(`/api/admin/returns/${returnId}/report/pl`, staffIdentity('warehouse_employee'))).response.status,
    ).toBe(403);
    expect((await download(`/api/admin/returns/${returnId}/report/pl`, asDealer)).response.status).toBe(403);
    expect((await download(`/api/admin/returns/${returnId}/report/pl`, guest)).response.status).toBe(403);
    const unknown = await download(`/api/admin/returns/${crypto.randomUUID()}/report/pl`, service);
    expect(unknown.response.status).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await download('/api/admin/returns/not-a-return/report/pl', service)).response.status).toBe(404);
    expect((await download(`/api/admin/returns/${returnId}/report/de`, service)).response.status).toBe(404);
  });
});

describeWithChromium('GET /api/documents/orders/:id/:lang', () => {
  // As the text comes out of the PDF: a no-break space between thousands reads as a space.
  const money = (amount: number, lang: string) => formatMoney({ amount, currency: 'PLN' }, lang).replace(/\s+/g, ' ');

  it.each([
    [
      'pl',
      'Faktura pro forma',
      'nie jest fakturą VAT',
      'Przelew bankowy',
      'Numer konta',
      'NIP: 5260250274',
      'Dostawa kurierem',
    ],
    [
      'en',
      'Pro forma invoice',
      'not a VAT invoice',
      'Bank transfer',
      'Account number',
      'Tax ID (NIP): 5260250274',
      'Courier delivery',
    ],
  ] as const)(
    'prints a dealer order in %s with its lines, totals per VAT rate and transfer details',
    async (lang, ...texts) => {
      const { response, pdf } = await download(`/api/documents/orders/${orderId}/${lang}`, asDealer);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-disposition')).toContain(`pro-forma-ZF-2026-000555-${lang}.pdf`);
      // Four lines: the lines and totals on the first page, the payment block (kept whole) at most on a second.
      expect(pdfPages(pdf)).toBeGreaterThanOrEqual(1);
      expect(pdfPages(pdf)).toBeLessThanOrEqual(2);
      const text = oneLine(pdf);
      for (const expected of texts) expect(text).toContain(expected);
      expect(text).toContain('ZF/2026/000555');
      expect(text).toContain('PL61 1090 1014 0000 0712 1981 2874');
      const seller = defaultShopSettings.company;
      expect(text).toContain(seller.name);
      expect(text).toContain(seller.taxId);
      expect(text).toContain('Magazyn Kowalski');
      // Each rate's row and the total, as the sums of the lines at that rate.
      for (const rate of vatRates) {
        expect(text).toContain(
          `${rate.vatRate}% ${money(rate.net, lang)} ${money(rate.vat, lang)} ${money(rate.gross, lang)}`,
        );
      }
      const { net, vat, gross } = order.totals;
      expect(net + vat).toBe(gross);
      expect(text).toContain(`${money(net, lang)} ${money(vat, lang)} ${money(gross, lang)}`);
      expect(text).toContain(`${lang === 'pl' ? 'Do zapłaty' : 'Amount due'} ${money(gross, lang)}`);
    },
  );

  it("asks orders for the caller's own order and prints what the buyer typed as text", async () => {
    calls.length = 0;
    const { pdf } = await download(`/api/documents/orders/${orderId}/pl`, asDealer);
    expect(calls.find((call) => call.path === '/internal/orders/:orderId/document')?.input.query).toEqual({
      customerId: dealer,
    });
    const text = oneLine(pdf);
    // The company name wraps in its column: each half is there as typed, no markup came through.
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain('Rowery & "Syn" <b>');
    expect(text).toContain('Dostawa po 8:00 <proszę>');
  });

  it('says where the account number is when payments does not name it', async () => {
    paymentsAnswer = false;
    try {
      const { response, pdf } = await download(`/api/documents/orders/${orderId}/en`, asDealer);
      expect(response.status).toBe(200);
      expect(oneLine(pdf)).toContain("The account number is shown on the order's page in your account.");
    } finally {
      paymentsAnswer = true;
    }
  });

  it("answers a guest 401; another customer's, a retail, an unknown order or language 404", async () => {
    expect((await download(`/api/documents/orders/${orderId}/pl`, guest)).response.status).toBe(401);
    const stranger: Identity = {
      app: 'storefront',
      role: 'CUSTOMER',
      customerId: crypto.randomUUID(),
      customerType: 'b2b',
    };
    expect((await download(`/api/documents/orders/${orderId}/pl`, stranger)).response.status).toBe(404);
    expect((await download(`/api/documents/orders/${retailOrderId}/pl`, asDealer)).response.status).toBe(404);
    expect((await download(`/api/documents/orders/${crypto.randomUUID()}/pl`, asDealer)).response.status).toBe(404);
    expect((await download(`/api/documents/orders/${orderId}/fr`, asDealer)).response.status).toBe(404);
    expect((await download('/api/documents/orders/abc/pl', asDealer)).response.status).toBe(400);
  });
});
