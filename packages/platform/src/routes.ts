import { DEFAULT_BRAND_SLUG, type ScreenId, type ScreenRoute, type StorefrontLanguage, screens } from '@shop/i18n';

// Localized URLs (SPEC §2, DESIGN §7): every storefront path is /<lang>/<segments>, the segments taken
// from @shop/i18n's route table with `{product}` standing for the brand slug.

export type RouteParams = Record<string, string>;

export interface RouteMatch {
  screen: ScreenId;
  lang: StorefrontLanguage;
  params: RouteParams;
}

interface CompiledRoute {
  screen: ScreenRoute;
  /** A literal segment, or `{ param }` where the pattern has `:param`. */
  segments: (string | { param: string })[];
}

let brandSlug = DEFAULT_BRAND_SLUG;
let compiled: Record<StorefrontLanguage, CompiledRoute[]> | undefined;

function compile(lang: StorefrontLanguage): CompiledRoute[] {
  return screens.map((screen) => ({
    screen,
    segments: screen[lang]
      .replaceAll('{product}', brandSlug)
      .split('/')
      .filter(Boolean)
      .map((segment) => (segment.startsWith(':') ? { param: segment.slice(1) } : segment)),
  }));
}

function routesOf(lang: StorefrontLanguage): CompiledRoute[] {
  compiled ??= { pl: compile('pl'), en: compile('en') };
  return compiled[lang];
}

/** The brand slug that `{product}` stands for (a shop setting, default 'zefir'). */
export function setBrandSlug(slug: string): void {
  if (slug === brandSlug || slug === '') return;
  brandSlug = slug;
  compiled = undefined;
}

export function getBrandSlug(): string {
  return brandSlug;
}

/** The path of a screen: `pathFor('product', 'pl', { id: 12, slug: 'x' })` → `/pl/produkt/12/x`. */
export function pathFor(
  screen: ScreenId,
  lang: StorefrontLanguage,
  params: Record<string, string | number> = {},
): string {
  const route = routesOf(lang).find((candidate) => candidate.screen.id === screen);
  if (!route) throw new Error(`Unknown screen '${screen}'`);
  const segments = route.segments.map((segment) => {
    if (typeof segment === 'string') return segment;
    const value = params[segment.param];
    // A link without its id would lead to a 404 that nobody notices; fail where the mistake is.
    if (value === undefined || value === '')
      throw new Error(`pathFor('${screen}') needs the parameter '${segment.param}'`);
    return encodeURIComponent(String(value));
  });
  return `/${lang}/${segments.join('/')}`;
}

/** Whether `a` beats `b` for the same path: at the first place they differ, a literal wins over a parameter. */
function moreSpecific(a: CompiledRoute, b: CompiledRoute): boolean {
  for (let i = 0; i < a.segments.length; i++) {
    const literalA = typeof a.segments[i] === 'string';
    const literalB = typeof b.segments[i] === 'string';
    if (literalA !== literalB) return literalA;
  }
  return false;
}

function fit(route: CompiledRoute, parts: string[]): RouteParams | undefined {
  if (route.segments.length !== parts.length) return undefined;
  const params: RouteParams = {};
  for (let i = 0; i < parts.length; i++) {
    const segment = route.segments[i]!;
    const part = parts[i]!;
    if (typeof segment === 'string') {
      if (segment !== part) return undefined;
    } else {
      try {
        params[segment.param] = decodeURIComponent(part);
      } catch {
        return undefined; // a malformed %-escape is no valid link
      }
    }
  }
  return params;
}

/**
 * The screen a path shows, or undefined for a path the shop does not know (the shell shows its 404). A
 * Polish-only screen (funding) has no page in another language, so its translated path is unknown too.
 */
export function matchPath(pathname: string): RouteMatch | undefined {
  const [lang, ...parts] = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);
  if (lang !== 'pl' && lang !== 'en') return undefined;
  let best: { route: CompiledRoute; params: RouteParams } | undefined;
  for (const route of routesOf(lang)) {
    if (route.screen.polishOnly && lang !== 'pl') continue;
    const params = fit(route, parts);
    if (params && (!best || moreSpecific(route, best.route))) best = { route, params };
  }
  return best && { screen: best.route.screen.id, lang, params: best.params };
}

/**
 * The same screen in another language, with the same parameters; the other language's home page when the
 * path is unknown or the screen exists in Polish only. A query string or fragment is kept.
 */
export function switchLanguage(pathname: string, lang: StorefrontLanguage): string {
  const suffix = pathname.match(/[?#].*$/)?.[0] ?? '';
  const match = matchPath(pathname);
  const screen = match ? screens.find((candidate) => candidate.id === match.screen) : undefined;
  if (!match || !screen || (screen.polishOnly && lang !== 'pl')) return pathFor('home', lang);
  return `${pathFor(match.screen, lang, match.params)}${suffix}`;
}

/** Moves to another page of the shop without a reload; single-spa sees the history change and remounts. */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (typeof window === 'undefined') return;
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (path === current) return;
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
}
