import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminProductPictures,
  CatalogueChanged,
  IDENTITY_HEADER,
  type Identity,
  MEDIA_MAX_FILE_BYTES,
  MediaFile,
  MediaFolder,
  type ProductDetail,
  translate,
} from '@shop/contracts';
import { createIdentitySigner } from '@shop/service-kit';
import { auditLog } from '@shop/service-kit/db';
import { guest, staffIdentity, startTestService, type TestService, testIdentityKeys } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogContext } from '../context';
import type * as schema from '../db/schema';
import { outbox } from '../db/schema';
import { catalogService } from '../service';
import { fixtureProduct, insertFixtures } from './stock.test-support';

// The media library through the catalog service as the gateway calls it: folders, uploads checked by
// content, the resized pictures shoppers get, a product's pictures and the storefront answer that shows
// them, and what is refused (wrong type, too large, too many, empty, in use, not empty, changed meanwhile).

const editor = staffIdentity('marketing_employee', '00000000-0000-4000-8000-0000000000f1');
const manager = staffIdentity('marketing_manager', '00000000-0000-4000-8000-0000000000f2');
const seller = staffIdentity('sales_employee', '00000000-0000-4000-8000-0000000000f3');
let catalog: TestService<typeof schema, CatalogContext>;
let filesDir: string;
let sign: (identity: Identity) => Promise<string>;

let jpeg: Buffer;
let png: Buffer;
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 32)]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 1)]);

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'catalog-files-'));
  catalog = await startTestService(catalogService, { env: { FILES_DIR: filesDir } });
  await insertFixtures(catalog.context.db, [
    fixtureProduct(9301, { withOptions: true }),
    fixtureProduct(9302, { withOptions: true }),
  ]);
  const signer = await createIdentitySigner((await testIdentityKeys()).privateKey);
  sign = (identity) => signer.sign(identity);
  jpeg = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 300, height: 600, channels: 4, background: '#2e86de' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await catalog?.stop();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

const storedFiles = () =>
  readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
    .map((entry) => entry.name);

