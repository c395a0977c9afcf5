import { AppError, createRouter } from '@shop/service-kit';
import { eq } from 'drizzle-orm';
import type { NotificationsContext } from '../context';
import { mails } from '../db/schema';
import { listMailFiles, readMailFile } from '../mail/transport';

// GET /api/dev/mail: the e-mails embedded mode wrote to files instead of sending (development only): the list,
// one as .eml, and one shown as a page (its headers, the text part and the HTML part in a frame that runs
// nothing), read from the mail queue's record of it.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const fileNamePattern = /^[\w.@-]+\.eml$/;

export function devMailRoutes(context: NotificationsContext) {
  const { mailDir, devPageEnabled } = context.settings;
  const router = createRouter();
  if (!devPageEnabled) return router;

  async function existingFile(id: string): Promise<string> {
    if (!fileNamePattern.test(id)) throw new AppError('not_found');
    const files = await listMailFiles(mailDir);
    if (!files.includes(id)) throw new AppError('not_found');
    return id;
  }

  router.get('/api/dev/mail', async (ctx) => {
    const files = await listMailFiles(mailDir);
    ctx.body = { items: files.slice(0, 100).map((name) => ({ id: name })), total: files.length };
  });
  router.get('/api/dev/mail/:id', async (ctx) => {
    const id = await existingFile(ctx.params.id ?? '');
    ctx.type = 'message/rfc822';
    ctx.body = await readMailFile(mailDir, id);
  });
  router.get('/api/dev/mail/:id/view', async (ctx) => {
    const id = await existingFile(ctx.params.id ?? '');
    // The file is named after the Message-ID, which is the queued mail's id at the shop's domain.
    const mailId = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@/.exec(id)?.[1];
    const [mail] = mailId ? await context.db.select().from(mails).where(eq(mails.id, mailId)) : [];
    if (!mail) throw new AppError('not_found');
    const header = (label: string, value: string | null) =>
      value ? `<tr><th scope="row">${label}</th><td>${escapeHtml(value)}</td></tr>` : '';
    // The e-mail's HTML is shown inside a sandboxed frame: no scripts, no forms, nothing reaches this page.
    ctx.set(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'",
    );
    ctx.type = 'text/html';
    ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title>
<style>body{font-family:Arial,sans-serif;margin:24px;color:#1d2320}table{border-collapse:collapse;margin-bottom:16px}
th{text-align:left;padding:4px 12px 4px 0;color:#5b635e;font-weight:normal}pre{white-space:pre-wrap;background:#f4f5f2;padding:16px}
iframe{width:100%;height:640px;border:1px solid #c9cec7}</style></head><body>
<h1>${escapeHtml(mail.subject)}</h1>
<table>${header('To', mail.recipient)}${header('Reply-To', mail.replyTo)}${header('Language', mail.language)}${header('Template', mail.template)}${header('Message-ID', mail.messageId)}${header('Written', mail.sentAt?.toISOString() ?? null)}</table>
<h2>HTML</h2>
<iframe title="HTML part" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe>
<h2>Text</h2>
<pre>${escapeHtml(mail.text)}</pre>
<p><a href="/api/dev/mail/${encodeURIComponent(id)}">.eml</a></p>
</body></html>`;
  });
  return router;
}
