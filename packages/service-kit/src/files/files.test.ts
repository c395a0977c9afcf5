import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError, toErrorAnswer } from '../errors';
import { createFileStore } from './file-store';
import { readUpload } from './multipart';
import { safeFileName, sniffFileType } from './sniff';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 32)]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 1)]);

let root: string;
let server: Server;
let url: string;
const store = () => createFileStore(root);
const storedFiles = () => readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'file-store-'));
  server = createServer(async (req, res) => {
    try {
      const upload = await readUpload(req, store(), { accept: ['image', 'document'], maxBytes: 1024, maxFiles: 2 });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(upload));
    } catch (error) {
      const answer = toErrorAnswer(error instanceof AppError ? error : new AppError('internal'), 'en');
      res.writeHead(answer.status, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify(answer.body));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterEach(() => {
  for (const entry of readdirSync(root)) rmSync(join(root, entry), { recursive: true, force: true });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

function form(files: [string, Buffer][], fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, bytes] of files) data.append('files', new Blob([new Uint8Array(bytes)]), name);
  return data;
}
const send = (body: FormData) => fetch(url, { method: 'POST', body });

describe('sniffFileType', () => {
  it('tells files by their first bytes, whatever they are called', () => {
    expect(sniffFileType(png)?.mime).toBe('image/png');
    expect(sniffFileType(pdf)?.mime).toBe('application/pdf');
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg');
    expect(sniffFileType(Buffer.from('\0\0\0\x18ftypmp42'))?.kind).toBe('video');
    expect(sniffFileType(exe)).toBeUndefined();
  });

  it('makes a given name safe to show: no directories, no control characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\a\\paragon.pdf')).toBe('paragon.pdf');
    expect(safeFileName('zdj\u0000ęcie\u0007.jpg')).toBe('zdjęcie.jpg');
    expect(safeFileName('...')).toBe('plik');
  });
});

describe('readUpload into the file store', () => {
  it('stores accepted files with their checked type, size and hash, and keeps the text fields', async () => {
    const response = await send(
      form(
        [
          ['paragon.pdf', pdf],
          ['../rower.png', png],
        ],
        { note: 'Żółw' },
      ),
    );
    expect(response.status).toBe(200);
    const upload = await response.json();
    expect(upload.fields).toEqual({ note: 'Żółw' });
    expect(upload.files.map((file: { name: string; mime: string }) => [file.name, file.mime])).toEqual([
      ['paragon.pdf', 'application/pdf'],
      ['rower.png', 'image/png'],
    ]);
    const [first] = upload.files;
    expect(readFileSync(join(root, first.id.slice(0, 2), first.id))).toEqual(pdf);
    expect(first.size).toBe(pdf.length);
  });

  it('refuses a program named like a picture, and keeps none of the request’s files', async () => {
    const response = await send(
      form([
        ['ok.png', png],
        ['zdjecie.jpg', exe],
      ]),
    );
    expect(response.status).toBe(415);
    expect((await response.json()).error.message).toBe(
      'The file “zdjecie.jpg” is not of an accepted type (JPG, PNG, GIF, WEBP, AVIF, HEIC, PDF).',
    );
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a file over the size limit, too many files and an empty file, keeping nothing', async () => {
    const large = await send(form([['duzy.pdf', Buffer.concat([pdf, Buffer.alloc(2000)])]]));
    expect(large.status).toBe(413);
    expect((await large.json()).error.message).toBe('The file “duzy.pdf” is larger than 0 MB.');

    const many = await send(
      form([
        ['a.png', png],
        ['b.png', png],
        ['c.png', png],
      ]),
    );
    expect(many.status).toBe(413);
    expect((await many.json()).error.code).toBe('upload_failed');

    const empty = await send(form([['pusty.pdf', Buffer.alloc(0)]]));
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe('The file “pusty.pdf” is empty.');
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await fetch(url, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(415);
  });

  it('leaves no file behind when the upload is cut off half-way', async () => {
    const boundary = 'xyz';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="a.png"\r\n\r\n`;
    const closed = new Promise<void>((resolve) => server.once('request', (req) => req.once('close', resolve)));
    await new Promise<void>((resolve) => {
      const req = request(url, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': '100000' },
      });
      req.on('error', () => resolve());
      req.write(head);
      req.write(png.subarray(0, 100), () => {
        req.destroy();
        resolve();
      });
    });
    await closed;
    // The request handler removes what it began; give its rejection a turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(storedFiles().filter((entry) => !entry.name.endsWith('.part'))).toEqual([]);
  });
});
