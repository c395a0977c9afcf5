import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvoiceAccepted } from '@shop/contracts';
import { documentsService } from '@shop/documents';
import { fakeServiceCaller, startTestService, type TestService, until } from '@shop/service-kit/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumPath, describeWithChromium, pdfText } from '../../../documents/src/testing/chromium';
import { invoice } from '../../../documents/src/testing/invoice-fixture';
import { type MailTestService, type SmtpPeer, startMailTestService, startSmtpPeer } from '../testing/smtp-peer';

// The buyer's e-mail once KSeF accepted an invoice (issue 26), from orders' `invoice-accepted` through the real
// consumer, queue and sender to the test's SMTP peer: in the order's language, the PDF printed by the real
// documents service (orders played by a fake caller there) and the FA(3) XML from orders (a small HTTP peer
// here) attached, the KSeF number in the text; one e-mail however often the event comes; and orders being
// away delays the e-mail, it does not lose it.

const xml = '<?xml version="1.0" encoding="UTF-8"?><Faktura><P_2>FV/2026/000123</P_2></Faktura>';
let peer: SmtpPeer;
let shop: MailTestService;
// biome-ignore lint/suspicious/noExplicitAny: another service's schema
let documents: TestService<any, any>;
let orders: Server;
let ordersUp = true;
const xmlAsked: string[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'shop-invoice-mails-'));

const accepted = (language: string, email: string) => ({
  invoiceId: invoice.id,
  orderId: invoice.orderId,
  orderNumber: invoice.orderNumber,
  number: invoice.number,
  kind: 'VAT',
  ksefNumber: invoice.ksefNumber,
  email,
  language,
});

beforeAll(async () => {
  // orders' internal route for the XML: the invoice of the fixture, any other unknown; down when told.
  orders = createServer((request, response) => {
    xmlAsked.push(request.url ?? '');
    if (!ordersUp) {
      response.writeHead(503, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ error: { code: 'service_unavailable', message: 'Down.' } }));
    }
    if (request.method === 'GET' && request.url === `/internal/orders/invoices/${invoice.id}/xml`) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ filename: 'FV-2026-000123.xml', xml }));
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { code: 'not_found', message: 'Not found.' } }));
  });
  await new Promise<void>((resolve) => orders.listen(0, '127.0.0.1', resolve));
  documents = await startTestService(documentsService, {
    env: { CHROMIUM_PATH: chromiumPath, DATA_DIR: dataDir, CATALOG_URL: 'http://127.0.0.1:1' },
  });
  documents.context.services = fakeServiceCaller((call) =>
    call.path === '/internal/orders/invoices/:id' && call.input.params?.id === invoice.id
      ? { ok: true, status: 200, body: invoice }
      : { ok: false, status: 404, error: { code: 'not_found', message: 'Not found.' } },
  );
  peer = await startSmtpPeer();
  shop = await startMailTestService(peer, {
    DOCUMENTS_URL: documents.url,
    ORDERS_URL: `http://127.0.0.1:${(orders.address() as AddressInfo).port}`,
  });
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await documents?.stop();
  await peer?.close();
  await new Promise((resolve) => orders?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Publishes the event under the invoice's id, delivers it again, and resolves to the one e-mail that arrived. */
async function deliverTwice(data: Record<string, unknown>, id = crypto.randomUUID()) {
  const envelope = await shop.publish(InvoiceAccepted, data, id);
  await shop.deliverAgain(InvoiceAccepted, envelope);
  const [row] = await shop.queuedFor(id);
  await until(async () => (await shop.rowOf(row!.id)).state === 'sent', 30_000, 'the invoice e-mail sent');
  await shop.bus.idle();
  await shop.notifications.context.mailSender.sendDue();
  expect(await shop.queuedFor(id)).toHaveLength(1);
  const copies = peer.received.filter((message) => message.mail.messageId === row!.messageId);
  expect(copies).toHaveLength(1);
  return { row: row!, arrived: copies[0]! };
}

describeWithChromium('the e-mail of an accepted invoice', () => {
  it('sends the buyer the invoice in Polish with its PDF and FA(3) XML, once though the event came twice', async () => {
    const { row, arrived } = await deliverTwice(accepted('pl', 'biuro@rowery-kowalski.example'));
    expect(arrived.to).toEqual(['biuro@rowery-kowalski.example']);
    expect(arrived.mail.subject).toBe('Faktura FV/2026/000123 do zamówienia ZF/2026/000900');
    expect(row.template).toBe('invoice-accepted');
    const text = arrived.mail.text ?? '';
    expect(text).toContain(`otrzymała numer KSeF ${invoice.ksefNumber}`);
    expect(text).toContain('Faktura VAT');
    expect(arrived.mail.html).toContain('<html lang="pl"');
    const files = arrived.mail.attachments.map((file) => [file.filename, file.contentType]);
    expect(files).toEqual([
      ['FV-2026-000123-pl.pdf', 'application/pdf'],
      ['FV-2026-000123.xml', 'application/xml'],
    ]);
    const [pdf, file] = arrived.mail.attachments;
    expect(pdfText(pdf!.content).replace(/\s+/g, ' ')).toContain('Faktura VAT nr FV/2026/000123');
    expect(file!.content.toString('utf8')).toBe(xml);
  }, 90_000);

  it('writes in English for an English order, with the English PDF', async () => {
    const { arrived } = await deliverTwice(accepted('en', 'office@bikes.example'));
    expect(arrived.mail.subject).toBe('Invoice FV/2026/000123 for order ZF/2026/000900');
    expect(arrived.mail.text).toContain(`under KSeF number ${invoice.ksefNumber}`);
    expect(arrived.mail.html).toContain('<html lang="en"');
    expect(arrived.mail.attachments.map((file) => file.filename)).toEqual([
      'FV-2026-000123-en.pdf',
      'FV-2026-000123.xml',
    ]);
    expect(pdfText(arrived.mail.attachments[0]!.content).replace(/\s+/g, ' ')).toContain(
      'VAT invoice no. FV/2026/000123',
    );
  }, 90_000);

  it('waits while orders is away and sends the e-mail whole once it answers', async () => {
    ordersUp = false;
    const id = crypto.randomUUID();
    await shop.publish(InvoiceAccepted, accepted('pl', 'czekam@rowery.example'), id);
    const [row] = await shop.queuedFor(id);
    await until(async () => (await shop.rowOf(row!.id)).lastError !== null, 30_000, 'a failed attempt');
    expect((await shop.rowOf(row!.id)).state).toBe('pending');
    expect(xmlAsked).toContain(`/internal/orders/invoices/${invoice.id}/xml`);
    expect(peer.arrivedFor('czekam@rowery.example')).toHaveLength(0);
    ordersUp = true;
    await until(
      async () => {
        shop.clock.advance(60 * 60_000);
        await shop.notifications.context.mailSender.sendDue();
        return (await shop.rowOf(row!.id)).state === 'sent';
      },
      30_000,
      'sent once orders answers',
    );
    const [arrived] = peer.arrivedFor('czekam@rowery.example');
    expect(arrived?.mail.attachments).toHaveLength(2);
  }, 90_000);
});
