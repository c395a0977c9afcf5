// The answers a screen rendered on the server was drawn from (issue 18, docs/decisions/storefront-speed.md).
// On the server, a render pass records each query it met without an answer; the render (src/server.tsx)
// fetches those and renders again. In the browser, the page carries the same answers as JSON, so the
// hydrating render draws exactly what the server drew, without asking the catalogue again.

export type Load = (signal: AbortSignal) => Promise<unknown>;

export interface ServerPass {
  answers: ReadonlyMap<string, unknown>;
  /** Queries met in this pass without an answer, to fetch before the next one. */
  wanted: Map<string, Load>;
}

/** The server render pass the caller is part of; the server build sets it (src/server.tsx), never a browser. */
let currentPass: () => ServerPass | undefined = () => undefined;

export function setServerPassSource(source: () => ServerPass | undefined): void {
  currentPass = source;
}

/**
 * On the server: the answer for `key`, or undefined after noting the query for the next pass (its screen
 * draws its loading state meanwhile). In the browser: always undefined.
 */
export function answerOnServer<T>(key: string, load: Load): { answer?: T; onServer: boolean } {
  const pass = currentPass();
  if (!pass) return { onServer: false };
  if (pass.answers.has(key)) return { answer: pass.answers.get(key) as T, onServer: true };
  pass.wanted.set(key, load);
  return { onServer: true };
}

/** An answer the page was rendered with is shown within this long, at its address only; prices move. */
const KEPT_MS = 10_000;
const addressNow = () => window.location.pathname + window.location.search;

/** The answers the page's server render used: read by every query of their key while the screen hydrates. */
let rendered: { currency: string; address: string; at: number; answers: Record<string, unknown> } | undefined;

/** Keeps the answers the server rendered this page with, in the currency they are priced in. */
export function keepServerAnswers(currency: string, answers: Record<string, unknown>): void {
  rendered = { currency, address: addressNow(), at: Date.now(), answers };
}

/**
 * The server's answer for `key` in `currency` while the page hydrates; undefined for any other address
 * (the shopper moved on: a later render asks the catalogue itself) and once 10 s old.
 */
export function serverAnswerOf<T>(key: string, currency: string): T | undefined {
  if (!rendered || rendered.currency !== currency || !Object.hasOwn(rendered.answers, key)) return undefined;
  if (rendered.address !== addressNow() || Date.now() - rendered.at > KEPT_MS) return undefined;
  return rendered.answers[key] as T;
}
