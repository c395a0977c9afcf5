import { readFile } from 'node:fs/promises';

// A storefront page carries its stylesheets inline (issue 18): the page top and, on a landing page, the screen
// are in the HTML (server-render.ts), and a stylesheet linked instead is a round trip the first paint waits
// for — on a phone's slow connection the largest share of it after the HTML itself. The files are the front
// ends' content-hashed builds, so each is read once. Where the same stylesheet is later linked by a script
// (a chunk's CSS), the browser fetches it beside the page, which changes nothing on screen.

/** A stylesheet read once (its name carries its content hash), without its source-map comment. */
const KEPT_MAX = 200;

/** `<link rel="stylesheet" href>` in either attribute order, as the shell's build and the gateway write it. */
const linkTag = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*>/gi;

export function createStyleInliner(fileOf: (path: string) => string | undefined) {
  const kept = new Map<string, Promise<string | 'linked' | 'missing'>>();

  /** The sheet's CSS to write inline; `linked` when it must stay a link, `missing` when not found now. */
  function styleAt(href: string): Promise<string | 'linked' | 'missing'> {
    let style = kept.get(href);
    if (!style) {
      const file = href.startsWith('/') && !href.startsWith('//') ? fileOf(href) : undefined;
      style = file
        ? readFile(file, 'utf8').then(
            (css) => {
              // Relative url()s would resolve against the page instead: such a sheet stays linked.
              if (/url\(\s*(?!['"]?\s*data:)/i.test(css)) return 'linked' as const;
              return css.replace(/\/\*#\s*sourceMappingURL=[^*]*\*\/\s*$/, '').replace(/<\/style/gi, '<\\/style');
            },
            () => 'missing' as const,
          )
        : Promise.resolve('linked' as const);
      if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value!);
      kept.set(href, style);
      // A file missing now (a deployment under way) is looked for again next time.
      void style.then((css) => css === 'missing' && kept.delete(href));
    }
    return style;
  }

  /** The page with each stylesheet this gateway serves written inline, in place, in the same order. */
  return async function inlineStyles(page: string): Promise<string> {
    const hrefs = [...page.matchAll(linkTag)].map((match) => match[1]!);
    if (hrefs.length === 0) return page;
    const styles = new Map(await Promise.all(hrefs.map(async (href) => [href, await styleAt(href)] as const)));
    return page.replace(linkTag, (tag, href: string) => {
      const css = styles.get(href);
      return css === undefined || css === 'linked' || css === 'missing'
        ? tag
        : `<style data-href="${href}">${css}</style>`;
    });
  };
}
