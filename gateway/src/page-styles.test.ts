import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStyleInliner } from './page-styles';

// A storefront page with its stylesheets written inline: the first paint waits for no stylesheet that this
// gateway could have put into the page itself.

let dir: string;
/** The URL paths the inliner asked for, in order. */
let looked: string[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-styles-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** An inliner over the temp directory, as the gateway's file lookup answers: a path, whether or not it exists. */
function inliner() {
  looked = [];
  return createStyleInliner((path) => {
    looked.push(path);
    return join(dir, path);
  });
}

const link = (href: string) => `<link rel="stylesheet" href="${href}">`;

describe('the stylesheets of a page', () => {
  it('are written inline where they were linked, in the same order, whatever the order of the attributes', async () => {
    await writeFile(join(dir, 'first.aa11.css'), 'body{margin:0}');
    await writeFile(join(dir, 'second.bb22.css'), '.card{color:red}');
    const page =
      '<head><meta charset="utf-8"><link rel="stylesheet" href="/first.aa11.css"><title>Zefir</title>' +
      '<link href="/second.bb22.css" rel="stylesheet"></head>';

    expect(await inliner()(page)).toBe(
      '<head><meta charset="utf-8"><style data-href="/first.aa11.css">body{margin:0}</style><title>Zefir</title>' +
        '<style data-href="/second.bb22.css">.card{color:red}</style></head>',
    );
  });

  it('leave their source-map comment behind', async () => {
    await writeFile(join(dir, 'mapped.cc33.css'), '.a{color:red}\n/*# sourceMappingURL=mapped.cc33.css.map */\n');

    const page = await inliner()(link('/mapped.cc33.css'));
    expect(page).toBe('<style data-href="/mapped.cc33.css">.a{color:red}\n</style>');
  });

  it('cannot close their <style> element early, whatever text they carry', async () => {
    await writeFile(
      join(dir, 'hostile.dd44.css'),
      '.a::after{content:"</style><script>alert(1)</script>"}.b::after{content:"</STYLE >"}',
    );

    const page = await inliner()(`${link('/hostile.dd44.css')}<p>after</p>`);
    expect(page).toMatch(/^<style data-href="\/hostile.dd44.css">/);
    // The element's own end tag is the only one: the page goes on as written after it.
    expect(page.match(/<\/style/gi)).toHaveLength(1);
    expect(page).toMatch(/<\/style><p>after<\/p>$/);
  });

  it('stay linked when they name a file by a relative url(), and are inlined when it is a data: URL', async () => {
    await writeFile(join(dir, 'font.ee55.css'), '@font-face{font-family:Z;src:url(font.woff2) format("woff2")}');
    await writeFile(
      join(dir, 'icons.ff66.css'),
      '.i{background:url(data:image/svg+xml,%3Csvg%3E)}.j{background:url("data:image/png;base64,AAAA")}',
    );

    const page = await inliner()(link('/font.ee55.css') + link('/icons.ff66.css'));
    expect(page).toBe(
      `${link('/font.ee55.css')}<style data-href="/icons.ff66.css">` +
        '.i{background:url(data:image/svg+xml,%3Csvg%3E)}.j{background:url("data:image/png;base64,AAAA")}</style>',
    );
  });

  it('stay linked when they live at another origin or their file is not there', async () => {
    const page = link('https://cdn.example/shop.css') + link('//cdn.example/shop.css') + link('/missing.0000aaaa.css');

    expect(await inliner()(page)).toBe(page);
    expect(looked).toEqual(['/missing.0000aaaa.css']);
  });

  it('are read once: a content-hashed file does not change', async () => {
    const file = join(dir, 'once.1234abcd.css');
    await writeFile(file, '.once{}');
    const inlineStyles = inliner();
    const expected = '<style data-href="/once.1234abcd.css">.once{}</style>';

    expect(await inlineStyles(link('/once.1234abcd.css'))).toBe(expected);
    await rm(file);
    expect(await inlineStyles(link('/once.1234abcd.css'))).toBe(expected);
    expect(looked).toEqual(['/once.1234abcd.css']);
  });

  it('are inlined once a file missing before appears (a deployment under way)', async () => {
    const inlineStyles = inliner();

    expect(await inlineStyles(link('/late.5678ef01.css'))).toBe(link('/late.5678ef01.css'));
    await writeFile(join(dir, 'late.5678ef01.css'), '.late{}');
    expect(await inlineStyles(link('/late.5678ef01.css'))).toBe(
      '<style data-href="/late.5678ef01.css">.late{}</style>',
    );
  });
});
