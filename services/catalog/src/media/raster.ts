import sharp from 'sharp';
import { CANVAS, type Drawing, type MediaWidth } from './drawing';
import { renderSvg } from './svg';

// WebP renditions of drawn and uploaded pictures (picture.ts), made once per (picture, width) and kept in memory, bounded by bytes
// (least recently used goes first). Concurrent requests for the same rendition share one rasterization,
// and at most two rasterizations run at once so a cold cache cannot starve the API of CPU.

export interface Rendition {
  body: Buffer;
  etag: string;
}

export interface RenditionCache {
  /** The rendition of (key, width) that `make` produces, made once while it is kept. */
  made(key: string, width: MediaWidth, make: () => Promise<Buffer>): Promise<Rendition>;
  clear(): void;
}

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

  function made(key: string, width: MediaWidth, make: () => Promise<Buffer>): Promise<Rendition> {
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

export async function rasterize(drawing: Drawing, width: MediaWidth): Promise<Buffer> {
  const height = Math.round((width * CANVAS.height) / CANVAS.width);
  // Density scales the vector drawing to the target size before rasterizing (sharp's default is 72 dpi).
  const density = Math.max(1, Math.round((72 * width) / CANVAS.width));
  return sharp(Buffer.from(renderSvg(drawing)), { density: Math.max(density, 72) })
    .resize(width, height)
    .webp({ quality: 80, effort: 3 })
    .toBuffer();
}
