import { expect, type Page } from '@playwright/test';

// The development mailbox (/api/dev/mail, embedded mode): the e-mails the shop sent, read as a person would.

const headers = { Authorization: 'Bearer shop-storefront' };

/** An .eml file as readable text: quoted-printable parts decoded as UTF-8 (Polish letters intact), base64 parts decoded. */
export function decodeMail(raw: string): string {
  const qp = Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  const base64 = [...raw.matchAll(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm)].map((part) =>
    Buffer.from(part[0].replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [qp, ...base64].join('\n');
}

/** The newest e-mail to `email` whose text matches `pattern`: its text and the match; waits until it arrives. */
export async function mailTo(
  page: Page,
  email: string,
  pattern: RegExp,
): Promise<{ text: string; match: RegExpExecArray }> {
  let found: { text: string; match: RegExpExecArray } | undefined;
  await expect(async () => {
    const list = (await (await page.request.get('/api/dev/mail', { headers })).json()) as { items: { id: string }[] };
    for (const { id } of list.items.slice(0, 30)) {
      const text = decodeMail(await (await page.request.get(`/api/dev/mail/${id}`, { headers })).text());
      if (!text.includes(email)) continue;
      const match = pattern.exec(text);
      if (match) {
        found = { text, match };
        return;
      }
    }
    throw new Error(`no e-mail to ${email} matching ${pattern} yet`);
  }).toPass({ timeout: 15_000 });
  return found!;
}
