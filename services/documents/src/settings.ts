import { loadConfig } from '@shop/service-kit';
import { z } from 'zod';

const settingsShape = {
  /** Debian's Chromium; other machines point this at their own build. */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** Pages rendering at once: each holds a renderer process, ~50-100 MB. */
  PDF_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /** The same setting the cms reads; documents print the brand's name. */
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9-]{3,}$/)
    .default('zefir'),
};

export interface DocumentsSettings {
  chromiumPath: string;
  renderConcurrency: number;
  /** 'zefir' → 'Zefir'. */
  brand: string;
}

export function documentsSettings(env: Record<string, string | undefined>): DocumentsSettings {
  const config = loadConfig(settingsShape, env);
  const brand = config.BRAND_SLUG.split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return { chromiumPath: config.CHROMIUM_PATH, renderConcurrency: config.PDF_RENDER_CONCURRENCY, brand };
}
