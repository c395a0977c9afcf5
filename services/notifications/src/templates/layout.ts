import type { Language } from '@shop/contracts';
import type { ShopSettings } from '@shop/contracts/limits';
import { screens } from '@shop/i18n';

// The frame every shop e-mail shares: a plain-text part and a simple, inline-styled HTML part, headed by the
// shop's name and closed by its details (the company data of the shop settings, which staff change) with
// links to the shop in the recipient's language.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The languages the shop writes e-mail in: Polish for Polish, English for every other language. */
export type MailLanguage = 'pl' | 'en';
export const mailLanguage = (language: string): MailLanguage => (language === 'pl' ? 'pl' : 'en');

/** The shop as an e-mail names it: its company data from the shop settings and its pages, absolute. */
export interface MailShop {
  company: ShopSettings['company'];
  /** The public mailbox customers write to (the sales one of the settings). */
  email: string;
  /** The shop's home page in the e-mail's language (`https://…/pl/`). */
  homeUrl: string;
  /** The contact page in the e-mail's language (`https://…/pl/kontakt`). */
  contactUrl: string;
}

/** The shop of `settings` at `shopUrl` (PUBLIC_URL, no trailing slash) as an e-mail in `language` links it. */
export function mailShop(settings: ShopSettings, shopUrl: string, language: string): MailShop {
  const lang = mailLanguage(language);
  const contact = screens.find((screen) => screen.id === 'contact')!;
  return {
    company: settings.company,
    email: settings.mailboxes.sales,
    homeUrl: `${shopUrl}/${lang}/`,
    contactUrl: `${shopUrl}/${lang}/${contact[lang]}`,
  };
}

export interface MailContent {
  /** The recipient's language: the HTML part says it (screen readers, mail clients' translation offers). */
  language: Language;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Label and value pairs after the paragraphs (an order's lines and totals): a table in HTML. */
  details?: { label: string; value: string }[];
  /** Links to files after the details (a paid order's downloads): a list of links, each with its note. */
  links?: { label: string; url: string; note?: string }[];
  /** A link the e-mail is about (sign in, set a password): a button in HTML, the address in plain text. */
  action?: { label: string; url: string; note?: string };
  /** Why the e-mail came (sent automatically, do not reply): the first line under the text. */
  footer: string;
  /** The shop's name in the header and its details in the footer; every shop e-mail gives it. */
  shop?: MailShop;
}

const shopTexts = {
  pl: { taxId: 'NIP', phone: 'tel.', contact: 'Kontakt' },
  en: { taxId: 'Tax ID (NIP)', phone: 'phone', contact: 'Contact' },
};

/** The footer's lines about the shop: who sells, where, how to reach it. */
function shopLines(shop: MailShop, language: Language) {
  const t = shopTexts[mailLanguage(language)];
  const { company } = shop;
  return {
    address: `${company.name}, ${company.street}, ${company.zipCode} ${company.city}`,
    taxId: `${t.taxId} ${company.taxId}`,
    phone: `${t.phone} ${company.phone}`,
    contact: t.contact,
  };
}

export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const { action, shop } = content;
  const actionText = action ? [`${action.label}: ${action.url}`, '', ...(action.note ? [action.note, ''] : [])] : [];
  const details = content.details ?? [];
  const detailsText = details.length ? [...details.map((row) => `${row.label}: ${row.value}`), ''] : [];
  const links = content.links ?? [];
  const linksText = links.flatMap((item) => [`${item.label}: ${item.url}`, ...(item.note ? [item.note] : []), '']);
  const lines = shop ? shopLines(shop, content.language) : undefined;
  const shopText =
    shop && lines
      ? [
          '',
          lines.address,
          `${lines.taxId} · ${lines.phone} · ${shop.email}`,
          shop.homeUrl,
          `${lines.contact}: ${shop.contactUrl}`,
        ]
      : [];
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...detailsText,
    ...linksText,
    ...actionText,
    '--',
    content.footer,
    ...shopText,
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
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#5b635e">${escapeHtml(label)}</a>`;
  const linksHtml = links.length
    ? `<ul style="font-size:15px;line-height:1.5;margin:0 0 16px;padding-left:20px">
${links.map((item) => `<li style="margin:0 0 8px"><a href="${escapeHtml(item.url)}" style="color:#1f6f4a;font-weight:bold">${escapeHtml(item.label)}</a>${item.note ? `<br><span style="font-size:13px;color:#5b635e">${escapeHtml(item.note)}</span>` : ''}</li>`).join('\n')}
</ul>`
    : '';
  const headerHtml = shop
    ? `<tr><td style="padding:0 0 16px"><a href="${escapeHtml(shop.homeUrl)}" style="font-size:14px;font-weight:bold;color:#1f6f4a;text-decoration:none">${escapeHtml(shop.company.name)}</a></td></tr>\n`
    : '';
  const shopHtml =
    shop && lines
      ? `\n<p style="font-size:12px;line-height:1.5;color:#5b635e;margin:8px 0 0">${escapeHtml(lines.address)}<br>
${escapeHtml(lines.taxId)} · ${link(`tel:${shop.company.phone.replace(/[^\d+]/g, '')}`, lines.phone)} · ${link(`mailto:${shop.email}`, shop.email)}<br>
${link(shop.homeUrl, shop.homeUrl)} · ${link(shop.contactUrl, lines.contact)}</p>`
      : '';
  const html = `<!doctype html><html lang="${content.language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;background:#f4f5f2;font-family:Arial,sans-serif;color:#1d2320">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;padding:32px">
${headerHtml}<tr><td><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${detailsHtml}
${linksHtml}
${actionHtml}
<p style="font-size:12px;color:#5b635e;margin-top:24px">${escapeHtml(content.footer)}</p>${shopHtml}</td></tr></table>
</td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
