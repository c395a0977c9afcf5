import { request } from 'node:http';
import { IDENTITY_HEADER } from '@shop/contracts';
import { type ManualClock, manualClock } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { returnFiles, uploads } from '../db/schema';
import { startHousekeeping } from '../events/housekeeping';
import { anna, customer, exe, fields, pdf, piotr, png, type RmaTestService, startRmaForTest } from './test-support';

// POST /api/files/upload and the ids of its files on POST /api/rma and POST /api/rma/message (issue 14):
// what a customer uploads ahead is theirs alone until one return or message takes it, and is gone a day
// later if none does.

let service: RmaTestService;
let clock: ManualClock;
const hour = 60 * 60 * 1000;

beforeAll(async () => {
  clock = manualClock();
  service = await startRmaForTest({ clock });
}, 120_000);
afterAll(async () => {
  await service?.stop();
});

const upload = (files: [string, Buffer][], who = anna, lang = 'en') =>
  service.postForm('/api/files/upload', {}, files, customer(who), lang);
const idsOf = (answer: { body: { files: { id: string }[] } }) => answer.body.files.map((file) => file.id);
const fileReturn = (uploadIds: string[], files: [string, Buffer][] = [], who = anna) =>
  service.postForm('/api/rma', fields({ uploads: JSON.stringify(uploadIds) }), files, customer(who));
const message = (returnId: string, uploadIds: string[], files: [string, Buffer][] = [], who = anna) =>
  service.postForm(
    '/api/rma/message',
    { returnId, text: 'Zdjęcia w załączniku', uploads: JSON.stringify(uploadIds) },
    files,
    customer(who),
  );
/** Files in the store and unattached uploads, before and after `act`: a refusal keeps both as they were. */
async function keepsEverything<T>(act: () => Promise<T>): Promise<T> {
  const pending = async () => (await service.rma.context.db.select().from(uploads)).length;
  const before = [service.storedFiles().length, await pending()];
  const answer = await act();
  expect([service.storedFiles().length, await pending()]).toEqual(before);
  return answer;
}

