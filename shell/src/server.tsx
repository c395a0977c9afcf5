import { languageOfPath } from '@shop/remote-kit/route';
import { inServerRender, renderToHtml, serverShopConfig, startServerTexts } from '@shop/remote-kit/server';
import { PageTop } from './page/PageTop';

// The shell's server build (rspack.config.ts): the gateway renders the page top (test-mode banner, header
// with the plain search form, menu) into every storefront page with it (issue 18). The page is drawn in its
// final layout before any script runs — a screen rendered on the server is not pushed down when the header
// arrives — and the header's links work with scripts off. In the browser the shell draws the top anew over
// it (bootstrap.tsx), the same size.

export interface TopRequest {
  /** The page's path and query string ('?…' or ''). */
  path: string;
  search: string;
  /** Answers `/api/config` (the gateway's own way to its services). */
  fetch: typeof fetch;
  signal?: AbortSignal;
}

/** The HTML of the page top for `#shell-top`. */
export async function renderTop(request: TopRequest): Promise<string> {
  const signal = request.signal ?? new AbortController().signal;
  const render = { address: { pathname: request.path, search: request.search }, fetch: request.fetch };
  const [config] = await Promise.all([inServerRender(render, () => serverShopConfig(signal)), startServerTexts()]);
  const { body } = await inServerRender(render, () =>
    renderToHtml(<PageTop testMode={config?.testMode ?? false} />, languageOfPath(request.path), signal),
  );
  return body;
}
