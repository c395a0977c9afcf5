import { env, loadConfig } from '@shop/service-kit';
import { z } from 'zod';
import { renderLimits } from './render/limits';

const settingsShape = {
  /** Debian's Chromium; other machines point this at their own build. */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** Pages rendering at once (render/limits.ts has the default and the other limits). */
  PDF_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(renderLimits.concurrency),
  /** Seconds without a document after which Chromium is closed (it starts again with the next document). */
  CHROMIUM_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(renderLimits.idleMs / 1000),
  /** Price lists as tagged (accessible) PDFs; false prints them ~40 % faster without tags (decisions/documents.md). */
  PRICE_LIST_PDF_TAGGED: env.bool(true),
  /** The same setting the cms reads; documents print the brand's name. */
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9-]{3,}$/)
    .default('zefir'),
  /** Where shoppers reach the shop (a spec card's QR code links there); else the gateway on this machine. */
  PUBLIC_URL: z.url().optional(),
  GATEWAY_PORT: z.coerce.number().int().min(0).default(8080),
};

export interface DocumentsSettings {
  chromiumPath: string;
  renderConcurrency: number;
  /** How long Chromium may sit without a document before it is closed. */
  browserIdleMs: number;
  /** Whether price lists print with accessibility tags. */
  priceListTagged: boolean;
  /** 'zefir' → 'Zefir'. */
  brand: string;
  /** The shop's address without a trailing slash. */
  shopUrl: string;
}

export function documentsSettings(env: Record<string, string | undefined>): DocumentsSettings {
  const config = loadConfig(settingsShape, env);
  const brand = config.BRAND_SLUG.split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  const shopUrl = (config.PUBLIC_URL ?? `http://127.0.0.1:${config.GATEWAY_PORT}`).replace(/\/+$/, '');
  return {
    chromiumPath: config.CHROMIUM_PATH,
    renderConcurrency: config.PDF_RENDER_CONCURRENCY,
    browserIdleMs: config.CHROMIUM_IDLE_SECONDS * 1000,
    priceListTagged: config.PRICE_LIST_PDF_TAGGED,
    brand,
    shopUrl,
  };
}