describe('POST /api/files/upload', () => {
  it('keeps each file checked by content under a safe name and answers its id, name, size and type', async () => {
    const answer = await upload([
      ['../../etc/paragon.pdf', pdf],
      ['C:\\Users\\anna\\rama.png', png],
    ]);
    expect(answer.status).toBe(201);
    expect(answer.body.files).toEqual([
      { id: expect.any(String), name: 'paragon.pdf', size: pdf.length, mime: 'application/pdf' },
      { id: expect.any(String), name: 'rama.png', size: png.length, mime: 'image/png' },
    ]);
    for (const id of idsOf(answer)) expect(service.storedFiles()).toContain(id);
  });

  it('refuses a program renamed to .jpg, an 11 MB file, 11 files and an empty file, keeping nothing', async () => {
    const renamed = await keepsEverything(() => upload([['zdjecie.jpg', exe]]));
    expect(renamed.status).toBe(415);
    expect(renamed.body.error.message).toMatch(/^The file “zdjecie.jpg” is not of an accepted type/);

    const large = await keepsEverything(() =>
      upload([['film.pdf', Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024)])]]),
    );
    expect(large.status).toBe(413);
    expect(large.body.error.message).toBe('The file “film.pdf” is larger than 10 MB.');

    const many = await keepsEverything(() => upload(Array.from({ length: 11 }, (_, i) => [`${i}.png`, png])));
    expect(many.status).toBe(413);
    expect(many.body.error.message).toBe('Some files could not be uploaded - please check their count and size');

    const empty = await keepsEverything(() => upload([['pusty.pdf', Buffer.alloc(0)]], anna, 'pl'));
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Plik „pusty.pdf” jest pusty.');

    const none = await keepsEverything(() => upload([]));
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toEqual({ files: 'This field is required' });
  });

  it('keeps at most 30 unattached files per customer', async () => {
    const hoarder = crypto.randomUUID();
    const ten = Array.from({ length: 10 }, (_, i): [string, Buffer] => [`${i}.png`, png]);
    for (let round = 0; round < 3; round++) expect((await upload(ten, hoarder)).status).toBe(201);
    const more = await keepsEverything(() => upload([['31.png', png]], hoarder));
    expect(more.status).toBe(413);
    expect(more.body.error.message).toBe('Some files could not be uploaded - please check their count and size');
    expect((await upload([['inny.png', png]], crypto.randomUUID())).status).toBe(201);
  });

  it('asks a guest to sign in and keeps nothing', async () => {
    const guest = await keepsEverything(() =>
      service.postForm('/api/files/upload', {}, [['a.png', png]], {
        app: 'storefront',
        role: 'GUEST',
        sessionId: 'test-session-0000000000',
      }),
    );
    expect(guest.status).toBe(401);
  });

  it('leaves no file behind when the upload is cut off half-way', async () => {
    const before = service.storedFiles();
    const boundary = 'cut-off';
    const part = (name: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="${name}"\r\ncontent-type: image/png\r\n\r\n`;
    const req = request(`${service.rma.url}/api/files/upload`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': '1000000',
        [IDENTITY_HEADER]: await service.sign(customer(anna)),
      },
    });
    req.on('error', () => {});
    // The first file arrives whole (it is stored), the second only begins: then the connection drops.
    req.write(Buffer.concat([Buffer.from(part('1.png')), png, Buffer.from(`\r\n${part('2.png')}`), png]));
    await vi.waitFor(() => expect(service.storedFiles().length).toBe(before.length + 1), { timeout: 10_000 });
    req.destroy();
    await vi.waitFor(() => expect(service.storedFiles()).toEqual(before), { timeout: 10_000 });
    const rows = await service.rma.context.db.select().from(uploads);
    expect(rows.filter((row) => !before.includes(row.id))).toEqual([]);
  });
});

describe('files uploaded ahead on a return and a message', () => {
  it('files a return with uploads and direct files together, and writes a message with an upload', async () => {
    const ahead = idsOf(await upload([['paragon.pdf', pdf]]));
    const filed = await fileReturn(ahead, [['rama.png', png]]);
    expect(filed.status).toBe(201);
    expect(filed.body.attachments.map((file: { id: string; name: string }) => file.name).sort()).toEqual([
      'paragon.pdf',
      'rama.png',
    ]);
    expect(filed.body.attachments.map((file: { id: string }) => file.id)).toContain(ahead[0]);
    const proof = await service.rma.call('GET', `/api/rma/${filed.body.id}/files/${ahead[0]}`, {
      identity: customer(anna),
    });
    expect(proof.status).toBe(200);
    expect(proof.headers.get('content-type')).toBe('application/pdf');

    const photo = idsOf(await upload([['zdjecie.png', png]]));
    const written = await message(filed.body.id, photo);
    expect(written.status).toBe(201);
    expect(written.body.attachments).toEqual([
      expect.objectContaining({ id: photo[0], name: 'zdjecie.png', mime: 'image/png', size: png.length }),
    ]);
  });

  it('counts uploads towards the proof of purchase and the limit of 10', async () => {
    const ahead = idsOf(await upload(Array.from({ length: 6 }, (_, i) => [`${i}.png`, png])));
    const tooMany = await keepsEverything(() =>
      fileReturn(
        ahead,
        Array.from({ length: 5 }, (_, i) => [`direct-${i}.png`, png]),
      ),
    );
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.error.message).toBe('Some files could not be uploaded - please check their count and size');
    const filed = await fileReturn([], [['paragon.pdf', pdf]]);
    const tooManyInMessage = await keepsEverything(() =>
      message(
        filed.body.id,
        ahead,
        Array.from({ length: 5 }, (_, i) => [`direct-${i}.png`, png]),
      ),
    );
    expect(tooManyInMessage.status).toBe(413);

    const justOne = await fileReturn(ahead.slice(0, 1));
    expect(justOne.status).toBe(201);
    const noProof = await keepsEverything(() => fileReturn([]));
    expect(noProof.body.error.fields).toEqual({ files: 'Attach at least one file: the proof of purchase' });
  });

  it('answers another customer’s, an attached and an unknown upload alike (a swept one below), attaching nothing', async () => {
    const gone = 'One of the files is no longer available: add it again';
    const pietrowe = idsOf(await upload([['cudzy.pdf', pdf]], piotr));
    const foreign = await keepsEverything(() => fileReturn(pietrowe, [['paragon.pdf', pdf]]));
    expect([foreign.status, foreign.body.error.fields]).toEqual([400, { files: gone }]);
    // Piotr still has his file to attach to a return of his own.
    expect((await service.rma.context.db.select().from(uploads)).map((row) => row.id)).toContain(pietrowe[0]);

    const mine = idsOf(await upload([['paragon.pdf', pdf]]));
    const first = await fileReturn(mine);
    expect(first.status).toBe(201);
    const again = await keepsEverything(() => fileReturn(mine));
    expect([again.status, again.body.error.fields]).toEqual([400, { files: gone }]);
    const inMessage = await keepsEverything(() => message(first.body.id, mine));
    expect([inMessage.status, inMessage.body.error.fields]).toEqual([400, { files: gone }]);

    const unknown = await keepsEverything(() => fileReturn([crypto.randomUUID()]));
    expect([unknown.status, unknown.body.error.fields]).toEqual([400, { files: gone }]);
    const broken = await keepsEverything(() =>
      service.postForm('/api/rma', fields({ uploads: '{nie json' }), [], customer(anna)),
    );
    expect([broken.status, broken.body.error.fields.uploads]).toEqual([400, gone]);

    // One upload named with a good one: the good one stays unattached too.
    const good = idsOf(await upload([['dobry.pdf', pdf]]));
    const mixed = await keepsEverything(() => fileReturn([...good, ...pietrowe]));
    expect(mixed.status).toBe(400);
    expect((await fileReturn(good)).status).toBe(201);
  });

  it('attaches an upload named by two returns at once to one of them only', async () => {
    const [id] = idsOf(await upload([['paragon.pdf', pdf]]));
    const answers = await Promise.all([fileReturn([id!]), fileReturn([id!])]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const rows = await service.rma.context.db.select().from(returnFiles);
    expect(rows.filter((row) => row.id === id)).toHaveLength(1);
  });
});

describe('housekeeping', () => {
  it('removes uploads nobody attached within a day, rows and bytes, and leaves attached and newer ones', async () => {
    const [old] = idsOf(await upload([['stary.pdf', pdf]]));
    const [attached] = idsOf(await upload([['paragon.pdf', pdf]]));
    const filed = await fileReturn([attached!]);
    clock.advance(23 * hour);
    const [recent] = idsOf(await upload([['nowy.pdf', pdf]]));
    clock.advance(1 * hour + 1000);

    const housekeeping = await startHousekeeping(service.rma.context, 10);
    try {
      await vi.waitFor(() => expect(service.storedFiles()).not.toContain(old), { timeout: 10_000 });
    } finally {
      await housekeeping.stop();
    }
    const pending = (await service.rma.context.db.select().from(uploads)).map((row) => row.id);
    expect(pending).not.toContain(old);
    expect(pending).toContain(recent);
    expect(service.storedFiles()).toEqual(expect.arrayContaining([attached, recent]));
    const proof = await service.rma.call('GET', `/api/rma/${filed.body.id}/files/${attached}`, {
      identity: customer(anna),
    });
    expect(proof.status).toBe(200);

    const swept = await keepsEverything(() => fileReturn([old!]));
    expect(swept.body.error.fields).toEqual({ files: 'One of the files is no longer available: add it again' });
  });
});