async function upload(files: [string, Buffer][], fields: Record<string, string> = {}, identity = editor, lang = 'en') {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, bytes] of files) data.append('files', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${catalog.url}/api/admin/media/files`, {
    method: 'POST',
    body: data,
    headers: { 'x-language': lang, [IDENTITY_HEADER]: await sign(identity) },
  });
  return { status: response.status, body: await response.json() };
}
/** A storefront read of a picture address, as the gateway forwards it. */
const media = async (path: string) =>
  fetch(`${catalog.url}${path}`, { headers: { [IDENTITY_HEADER]: await sign({ app: 'storefront', role: 'GUEST' }) } });
const call = (method: string, path: string, body?: unknown, identity = editor, lang = 'en') =>
  catalog.call(method, path, { identity, body, headers: { 'x-language': lang } });

async function newFolder(name: string, parentId: number | null = null) {
  const answer = await call('POST', '/api/admin/media/folders', { name, parentId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return MediaFolder.parse(answer.body);
}

describe('folders', () => {
  it('creates, lists with their file counts and renames folders at the version read', async () => {
    const bikes = await newFolder('Rowery 2026');
    const sub = await newFolder('Galeria', bikes.id);
    await upload([['rama.jpg', jpeg]], { folderId: String(sub.id) });
    const list = await call('GET', '/api/admin/media/folders', undefined, seller);
    expect(list.status).toBe(403);
    const folders = (await call('GET', '/api/admin/media/folders')).body.items as MediaFolder[];
    expect(folders.find((f) => f.id === sub.id)).toMatchObject({ parentId: bikes.id, name: 'Galeria', fileCount: 1 });

    const renamed = await call('PATCH', `/api/admin/media/folders/${bikes.id}`, { version: 0, name: 'Rowery 2027' });
    expect(renamed.body).toMatchObject({ name: 'Rowery 2027', version: 1 });
    const late = await call('PATCH', `/api/admin/media/folders/${bikes.id}`, { version: 0, name: 'Inne' });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(translate('error.changed_meanwhile', 'en'));
  });

  it('refuses a name already used beside it, and a name with a slash', async () => {
    await newFolder('Katalogi');
    const twice = await call('POST', '/api/admin/media/folders', { name: 'katalogi', parentId: null }, editor, 'pl');
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields).toEqual({ name: translate('field.duplicate', 'pl') });
    const slash = await call('POST', '/api/admin/media/folders', { name: 'a/b' });
    expect(slash.status).toBe(400);
    expect(Object.keys(slash.body.error.fields)).toEqual(['name']);
  });

  it('deletes an empty folder; a folder holding a file or a folder is refused with a clear message', async () => {
    const parent = await newFolder('Do usunięcia');
    const child = await newFolder('Pusty', parent.id);
    const refused = await call('DELETE', `/api/admin/media/folders/${parent.id}`, undefined, manager, 'pl');
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(translate('error.media_folder_not_empty', 'pl'));
    expect((await call('DELETE', `/api/admin/media/folders/${child.id}`, undefined, manager)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/media/folders/${parent.id}`, undefined, manager)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/media/folders/${parent.id}`, undefined, manager)).status).toBe(404);
  });
});

describe('POST /api/admin/media/files', () => {
  it('keeps pictures and documents checked by content, under safe names, with their sizes, audited', async () => {
    const folder = await newFolder('Wgrane');
    const answer = await upload(
      [
        ['../../etc/zdjęcie.jpg', jpeg],
        ['C:\\Users\\ola\\rama.png', png],
        ['instrukcja.pdf', pdf],
      ],
      { folderId: String(folder.id) },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const files = answer.body.files.map((file: unknown) => MediaFile.parse(file));
    expect(files.map((f: MediaFile) => [f.name, f.kind, f.mime, f.width, f.height, f.folderId])).toEqual([
      ['zdjęcie.jpg', 'image', 'image/jpeg', 800, 400, folder.id],
      ['rama.png', 'image', 'image/png', 300, 600, folder.id],
      ['instrukcja.pdf', 'document', 'application/pdf', null, null, folder.id],
    ]);
    expect(files[2].preview).toBeNull();
    for (const file of files) expect(storedFiles()).toContain(file.id);
    const [entry] = await catalog.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'media_file'), eq(auditLog.entityId, files[0].id)));
    expect(entry).toMatchObject({ action: 'upload', staffId: editor.customerId });

    const listed = await call('GET', `/api/admin/media/files?filters[folder]=${folder.id}&sort=name&dir=asc`);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.items.map((f: MediaFile) => f.name)).toEqual(['instrukcja.pdf', 'rama.png', 'zdjęcie.jpg']);
    const found = await call('GET', '/api/admin/media/files?filters[q]=ZDJECIE');
    expect(found.body.items.map((f: MediaFile) => f.id)).toEqual([files[0].id]);
  });

  it('refuses a program renamed to .jpg, a file over the limit, too many files, an empty file, keeping nothing', async () => {
    const before = storedFiles();
    const renamed = await upload(
      [
        ['dobre.jpg', jpeg],
        ['zdjecie.jpg', exe],
      ],
      {},
      editor,
      'pl',
    );
    expect(renamed.status).toBe(415);
    expect(renamed.body.error.message).toBe(
      translate('error.upload_wrong_type', 'pl', { name: 'zdjecie.jpg', accepted: 'JPG, PNG, WEBP, PDF, ZIP' }),
    );
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100, 1)]);
    expect((await upload([['anim.gif', gif]])).status).toBe(415);
    const broken = Buffer.concat([jpeg.subarray(0, 200)]);
    expect((await upload([['ucięte.jpg', broken]])).status).toBe(415);

    const large = Buffer.concat([jpeg, Buffer.alloc(MEDIA_MAX_FILE_BYTES, 0)]);
    const tooLarge = await upload([['duże.jpg', large]]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.message).toBe(translate('error.upload_too_large', 'en', { name: 'duże.jpg', max: 10 }));

    const many = await upload(Array.from({ length: 11 }, (_, i): [string, Buffer] => [`${i}.pdf`, pdf]));
    expect(many.status).toBe(413);
    expect(many.body.error.message).toBe(translate('error.upload_too_many', 'en', { max: 10 }));

    const empty = await upload([['pusty.pdf', Buffer.alloc(0)]]);
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(translate('error.upload_empty', 'en', { name: 'pusty.pdf' }));

    expect((await upload([])).status).toBe(400);
    expect((await upload([['a.pdf', pdf]], { folderId: '999999' })).status).toBe(400);
    expect((await upload([['a.pdf', pdf]], {}, seller)).status).toBe(403);
    expect(storedFiles()).toEqual(before);
  });
});

describe('library pictures on the storefront', () => {
  it('serves each width as WebP on the 4:3 canvas and the original as uploaded, cached for good', async () => {
    const [file] = (await upload([['wide.jpg', jpeg]])).body.files as MediaFile[];
    for (const width of [320, 640, 1280]) {
      const response = await media(`/media/catalog/file-${file!.id}/${width}.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, (width * 3) / 4]);
    }
    const original = await media(`${file!.url}`);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await original.arrayBuffer()).equals(jpeg)).toBe(true);
    const [doc] = (await upload([['karta.pdf', pdf]])).body.files as MediaFile[];
    expect((await media(`/media/catalog/file-${doc!.id}/640.webp`)).status).toBe(404);
    expect((await media(`/media/catalog/file-${doc!.id}/original`)).status).toBe(200);
    const unknown = '/media/catalog/file-00000000-0000-4000-8000-000000000000/640.webp';
    expect((await media(`${unknown}`)).status).toBe(404);
  });

  it('shows attached pictures in order with their alt texts on the product page, keeping the drawn ones', async () => {
    const [red, blue] = (
      await upload([
        ['czerwony.jpg', jpeg],
        ['niebieski.png', png],
      ])
    ).body.files as MediaFile[];
    const before = AdminProductPictures.parse((await call('GET', '/api/admin/products/9301/pictures')).body);
    const drawn = before.pictures.map((p) => ({ id: p.id, alt: p.alt }));
    const saved = await call('PUT', '/api/admin/products/9301/pictures', {
      version: before.version,
      pictures: [
        { fileId: blue!.id, alt: { pl: 'Rower z boku', en: 'Bike from the side' } },
        ...drawn,
        { fileId: red!.id, alt: { pl: 'Rama', en: 'Frame' } },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.headers.get('x-shop-catalogue-changed')).toBe('1');
    const events = await catalog.context.db.select().from(outbox);
    expect(events.filter((row) => row.subject === CatalogueChanged.subject).map((row) => row.envelope)).toContainEqual(
      expect.objectContaining({ data: { productIds: [9301] } }),
    );
    const pictures = AdminProductPictures.parse(saved.body);
    expect(pictures.version).toBe(before.version + 1);
    expect(pictures.pictures.map((p) => p.fileId)).toEqual([blue!.id, ...drawn.map(() => null), red!.id]);

    const page = (await call('GET', '/api/catalog/products/9301', undefined, guest, 'en')).body as ProductDetail;
    expect(page.gallery[0]).toMatchObject({
      src: `/media/catalog/file-${blue!.id}/640.webp`,
      alt: 'Bike from the side',
      original: `/media/catalog/file-${blue!.id}/original`,
    });
    expect(page.gallery.at(-1)!.alt).toBe('Frame');
    const list = await call('GET', '/api/catalog/products', undefined, guest);
    const card = list.body.items.find((item: { id: number }) => item.id === 9301);
    expect(card.image.src).toBe(`/media/catalog/file-${blue!.id}/640.webp`);

    const used = MediaFile.parse((await call('GET', `/api/admin/media/files/${blue!.id}`)).body);
    expect(used.usedBy).toEqual([{ productId: 9301, name: 'Test bike 9301' }]);
    const refused = await call('DELETE', `/api/admin/media/files/${blue!.id}`, undefined, manager, 'pl');
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(
      translate('error.media_file_in_use', 'pl', { products: '„Rower testowy 9301” (9301)' }),
    );

    const late = await call('PUT', '/api/admin/products/9301/pictures', { version: before.version, pictures: [] });
    expect(late.status).toBe(409);
    const removed = await call('PUT', '/api/admin/products/9301/pictures', {
      version: pictures.version,
      pictures: drawn,
    });
    expect(removed.status).toBe(200);
    expect((await call('DELETE', `/api/admin/media/files/${blue!.id}`, undefined, manager)).status).toBe(204);
    expect(storedFiles()).not.toContain(blue!.id);
    expect((await media(`/media/catalog/file-${blue!.id}/320.webp`)).status).toBe(404);
  });

  it("refuses a document as a picture and another product's picture, naming their place", async () => {
    const [doc] = (await upload([['karta.pdf', pdf]])).body.files as MediaFile[];
    const other = AdminProductPictures.parse((await call('GET', '/api/admin/products/9302/pictures')).body);
    const mine = AdminProductPictures.parse((await call('GET', '/api/admin/products/9301/pictures')).body);
    const answer = await call(
      'PUT',
      '/api/admin/products/9301/pictures',
      {
        version: mine.version,
        pictures: [
          { fileId: doc!.id, alt: { pl: 'Karta', en: 'Sheet' } },
          { id: other.pictures[0]!.id, alt: { pl: 'Obcy', en: 'Other' } },
        ],
      },
      editor,
      'pl',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      'pictures.0.fileId': translate('field.media_not_a_picture', 'pl'),
      'pictures.1.id': translate('field.invalid', 'pl'),
    });
    const missingAlt = await call('PUT', '/api/admin/products/9301/pictures', {
      version: mine.version,
      pictures: [{ fileId: doc!.id, alt: { pl: 'Karta', en: '' } }],
    });
    expect(missingAlt.status).toBe(400);
  });
});

