import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { IDENTITY_HEADER, type Identity } from '@shop/contracts';
import { createIdentitySigner } from '@shop/service-kit';
import { testIdentityKeys } from '@shop/service-kit/testing';
import type { CmsTestService } from './test-support';

// What cms's upload tests share (review photos, claim documents): a file store of their own, multipart posts
// from a signed caller, and files real enough to pass — or fail — the content checks.

/** A file store in a temporary folder (FILES_DIR), and what it holds. */
export function temporaryFileStore() {
  const dir = mkdtempSync(join(tmpdir(), 'cms-files-'));
  return {
    env: { FILES_DIR: dir },
    stored: () =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
        .map((entry) => entry.name),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A multipart POST of `files` (each a part named `file`), signed as `identity`. */
export async function postFiles(
  cms: CmsTestService,
  path: string,
  files: [string, Buffer][],
  identity: Identity | null,
  lang = 'en',
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers as loosely as a caller would
): Promise<{ status: number; body: any }> {
  const data = new FormData();
  for (const [name, bytes] of files) data.append('file', new Blob([new Uint8Array(bytes)]), name);
  const headers: Record<string, string> = { 'x-language': lang };
  if (identity) {
    const signer = await createIdentitySigner((await testIdentityKeys()).privateKey);
    headers[IDENTITY_HEADER] = await signer.sign(identity);
  }
  const response = await fetch(`${cms.url}${path}`, { method: 'POST', body: data, headers });
  return { status: response.status, body: await response.json() };
}

/** A real PNG picture of 120 × 90 pixels, one colour (built by hand: cms does not depend on an image library). */
export function photo(): Buffer {
  const width = 120;
  const height = 90;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7d)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** A ZIP archive (its first bytes), whatever it is named. */
export const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
export const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 32)]);
export const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(200, 0)]);
