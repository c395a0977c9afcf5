import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors';
import { acceptedFormats, type FileKind, SNIFF_BYTES, type SniffedType, safeFileName, sniffFileType } from './sniff';

// The one file store of DESIGN §9 (return attachments, media, downloads, generated documents): bytes on
// disk under DATA_DIR/files/<service> in embedded mode, a mounted volume in cluster mode. A file is written
// to a temporary name and renamed into place only when it is whole and its content was checked, so an
// upload cut half-way or refused leaves nothing behind. The owning service keeps what it needs to know
// about a file (its id, name, type, size) in its own tables; the store only keeps the bytes.

export interface StoredFile {
  /** The store's id (a uuid): the only thing that names the file on disk. */
  id: string;
  /** The name the person gave it, made safe (safeFileName). */
  name: string;
  mime: string;
  kind: FileKind;
  extension: string;
  size: number;
  sha256: string;
}

export interface PutOptions {
  name?: string;
  /** The kinds this upload may be; anything else is refused with 'unsupported_media_type'. */
  accept: readonly FileKind[];
  maxBytes: number;
}

export interface FileStore {
  /** Streams `source` into the store; refuses a file too large, empty, or whose content is not accepted. */
  put(source: Readable, options: PutOptions): Promise<StoredFile>;
  open(id: string): Readable;
  exists(id: string): Promise<boolean>;
  remove(id: string): Promise<void>;
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createFileStore(root: string): FileStore {
  const pathOf = (id: string) => {
    if (!ID.test(id)) throw new AppError('not_found');
    return join(root, id.slice(0, 2), id);
  };

  return {
    async put(source, options) {
      const id = randomUUID();
      const final = pathOf(id);
      await mkdir(join(root, id.slice(0, 2)), { recursive: true });
      const partial = `${final}.part`;
      const shownName = safeFileName(options.name);
      const hash = createHash('sha256');
      let size = 0;
      let head = Buffer.alloc(0);
      let sniffed: SniffedType | undefined;
      let refusal: AppError | undefined;

      // Checks as the bytes arrive: the type from the first bytes, the size all along. A refused file is
      // read to the end of its part without being written, so the rest of the request can still be parsed
      // (destroying the part's stream would stall the multipart parser) and the refusal answered.
      async function* checked(chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          if (refusal) continue;
          size += chunk.length;
          if (size > options.maxBytes) {
            refusal = new AppError('upload_failed', {
              messageKey: 'error.upload_too_large',
              params: { name: shownName, max: Math.floor(options.maxBytes / (1024 * 1024)) },
            });
            continue;
          }
          if (!sniffed && head.length < SNIFF_BYTES) {
            head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
            if (head.length >= SNIFF_BYTES && !accepts(head)) continue;
          }
          hash.update(chunk);
          yield chunk;
        }
        if (!refusal && !sniffed && size > 0) accepts(head);
      }
      function accepts(bytes: Buffer): boolean {
        const type = sniffFileType(bytes);
        if (type && options.accept.includes(type.kind)) {
          sniffed = type;
          return true;
        }
        refusal = new AppError('unsupported_media_type', {
          messageKey: 'error.upload_wrong_type',
          params: { name: shownName, accepted: acceptedFormats(options.accept) },
        });
        return false;
      }

      try {
        await pipeline(source, checked, createWriteStream(partial, { flags: 'wx' }));
        if (refusal) throw refusal;
        if (size === 0 || !sniffed) {
          throw new AppError('bad_request', { messageKey: 'error.upload_empty', params: { name: shownName } });
        }
        await rename(partial, final);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return {
        id,
        name: shownName,
        mime: sniffed.mime,
        kind: sniffed.kind,
        extension: sniffed.extension,
        size,
        sha256: hash.digest('hex'),
      };
    },

    open(id) {
      return createReadStream(pathOf(id));
    },

    async exists(id) {
      try {
        return (await stat(pathOf(id))).isFile();
      } catch {
        return false;
      }
    },

    async remove(id) {
      await rm(pathOf(id), { force: true });
    },
  };
}
