// Every limit of the PDF renderer in one place (settings.ts lets an operator move the first ones).

export const renderLimits = {
  /** Pages rendering at once: each holds a renderer process of ~50-100 MB. */
  concurrency: 4,
  /** Documents waiting for a page; one more is refused as busy rather than queued without end. */
  queue: 100,
  /** One document, from opening its page to the last PDF byte; a page that hangs is closed after this. */
  timeoutMs: 30_000,
  /** Chromium is closed after this long without a document, and started again by the next one. */
  idleMs: 5 * 60_000,
  /** Finished PDFs kept by the hash of their inputs (bytes in memory, oldest used dropped first). */
  cacheBytes: 64 * 1024 * 1024,
} as const;

export type RenderLimits = { -readonly [K in keyof typeof renderLimits]: number };
