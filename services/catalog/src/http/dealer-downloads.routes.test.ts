import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DealerDownloadList, IDENTITY_HEADER, type Identity, MediaFile } from '@shop/contracts';
import { createIdentitySigner } from '@shop/service-kit';
import { guest, staffIdentity, startTestService, type TestService, testIdentityKeys } from '@shop/service-kit/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { catalogService } from '../service';

// The dealers' downloads (SPEC §2, issue 15): media-library files staff mark with an item of the page and the
// languages it shows in; listed and served only to a signed-in dealer (a guest 401, a retail customer 403,
// by direct address too), and the library's public address no longer hands out their originals.

const editor = staffIdentity('marketing_employee', '00000000-0000-4000-8000-0000000000e1');
const dealer: Identity = { app: 'storefront', role: 'CUSTOMER', customerId: 'dealer-1', customerType: 'b2b' };
const retail: Identity = { app: 'storefront', role: 'CUSTOMER', customerId: 'retail-1', customerType: 'retail' };
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 32)]);

let catalog: TestService<typeof schema, CatalogContext>;
let filesDir: string;
let sign: (identity: Identity) => Promise<string>;
let jpeg: Buffer;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'catalog-downloads-'));
  catalog = await startTestService(catalogService, { env: { FILES_DIR: filesDir } });
  const signer = await createIdentitySigner((await testIdentityKeys()).privateKey);
  sign = (identity) => signer.sign(identity);
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#27ae60' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await catalog?.stop();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

