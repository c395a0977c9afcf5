import type { ApiRoute } from '@shop/contracts';

// The route table of @shop/contracts compiled once into lookups, so a request costs one Map lookup for a
// fixed path and a few segment comparisons for a parametric one, never a scan of regular expressions.

export type RouteMatch =
  | { kind: 'route'; route: ApiRoute }
  /** The path exists, but not with this method: answer 405 with these methods in Allow. */
  | { kind: 'method'; allow: string }
  | { kind: 'none' };

interface Pattern {
  /** A literal segment, or null where the pattern has a :param. */
  segments: (string | null)[];
  byMethod: Map<string, ApiRoute>;
}

/** Methods answered for a path: a path with GET also answers HEAD, as the services' routers do. */
function allowHeader(byMethod: Map<string, ApiRoute>): string {
  const methods = [...byMethod.keys()];
  if (byMethod.has('GET')) methods.push('HEAD');
  return methods.join(', ');
}

function parsePattern(path: string): (string | null)[] {
  return path
    .split('/')
    .slice(1)
    .map((segment) => (segment.startsWith(':') ? null : segment));
}

function fits(pattern: (string | null)[], segments: string[]): boolean {
  if (pattern.length !== segments.length) return false;
  for (let i = 0; i < pattern.length; i++) {
    const literal = pattern[i];
    const segment = segments[i]!;
    if (literal === null ? segment === '' || segment === '.' || segment === '..' : literal !== segment) return false;
  }
  return true;
}

export interface RouteTable {
  match(method: string, path: string): RouteMatch;
}

export function compileRoutes(routes: readonly ApiRoute[]): RouteTable {
  // Patterns in table order (the table lists specific paths before parametric ones), one per path.
  const patterns: Pattern[] = [];
  const byPath = new Map<string, Pattern>();
  for (const route of routes) {
    let pattern = byPath.get(route.path);
    if (!pattern) {
      pattern = { segments: parsePattern(route.path), byMethod: new Map() };
      byPath.set(route.path, pattern);
      patterns.push(pattern);
    }
    if (!pattern.byMethod.has(route.method)) pattern.byMethod.set(route.method, route);
  }

  // Every literal path resolved at start: its own methods first, then those of parametric patterns it
  // also fits (GET /api/rma/message is GET /api/rma/:id even though POST /api/rma/message is its own).
  const fixed = new Map<string, { byMethod: Map<string, ApiRoute>; allow: string }>();
  for (const [path, pattern] of byPath) {
    if (pattern.segments.includes(null)) continue;
    const byMethod = new Map(pattern.byMethod);
    const segments = path.split('/').slice(1);
    for (const other of patterns) {
      if (other === pattern || !fits(other.segments, segments)) continue;
      for (const [method, route] of other.byMethod) if (!byMethod.has(method)) byMethod.set(method, route);
    }
    fixed.set(path, { byMethod, allow: allowHeader(byMethod) });
  }

  // Parametric patterns grouped by their number of segments.
  const parametric = new Map<number, Pattern[]>();
  for (const pattern of patterns) {
    if (!pattern.segments.includes(null)) continue;
    const group = parametric.get(pattern.segments.length) ?? [];
    group.push(pattern);
    parametric.set(pattern.segments.length, group);
  }

  const lookup = (byMethod: Map<string, ApiRoute>, method: string) =>
    byMethod.get(method) ?? (method === 'HEAD' ? byMethod.get('GET') : undefined);

  return {
    match(method, path) {
      const known = fixed.get(path);
      if (known) {
        const route = lookup(known.byMethod, method);
        return route ? { kind: 'route', route } : { kind: 'method', allow: known.allow };
      }
      const segments = path.split('/');
      segments.shift();
      const group = parametric.get(segments.length);
      if (!group) return { kind: 'none' };
      let allowed: Map<string, ApiRoute> | undefined;
      for (const pattern of group) {
        if (!fits(pattern.segments, segments)) continue;
        const route = lookup(pattern.byMethod, method);
        if (route) return { kind: 'route', route };
        allowed ??= new Map();
        for (const [m, r] of pattern.byMethod) if (!allowed.has(m)) allowed.set(m, r);
      }
      return allowed ? { kind: 'method', allow: allowHeader(allowed) } : { kind: 'none' };
    },
  };
}