describe('PATCH /api/admin/media/files/:id', () => {
  it('renames, moves and marks a file as a dealer download at the version read, with its history', async () => {
    const folder = await newFolder('Dla dealerów');
    const [file] = (await upload([['cennik.pdf', pdf]])).body.files as MediaFile[];
    const changed = await call('PATCH', `/api/admin/media/files/${file!.id}`, {
      version: 0,
      name: 'Cennik 2026.pdf',
      folderId: folder.id,
      dealerName: { pl: 'Cennik dealerski 2026', en: 'Dealer price list 2026' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Cennik 2026.pdf',
      folderId: folder.id,
      dealerName: { pl: 'Cennik dealerski 2026', en: 'Dealer price list 2026' },
      version: 1,
    });
    const dealer = await call('GET', '/api/admin/media/files?filters[dealer]=true');
    expect(dealer.body.items.map((f: MediaFile) => f.id)).toEqual([file!.id]);
    const late = await call('PATCH', `/api/admin/media/files/${file!.id}`, { version: 0, name: 'x.pdf' });
    expect(late.status).toBe(409);
    const badName = await call('PATCH', `/api/admin/media/files/${file!.id}`, { version: 1, name: '../x.pdf' });
    expect(badName.status).toBe(400);
    const history = await call('GET', `/api/admin/media/files/${file!.id}/history`);
    expect(history.body.items.map((e: { action: string }) => e.action)).toEqual(['update', 'upload']);
    expect((await call('GET', '/api/admin/media/files/not-a-file')).status).toBe(404);
  });
});
