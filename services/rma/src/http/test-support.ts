import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDENTITY_HEADER, type Identity } from '@shop/contracts';
import { type Clock, createIdentitySigner } from '@shop/service-kit';
import { fakeServiceCaller, startTestService, type TestService, testIdentityKeys } from '@shop/service-kit/testing';
import type * as schema from '../db/schema';
import { rmaService } from '../service';

// What the returns service's route tests share: the service on a real database with its own file store,
// accounts faked (Anna's address book holds one address), signed callers, and multipart posts.

export const anna = crypto.randomUUID();
export const piotr = crypto.randomUUID();
export const annasAddress = crypto.randomUUID();
export const address = {
  id: annasAddress,
  alias: 'Serwis',
  isDefault: true,
  type: 'person',
  firstName: 'Anna',
  lastName: 'Nowak',
  companyName: null,
  taxId: null,
  vatId: null,
  street: 'Długa 5',
  zipCode: '00-238',
  city: 'Warszawa',
  country: 'PL',
  region: null,
  email: null,
  phone: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

/** Orders as orders answers them (`GET /internal/orders/:orderId`): Anna's delivered one and one on its way, Piotr's. */
const orderFacts = (customerId: string, number: string, status: string) => ({
  id: crypto.randomUUID(),
  number,
  customerId,
  email: 'anna@example.pl',
  total: { amount: 1_299_900, currency: 'PLN' },
  paymentMethod: 'transfer',
  status,
  adminPaymentStatus: 'paid',
});
export const orders = {
  annasDelivered: orderFacts(anna, 'ZF/2026/000101', 'completed'),
  annasOnTheWay: orderFacts(anna, 'ZF/2026/000102', 'sent'),
  piotrs: orderFacts(piotr, 'ZF/2026/000103', 'completed'),
};

export const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
export const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 32)]);
export const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 1)]);

export const customer = (customerId: string): Identity => ({ app: 'storefront', role: 'CUSTOMER', customerId });

/** The text parts of a valid return, with some replaced. */
export const fields = (overrides: Record<string, string> = {}) => ({
  stage: 'warranty',
  requestedAction: 'repair',
  purchaseDate: '2026-03-02',
  orderDate: '2026-03-01',
  addressId: annasAddress,
  contactEmail: 'anna@example.pl',
  contactPhone: '+48 600 100 200',
  notes: 'Proszę o szybki kontakt',
  items: JSON.stringify([
    { category: 'Rower', productName: 'Zefir Trail 29', problem: 'Pęknięta rama', serialNumbers: ['ZF123'] },
  ]),
  ...overrides,
});

export interface RmaTestService {
  rma: TestService<typeof schema>;
  filesDir: string;
  /** The whole files in the store (a half-written `.part` is not one). */
  storedFiles(): string[];
  /** A multipart POST: text parts, then the files as parts named `files`. */
  postForm(
    path: string,
    textParts: Record<string, string>,
    files: [string, Buffer][],
    identity: Identity | null,
    lang?: string,
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers as loosely as a caller would
  ): Promise<{ status: number; body: any }>;
  sign(identity: Identity): Promise<string>;
  stop(): Promise<void>;
}

export async function startRmaForTest(options: { clock?: Clock } = {}): Promise<RmaTestService> {
  const filesDir = mkdtempSync(join(tmpdir(), 'rma-files-'));
  const rma = await startTestService(rmaService, { env: { FILES_DIR: filesDir }, clock: options.clock });
  rma.context.services = fakeServiceCaller(({ path, input }) => {
    if (path === '/internal/orders/:orderId') {
      const order = Object.values(orders).find((candidate) => candidate.id === input.params?.orderId);
      return order
        ? { ok: true, status: 200, body: order }
        : { ok: false, status: 404, error: { code: 'not_found', message: 'Not found.' } };
    }
    const { customerId, addressId } = input.params as { customerId: string; addressId: string };
    return customerId === anna && addressId === annasAddress
      ? { ok: true, status: 200, body: address }
      : { ok: false, status: 404, error: { code: 'not_found', message: 'Not found.' } };
  });
  const { privateKey } = await testIdentityKeys();
  const signer = await createIdentitySigner(privateKey);
  const sign = (identity: Identity) => signer.sign(identity);
  return {
    rma,
    filesDir,
    storedFiles: () =>
      readdirSync(filesDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
        .map((entry) => entry.name),
    async postForm(path, textParts, files, identity, lang = 'en') {
      const data = new FormData();
      for (const [name, value] of Object.entries(textParts)) data.append(name, value);
      for (const [name, bytes] of files) data.append('files', new Blob([new Uint8Array(bytes)]), name);
      const headers: Record<string, string> = { 'x-language': lang };
      if (identity) headers[IDENTITY_HEADER] = await sign(identity);
      const response = await fetch(`${rma.url}${path}`, { method: 'POST', body: data, headers });
      return { status: response.status, body: await response.json() };
    },
    sign,
    async stop() {
      await rma.stop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
