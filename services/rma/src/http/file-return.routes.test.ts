import type { Identity } from '@shop/contracts';
import { staffIdentity } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, returns } from '../db/schema';
import {
  anna,
  annasAddress,
  customer,
  exe,
  fields,
  pdf,
  piotr,
  png,
  type RmaTestService,
  startRmaForTest,
} from './test-support';

let service: RmaTestService;
let rma: RmaTestService['rma'];
const dealer = (customerId: string): Identity => ({
  app: 'storefront',
  role: 'CUSTOMER',
  customerType: 'b2b',
  customerId,
});
const storedFiles = () => service.storedFiles();
const postForm = (...args: Parameters<RmaTestService['postForm']>) => service.postForm(...args);

beforeAll(async () => {
  service = await startRmaForTest();
  rma = service.rma;
}, 120_000);
afterAll(async () => {
  await service?.stop();
});

const file = (
  form: { fields?: Record<string, string>; files?: [string, Buffer][] },
  identity: Identity | null = customer(anna),
  lang = 'en',
) => postForm('/api/rma', form.fields ?? fields(), form.files ?? [['paragon.pdf', pdf]], identity, lang);

describe('POST /api/rma', () => {
  it('files a return with its items, address copy and attachments, numbered per year', async () => {
    const first = await file({
      files: [
        ['paragon.pdf', pdf],
        ['rama.png', png],
      ],
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      number: expect.stringMatching(/^RMA\/\d{4}\/\d{5}$/),
      status: 'new',
      stage: 'warranty',
      requestedAction: 'repair',
      purchaseDate: '2026-03-02',
      orderDate: '2026-03-01',
      address: { id: annasAddress, street: 'Długa 5', city: 'Warszawa' },
      contactEmail: 'anna@example.pl',
      contactPhone: '+48 600 100 200',
      notes: 'Proszę o szybki kontakt',
      items: [
        {
          category: 'Rower',
          productName: 'Zefir Trail 29',
          problem: 'Pęknięta rama',
          serialNumbers: ['ZF123'],
          status: 'request',
        },
      ],
    });
    expect(first.body.attachments.map((a: { name: string; mime: string }) => [a.name, a.mime])).toEqual([
      ['paragon.pdf', 'application/pdf'],
      ['rama.png', 'image/png'],
    ]);
    const second = await file({});
    const numberOf = (n: string) => Number(n.split('/')[2]);
    expect(numberOf(second.body.number)).toBe(numberOf(first.body.number) + 1);

    const read = await rma.call('GET', `/api/rma/${first.body.id}`, { identity: customer(anna) });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(first.body);
  });

  it('lets a dealer file one too', async () => {
    const answer = await file({}, dealer(anna));
    expect(answer.status).toBe(201);
  });

  it('asks a guest to sign in, keeping nothing', async () => {
    const before = storedFiles().length;
    const answer = await file({}, { app: 'storefront', role: 'GUEST', sessionId: 'test-session-0000000000' });
    expect(answer.status).toBe(401);
    expect(storedFiles().length).toBe(before);
  });

  const refusedWithNothingKept = async (
    form: Parameters<typeof file>[0],
    identity: Identity = customer(anna),
    lang = 'en',
  ) => {
    const [returnsBefore, filesBefore] = [(await rma.context.db.select().from(returns)).length, storedFiles().length];
    const answer = await file(form, identity, lang);
    expect((await rma.context.db.select().from(returns)).length).toBe(returnsBefore);
    expect(storedFiles().length).toBe(filesBefore);
    return answer;
  };

  it('requires at least one attachment, the proof of purchase (SPEC §5), in the caller’s language', async () => {
    const en = await refusedWithNothingKept({ files: [] });
    expect(en.status).toBe(400);
    expect(en.body.error.fields).toEqual({ files: 'Attach at least one file: the proof of purchase' });
    const pl = await refusedWithNothingKept({ files: [] }, customer(anna), 'pl');
    expect(pl.body.error.fields).toEqual({ files: 'Dołącz co najmniej jeden plik: dowód zakupu' });
  });

  it('refuses 11 files with the SPEC message', async () => {
    const answer = await refusedWithNothingKept({ files: Array.from({ length: 11 }, (_, i) => [`${i}.png`, png]) });
    expect(answer.status).toBe(413);
    expect(answer.body.error.message).toBe('Some files could not be uploaded - please check their count and size');
  });

  it('refuses a file over 10 MB', async () => {
    const large = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const answer = await refusedWithNothingKept({
      files: [
        ['paragon.pdf', pdf],
        ['film.pdf', large],
      ],
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error.message).toBe('The file “film.pdf” is larger than 10 MB.');
  });

  it('refuses a program renamed to .jpg, by its content', async () => {
    const answer = await refusedWithNothingKept({
      files: [
        ['paragon.pdf', pdf],
        ['zdjecie.jpg', exe],
      ],
    });
    expect(answer.status).toBe(415);
    expect(answer.body.error.message).toMatch(/^The file “zdjecie.jpg” is not of an accepted type/);
  });

  it('refuses another customer’s address, or none, as the return address', async () => {
    const others = await refusedWithNothingKept({}, customer(piotr));
    expect(others.status).toBe(400);
    expect(others.body.error.fields).toEqual({ addressId: 'Choose one of the addresses from your address book' });
    const none = await refusedWithNothingKept({ fields: fields({ addressId: '' }) });
    expect(none.body.error.fields).toMatchObject({ addressId: 'Choose one of the addresses from your address book' });
  });

  it('refuses missing items, broken items JSON, a future purchase date and a bad e-mail field by field', async () => {
    const answer = await refusedWithNothingKept({
      fields: fields({ items: '[]', purchaseDate: '2999-01-01', contactEmail: 'anna@', contactPhone: 'abc' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      items: 'Add at least one item: what it is and what is wrong with it',
      purchaseDate: 'The purchase date cannot be in the future',
      contactEmail: 'Enter a valid e-mail address',
      contactPhone: 'Enter a valid phone number',
    });
    const broken = await refusedWithNothingKept({ fields: fields({ items: '{not json' }) });
    expect(broken.body.error.fields).toEqual({ items: 'Add at least one item: what it is and what is wrong with it' });
  });
});

describe('GET /api/rma/:id and its attachments', () => {
  it('shows a return and its files to its owner only; to anyone else it is not found', async () => {
    const filed = await file({
      files: [
        ['paragon.pdf', pdf],
        ['rama.png', png],
      ],
    });
    const [proof] = filed.body.attachments;
    const path = `/api/rma/${filed.body.id}/files/${proof.id}`;
    const own = await rma.call('GET', path, { identity: customer(anna) });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');

    expect((await rma.call('GET', `/api/rma/${filed.body.id}`, { identity: customer(piotr) })).status).toBe(404);
    expect((await rma.call('GET', path, { identity: customer(piotr) })).status).toBe(404);
    expect((await rma.call('GET', `/api/rma/${filed.body.id}`)).status).toBe(401);
    const list = await rma.call('GET', '/api/rma', { identity: customer(piotr) });
    expect(list.body.items.map((item: { id: string }) => item.id)).not.toContain(filed.body.id);
    const elsewhere = await file({});
    const foreignFile = `/api/rma/${elsewhere.body.id}/files/${proof.id}`;
    expect((await rma.call('GET', foreignFile, { identity: customer(anna) })).status).toBe(404);
  });
});

describe('the thread: POST /api/rma/message and staff answers', () => {
  const message = (returnId: string, text: string, files: [string, Buffer][] = [], identity = customer(anna)) =>
    postForm('/api/rma/message', { returnId, text }, files, identity, 'en');
  const staff = staffIdentity('service_employee');

  it('keeps both sides’ messages as text, with attachments, until the return is closed', async () => {
    const filed = await file({});
    const id = filed.body.id;
    expect(filed.body).toMatchObject({ messages: [], messagesOpen: true });

    const written = await message(id, '<img src=x onerror=alert(1)> Kiedy odbiór?', [['zdjecie.png', png]]);
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({
      author: 'customer',
      staffName: null,
      text: '<img src=x onerror=alert(1)> Kiedy odbiór?',
      attachments: [{ name: 'zdjecie.png', mime: 'image/png' }],
    });
    const answer = await rma.call('POST', `/api/admin/returns/${id}/messages`, {
      identity: staff,
      body: { text: 'Odbierzemy jutro.' },
    });
    expect(answer.status).toBe(201);

    const read = await rma.call('GET', `/api/rma/${id}`, { identity: customer(anna) });
    expect(read.body.messages.map((m: { author: string; text: string }) => [m.author, m.text])).toEqual([
      ['customer', '<img src=x onerror=alert(1)> Kiedy odbiór?'],
      ['staff', 'Odbierzemy jutro.'],
    ]);
    expect(read.body.messages[1].staffName).toBe('Ewa Nowak');
    // The message's file is the thread's, not one of the return's own attachments; its owner can open it.
    expect(read.body.attachments).toHaveLength(1);
    const photo = read.body.messages[0].attachments[0];
    expect((await rma.call('GET', `/api/rma/${id}/files/${photo.id}`, { identity: customer(anna) })).status).toBe(200);

    await rma.call('POST', `/api/admin/returns/${id}/status`, { identity: staff, body: { from: 'new', to: 'closed' } });
    const filesBefore = storedFiles().length;
    const refused = await message(id, 'Jeszcze jedno', [['zdjecie.png', png]]);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This return is closed: no more messages can be sent in its thread.');
    expect(storedFiles().length).toBe(filesBefore);
    const staffRefused = await rma.call('POST', `/api/admin/returns/${id}/messages`, {
      identity: staff,
      body: { text: 'Po zamknięciu' },
    });
    expect(staffRefused.status).toBe(409);
    const closed = await rma.call('GET', `/api/rma/${id}`, { identity: customer(anna) });
    expect(closed.body).toMatchObject({ status: 'closed', messagesOpen: false });
    expect(closed.body.messages).toHaveLength(2);

    // What notifications mail from: filed, the customer's and staff's messages, the status change.
    const events = (await rma.context.db.select().from(outbox))
      .map((row) => row.envelope as { type: string; data: { returnId: string; author?: string; status: string } })
      .filter((envelope) => envelope.data.returnId === id)
      .map((envelope) => [envelope.type, envelope.data.author ?? envelope.data.status]);
    expect(events).toEqual([
      ['return-created', 'new'],
      ['return-message-posted', 'customer'],
      ['return-message-posted', 'staff'],
      ['return-updated', 'closed'],
    ]);
    const [created] = (await rma.context.db.select().from(outbox)).filter(
      (row) => (row.envelope as { data: { returnId: string } }).data.returnId === id,
    );
    expect((created!.envelope as { data: unknown }).data).toMatchObject({
      email: 'anna@example.pl',
      language: 'en',
      path: `/en/rma/${id}`,
    });
  });

  it('lets nobody else write on a return, and refuses an empty or too long text', async () => {
    const filed = await file({});
    const filesBefore = storedFiles().length;
    const foreign = await message(filed.body.id, 'Cudza reklamacja', [['a.png', png]], customer(piotr));
    expect(foreign.status).toBe(404);
    expect(storedFiles().length).toBe(filesBefore);
    expect((await message(filed.body.id, '   ')).body.error.fields).toEqual({ text: 'This field is required' });
    expect((await message(filed.body.id, 'x'.repeat(5001))).status).toBe(400);
    expect((await message('not-a-uuid', 'Halo')).status).toBe(400);
    expect((await message(crypto.randomUUID(), 'Halo')).status).toBe(404);
    const guest = await postForm('/api/rma/message', { returnId: filed.body.id, text: 'x' }, [], null, 'en');
    expect(guest.status).toBe(401);
    const read = await rma.call('GET', `/api/rma/${filed.body.id}`, { identity: customer(anna) });
    expect(read.body.messages).toEqual([]);
  });
});
