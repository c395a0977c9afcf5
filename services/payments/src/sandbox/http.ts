import type { Context } from 'koa';

// Small helpers of the sandbox's provider modules: the sandbox parses no bodies itself, so each module
// reads exactly what its protocol sends.

const LIMIT = 200_000;

export async function readText(ctx: Context): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > LIMIT) ctx.throw(413, 'too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readForm(ctx: Context): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await readText(ctx)));
}

export async function readJson(ctx: Context): Promise<Record<string, unknown> | undefined> {
  try {
    const value = JSON.parse(await readText(ctx));
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** 123456 → '1 234,56 zł' (a Polish amount, space as the thousands separator). */
export function formatPln(grosze: number): string {
  const whole = Math.floor(Math.abs(grosze) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const cents = String(Math.abs(grosze) % 100).padStart(2, '0');
  return `${grosze < 0 ? '-' : ''}${whole},${cents} zł`;
}

/** A plain page of the sandbox, in Polish, with clear buttons for tests and testers. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1d2330}
.sandbox{background:#fff4d6;border:1px solid #e0b040;padding:.5rem .75rem;border-radius:.4rem;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#5a6275}dd{margin:0;font-weight:600}
form{display:inline-block;margin-right:.75rem}
button{font-size:1.05rem;padding:.7rem 1.4rem;border-radius:.4rem;border:0;cursor:pointer}
.pay{background:#1f7a3d;color:#fff}.reject{background:#b3261e;color:#fff}
</style></head><body>${body}</body></html>`;
}
