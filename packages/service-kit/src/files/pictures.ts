import type { Readable } from 'node:stream';
import sharp from 'sharp';

// Uploaded pictures, for every service that keeps some in its file store (the media library's product
// pictures, review photos): checked by decoding them whole once at upload, then served as WebP in a few
// widths on a fixed canvas, the whole picture fitted in (never cropped) on white, turned upright from its
// EXIF orientation. Renditions are made on first request and kept in a bounded in-memory cache.

/** The picture formats the shop takes as pictures (told by content, sniffFileType). */
export const PICTURE_MIMES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** A picture's size upright, or undefined when its bytes do not decode as a picture. */
export async function pictureSize(bytes: Buffer): Promise<{ width: number; height: number } | undefined> {
  try {
    const meta = await sharp(bytes, { failOn: 'error' }).metadata();
    if (!meta.width || !meta.height) return undefined;
    // Orientations 5 to 8 are turned by a quarter: width and height swap.
    const turned = (meta.orientation ?? 1) >= 5;
    // Decoding the whole picture finds a file cut short after a valid header.
    await sharp(bytes, { failOn: 'error' }).resize(8).toBuffer();
    return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return undefined;
  }
}

/** One width of an uploaded picture, as WebP on a canvas of the given proportions. */
export function resizePicture(
  bytes: Buffer,
  width: number,
  canvas: { width: number; height: number },
): Promise<Buffer> {
  const height = Math.round((width * canvas.height) / canvas.width);
  return sharp(bytes)
    .rotate()
    .resize(width, height, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 82, effort: 3 })
    .toBuffer();
}

/** The bytes of a stream (a stored file of at most the upload limit). */
export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface Rendition {
  body: Buffer;
  etag: string;
}

export interface RenditionCache {
  /** The rendition of (key, width) that `make` produces, made once while it is kept. */
  made(key: string, width: number, make: () => Promise<Buffer>): Promise<Rendition>;
  clear(): void;
}

/**
 * Renditions made once per (picture, width) and kept in memory, bounded by bytes (least recently used goes
 * first). Concurrent requests for the same rendition share one making, and at most `parallel` run at once
 * so a cold cache cannot starve the API of CPU.
 */
export function createRenditionCache(maxBytes = 48 * 1024 * 1024, parallel = 2): RenditionCache {
  const done = new Map<string, Rendition>();
  const pending = new Map<string, Promise<Rendition>>();
  let bytes = 0;
  let running = 0;
  const waiting: Array<() => void> = [];

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= parallel) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  function remember(key: string, rendition: Rendition): void {
    done.set(key, rendition);
    bytes += rendition.body.length;
    for (const [oldKey, old] of done) {
      if (bytes <= maxBytes) break;
      done.delete(oldKey);
      bytes -= old.body.length;
    }
  }

  function made(key: string, width: number, make: () => Promise<Buffer>): Promise<Rendition> {
    const cacheKey = `${key}@${width}`;
    const hit = done.get(cacheKey);
    if (hit) {
      // Move to the young end.
      done.delete(cacheKey);
      done.set(cacheKey, hit);
      return Promise.resolve(hit);
    }
    const inFlight = pending.get(cacheKey);
    if (inFlight) return inFlight;
    const making = slot(make).then(
      (body) => {
        const rendition = { body, etag: `"${key}-${width}-${body.length.toString(36)}"` };
        remember(cacheKey, rendition);
        pending.delete(cacheKey);
        return rendition;
      },
      (error: unknown) => {
        pending.delete(cacheKey);
        throw error;
      },
    );
    pending.set(cacheKey, making);
    return making;
  }

  return {
    made,
    clear() {
      done.clear();
      bytes = 0;
    },
  };
}
