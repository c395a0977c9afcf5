import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { AppError } from '../errors';
import type { FileStore, PutOptions, StoredFile } from './file-store';

// A multipart upload read straight into the file store: each file part is checked by content and size as
// it streams, text fields are kept (small), and if anything is refused every file this request already
// stored is removed again, so a refused or interrupted upload leaves nothing behind.

export interface UploadLimits extends Omit<PutOptions, 'name'> {
  /** The most files one request may carry (SPEC §5: 10 for a return). */
  maxFiles: number;
  /** Bytes of all text fields together. */
  maxFieldBytes?: number;
}

export interface Upload {
  fields: Record<string, string>;
  /** Files in the order they arrived, with the form field each came in. */
  files: (StoredFile & { field: string })[];
}

export async function readUpload(req: IncomingMessage, store: FileStore, limits: UploadLimits): Promise<Upload> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) throw new AppError('unsupported_media_type');
  const maxFieldBytes = limits.maxFieldBytes ?? 64 * 1024;

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { fieldSize: maxFieldBytes, fields: 100, parts: limits.maxFiles + 101 },
    });
  } catch (error) {
    throw new AppError('bad_request', { cause: error });
  }

  const fields: Record<string, string> = {};
  const files: Upload['files'] = [];
  let fieldBytes = 0;
  let fileCount = 0;
  let failure: unknown;
  const stored: Promise<void>[] = [];
  const fail = (error: unknown) => {
    failure ??= error;
  };

  parser.on('field', (name, value, info) => {
    fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (info.valueTruncated || fieldBytes > maxFieldBytes) fail(new AppError('payload_too_large'));
    else if (name === '__proto__' || name === 'constructor' || name === 'prototype') fail(new AppError('bad_request'));
    else fields[name] = value;
  });
  parser.on('file', (field, stream, info) => {
    // A part cut off is destroyed with an error ('Unexpected end of file'): whoever reads it (the store) hears
    // it through its own listener; a part skipped below has no reader, and its error must not crash the process.
    stream.on('error', () => {});
    fileCount++;
    if (failure || fileCount > limits.maxFiles) {
      if (fileCount > limits.maxFiles) fail(new AppError('upload_failed'));
      stream.resume();
      return;
    }
    const place = fileCount - 1;
    stored.push(
      store.put(stream, { ...limits, name: info.filename }).then(
        (file) => {
          // In the order the parts came, however their writes finished.
          files[place] = { ...file, field };
        },
        (error) => fail(error),
      ),
    );
  });
  parser.on('partsLimit', () => fail(new AppError('upload_failed')));
  parser.on('fieldsLimit', () => fail(new AppError('payload_too_large')));

  try {
    await new Promise<void>((resolve, reject) => {
      parser.on('close', resolve);
      parser.on('error', (error) => reject(new AppError('bad_request', { cause: error })));
      req.on('aborted', () => reject(new AppError('bad_request', { detail: 'upload interrupted' })));
      req.on('error', (error) => reject(new AppError('bad_request', { cause: error })));
      req.pipe(parser);
    });
    await Promise.all(stored);
  } catch (error) {
    fail(error);
    // A request cut off mid-file never ends that file's part: destroying the parser ends the part's stream
    // with an error, so its write stops and removes its partial file, and the files stored before go too.
    parser.destroy();
    await Promise.allSettled(stored);
  }
  if (failure) {
    await Promise.all(files.filter(Boolean).map((file) => store.remove(file.id)));
    throw failure;
  }
  return { fields, files };
}