async function upload(name: string, bytes: Buffer): Promise<MediaFile> {
  const data = new FormData();
  data.append('files', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${catalog.url}/api/admin/media/files`, {
    method: 'POST',
    body: data,
    headers: { 'x-language': 'en', [IDENTITY_HEADER]: await sign(editor) },
  });
  expect(response.status).toBe(201);
  return MediaFile.parse(((await response.json()) as { files: unknown[] }).files[0]);
}

const call = (method: string, path: string, body?: unknown, identity: Identity = editor, lang = 'en') =>
  catalog.call(method, path, { identity, body, headers: { 'x-language': lang } });

/** A read as the gateway forwards it, the body as bytes. */
async function read(path: string, identity: Identity, lang = 'pl') {
  const response = await fetch(`${catalog.url}${path}`, {
    headers: { [IDENTITY_HEADER]: await sign(identity), 'x-language': lang },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function mark(file: MediaFile, change: Record<string, unknown>) {
  const answer = await call('PATCH', `/api/admin/media/files/${file.id}`, { version: file.version, ...change });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return MediaFile.parse(answer.body);
}

const listFor = async (identity: Identity, lang: string) => {
  const answer = await call('GET', '/api/catalog/downloads', undefined, identity, lang);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return DealerDownloadList.parse(answer.body).items;
};

describe('marking a library file as a dealer download', () => {
  it('lists it under its item in the languages chosen, insurance in Polish only', async () => {
    const guide = await mark(await upload('instrukcja-gps.pdf', pdf), {
      dealerName: { pl: 'Instrukcja GPS', en: 'GPS guide' },
      dealerItem: 'service.gps',
    });
    expect(guide).toMatchObject({ dealerItem: 'service.gps', dealerLanguages: ['pl', 'en'], version: 1 });
    const polishOnly = await mark(await upload('warunki.pdf', pdf), {
      dealerName: { pl: 'Warunki ubezpieczenia', en: 'Insurance terms' },
      dealerItem: 'insurance.terms',
      dealerLanguages: ['pl', 'en'],
    });
    const englishOnly = await mark(await upload('banner-en.jpg', jpeg), {
      dealerName: { pl: 'Baner EN', en: 'Banner' },
      dealerLanguages: ['en'],
    });
    // A picture marked without an item goes under photos.
    expect(englishOnly.dealerItem).toBe('marketing.photos');
    await upload('not-a-download.pdf', pdf);

    const polish = await listFor(dealer, 'pl');
    expect(polish.map((item) => [item.item, item.title])).toEqual([
      ['insurance.terms', 'Warunki ubezpieczenia'],
      ['service.gps', 'Instrukcja GPS'],
    ]);
    expect(polish[1]).toMatchObject({ id: guide.id, fileName: 'instrukcja-gps.pdf', mime: 'application/pdf' });
    expect(polish[1]!.size).toBe(pdf.length);
    const english = await listFor(dealer, 'en');
    expect(english.map((item) => [item.item, item.title])).toEqual([
      ['marketing.photos', 'Banner'],
      ['service.gps', 'GPS guide'],
    ]);
    expect(english.some((item) => item.id === polishOnly.id)).toBe(false);

    // Unmarked, it leaves the page and its item.
    const unmarked = await mark(englishOnly, { dealerName: null });
    expect(unmarked).toMatchObject({ dealerName: null, dealerItem: null });
    expect((await listFor(dealer, 'en')).some((item) => item.id === englishOnly.id)).toBe(false);
  });

  it('refuses an unknown item, no language and an unknown language', async () => {
    const file = await upload('zly.pdf', pdf);
    for (const change of [
      { dealerName: { pl: 'A', en: 'A' }, dealerItem: 'service.training' },
      { dealerName: { pl: 'A', en: 'A' }, dealerLanguages: [] },
      { dealerName: { pl: 'A', en: 'A' }, dealerLanguages: ['de'] },
      { dealerName: { pl: 'A', en: '' } },
    ]) {
      const answer = await call('PATCH', `/api/admin/media/files/${file.id}`, { version: 0, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
    }
    expect((await call('GET', `/api/admin/media/files/${file.id}`)).body).toMatchObject({
      version: 0,
      dealerName: null,
    });
  });
});

describe('who gets the downloads', () => {
  it('serves the file to a dealer under its name; a guest 401, a retail customer 403, by direct address too', async () => {
    const file = await mark(await upload('cennik serwisu.pdf', pdf), {
      dealerName: { pl: 'Cennik serwisu', en: 'Service pricing' },
      dealerItem: 'service.pricing',
    });
    const path = `/api/catalog/downloads/${file.id}`;
    const got = await read(path, dealer);
    expect(got.response.status).toBe(200);
    expect(got.bytes.equals(pdf)).toBe(true);
    expect(got.response.headers.get('content-disposition')).toBe(
      `attachment; filename="cennik serwisu.pdf"; filename*=UTF-8''cennik%20serwisu.pdf`,
    );
    expect(got.response.headers.get('cache-control')).toBe('private, no-cache');

    for (const [identity, status, code] of [
      [guest, 401, 'authentication_required'],
      [retail, 403, 'forbidden'],
      [editor, 403, 'forbidden'],
    ] as const) {
      const list = await call('GET', '/api/catalog/downloads', undefined, identity);
      expect(list.status).toBe(status);
      expect(list.body.error.code).toBe(code);
      const direct = await call('GET', path, undefined, identity);
      expect(direct.status).toBe(status);
      expect(direct.body.error.code).toBe(code);
    }
  });

  it('answers 404 for a file that is not a download and 400 for a malformed id', async () => {
    const plain = await upload('wewnetrzny.pdf', pdf);
    expect((await call('GET', `/api/catalog/downloads/${plain.id}`, undefined, dealer)).status).toBe(404);
    expect(
      (await call('GET', '/api/catalog/downloads/00000000-0000-4000-8000-000000000000', undefined, dealer)).status,
    ).toBe(404);
    expect((await call('GET', '/api/catalog/downloads/x', undefined, dealer)).status).toBe(400);
  });

  it("no longer hands out a download's original at the library's public address, only its thumbnail", async () => {
    const photo = await upload('rower-dealer.jpg', jpeg);
    const original = `/media/catalog/file-${photo.id}/original`;
    expect((await read(original, guest)).response.status).toBe(200);
    await mark(photo, { dealerName: { pl: 'Zdjęcie', en: 'Photo' } });
    expect((await read(original, guest)).response.status).toBe(404);
    expect((await read(original, dealer)).response.status).toBe(404);
    expect((await read(`/media/catalog/file-${photo.id}/1280.webp`, guest)).response.status).toBe(404);
    expect((await read(`/media/catalog/file-${photo.id}/320.webp`, guest)).response.status).toBe(200);
    expect((await read(`/api/catalog/downloads/${photo.id}`, dealer)).bytes.equals(jpeg)).toBe(true);
  });
});
