import type { ScreenId } from '@shop/i18n';
import { matchPath } from '@shop/platform/routes';
import { changingJson } from './changing-files';
import { escapeAttribute } from './page-head';

// What a storefront page will ask for once the shell runs, named in its HTML so the browser fetches it at
// once instead of link after link (issue 18): the catalogue remote's manifest, its remote entry and the
// files of the modules it draws on that page — its header search on every storefront page, its screens on
// the pages shoppers land on. Read from the remote map and the remote's own manifest at every page, so a
// remote deployed alone is preloaded as it is now, without a restart. Hints only: a file the page then does
// not use costs a download, nothing breaks.

/** The remote whose files are preloaded: it draws the header search everywhere and the landing pages. */
const CATALOGUE_REMOTE = 'mf-catalog';
/** The pages shoppers arrive on, which the catalogue remote draws (shell/src/routing/page-of-path.ts). */
const landingScreens = new Set<ScreenId>(['home', 'collection', 'product']);

interface ExposeAssets {
  name: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: ExposeAssets[];
}

function isManifest(value: unknown): value is Manifest {
  const manifest = value as Manifest | null;
  return (
    typeof manifest?.metaData?.remoteEntry?.name === 'string' &&
    Array.isArray(manifest.exposes) &&
    manifest.exposes.every(
      (expose) => Array.isArray(expose?.assets?.js?.sync) && Array.isArray(expose?.assets?.css?.sync),
    )
  );
}

export interface PagePreloadOptions {
  /** The body of /remotes.json (remote name → manifest URL). */
  remoteMap: () => Promise<string>;
  /** The file this gateway serves at a URL path (`/mf/mf-catalog/mf-manifest.json`), if it serves one. */
  fileOf: (path: string) => string | undefined;
}

/** `<link rel="preload">` tags for a storefront page's path; empty for the panel and unknown paths. */
export function createPagePreloads({ remoteMap, fileOf }: PagePreloadOptions) {
  const readManifest = changingJson(isManifest);

  /** The manifest when this gateway serves it (a remote elsewhere gets only its manifest preloaded). */
  async function manifestAt(path: string): Promise<Manifest | undefined> {
    const file = fileOf(path);
    return file ? readManifest(file) : undefined;
  }

  return async function preloadsOf(pathname: string): Promise<string> {
    const match = matchPath(pathname);
    if (!match) return '';
    const url = (JSON.parse(await remoteMap()) as Record<string, string>)[CATALOGUE_REMOTE];
    if (!url) return '';
    const links = [`<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`];
    const manifest = url.startsWith('/') && !url.startsWith('//') ? await manifestAt(url) : undefined;
    if (manifest) {
      const base = url.slice(0, url.lastIndexOf('/') + 1);
      const { path, name } = manifest.metaData.remoteEntry;
      const files = [path ? `${path.replace(/\/?$/, '/')}${name}` : name];
      const exposes = landingScreens.has(match.screen) ? ['search-box', 'app'] : ['search-box'];
      const styles: string[] = [];
      for (const expose of manifest.exposes.filter((candidate) => exposes.includes(candidate.name))) {
        files.push(...expose.assets.js.sync);
        styles.push(...expose.assets.css.sync);
      }
      for (const file of files) links.push(`<link rel="preload" as="script" href="${escapeAttribute(base + file)}">`);
      for (const file of styles) links.push(`<link rel="preload" as="style" href="${escapeAttribute(base + file)}">`);
    }
    return links.join('\n    ');
  };
}
