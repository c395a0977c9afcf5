import { staffIdentity } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CmsTestService, en, pl, startCms } from '../test-support';

// The accessibility statement (issue 27): seeded, read per language, edited by content staff against the
// version they read.

let cms: CmsTestService;
let stop: () => Promise<void>;
const marketing = staffIdentity('marketing_employee');
const warehouse = staffIdentity('warehouse_employee');
const path = '/api/cms/pages/accessibility-statement';
const adminPath = '/api/admin/content-pages/accessibility-statement';

beforeAll(async () => {
  ({ cms, stop } = await startCms());
});
afterAll(async () => {
  await stop?.();
});

describe('the accessibility statement', () => {
  it('answers in the page language, with the standard, the exceptions, the PFRON procedure and the review date', async () => {
    const polish = await cms.call('GET', path, { headers: pl });
    expect(polish.status).toBe(200);
    expect(polish.body.title).toBe('Deklaracja dostępności');
    const text = polish.body.body.map((block: { text: string }) => block.text).join('\n');
    expect(text).toContain('WCAG 2.1');
    expect(text).toContain('EN 301 549');
    expect(text).toContain('PDF/UA');
    expect(text).toContain('PFRON');
    expect(text).toContain('„Dostępność sklepu”');
    expect(polish.body.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const english = await cms.call('GET', path, { headers: en });
    expect(english.body.title).toBe('Accessibility statement');
    expect(english.body.body[1]).toEqual({ kind: 'heading', text: 'Standards' });
  });

  it('an unknown page is refused', async () => {
    expect((await cms.call('GET', '/api/cms/pages/no-such-page', { headers: en })).status).toBe(400);
  });

  it('content staff save both languages against the version read; a stale save and others are refused', async () => {
    const read = await cms.call('GET', adminPath, { identity: marketing });
    expect(read.body.version).toBeGreaterThanOrEqual(1);
    const change = {
      title: read.body.title,
      body: { pl: `${read.body.body.pl}\n\nNowy akapit.`, en: `${read.body.body.en}\n\nA new paragraph.` },
      reviewedOn: '2026-12-01',
      version: read.body.version,
    };
    const saved = await cms.call('PUT', adminPath, { identity: marketing, body: change });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: read.body.version + 1, reviewedOn: '2026-12-01' });
    const shown = await cms.call('GET', path, { headers: en });
    expect(shown.body.body.at(-1)).toEqual({ kind: 'paragraph', text: 'A new paragraph.' });
    expect(shown.body.reviewedOn).toBe('2026-12-01');

    expect((await cms.call('PUT', adminPath, { identity: marketing, body: change })).status).toBe(409);
    const missing = await cms.call('PUT', adminPath, {
      identity: marketing,
      body: { ...change, body: { pl: '', en: 'x' }, version: saved.body.version },
      headers: pl,
    });
    expect(missing.status).toBe(400);
    expect((await cms.call('PUT', adminPath, { identity: warehouse, body: change })).status).toBe(403);
  });
});
