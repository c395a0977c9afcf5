import type { Language } from '@shop/contracts';

// The frame every shop e-mail shares: a plain-text part and a simple, inline-styled HTML part.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailContent {
  /** The recipient's language: the HTML part says it (screen readers, mail clients' translation offers). */
  language: Language;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Label and value pairs after the paragraphs (an order's lines and totals): a table in HTML. */
  details?: { label: string; value: string }[];
  /** A link the e-mail is about (sign in, set a password): a button in HTML, the address in plain text. */
  action?: { label: string; url: string; note?: string };
  footer: string;
}

export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const { action } = content;
  const actionText = action ? [`${action.label}: ${action.url}`, '', ...(action.note ? [action.note, ''] : [])] : [];
  const details = content.details ?? [];
  const detailsText = details.length ? [...details.map((row) => `${row.label}: ${row.value}`), ''] : [];
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...detailsText,
    ...actionText,
    '--',
    content.footer,
  ].join('\n');
  const actionHtml = action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1f6f4a;color:#fff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#5b635e;margin:0 0 12px;word-break:break-all">${escapeHtml(action.url)}</p>${action.note ? `\n<p style="font-size:13px;color:#5b635e;margin:0 0 12px">${escapeHtml(action.note)}</p>` : ''}`
    : '';
  const detailsHtml = details.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0 16px;font-size:14px">
${details.map((row) => `<tr><td style="padding:6px 12px 6px 0;border-bottom:1px solid #e3e6e1">${escapeHtml(row.label)}</td><td align="right" style="padding:6px 0;border-bottom:1px solid #e3e6e1;white-space:nowrap">${escapeHtml(row.value)}</td></tr>`).join('\n')}
</table>`
    : '';
  const html = `<!doctype html><html lang="${content.language}"><body style="margin:0;background:#f4f5f2;font-family:Arial,sans-serif;color:#1d2320">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;padding:32px">
<tr><td><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${detailsHtml}
${actionHtml}
<p style="font-size:12px;color:#5b635e;margin-top:24px">${escapeHtml(content.footer)}</p></td></tr></table>
</td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
