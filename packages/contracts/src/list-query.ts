import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits';

export { type ListQuery, listQueryParams } from './list-params';

// List queries of SPEC §3/§9 and DESIGN §4: page (from 1), limit (default 50), sort (default createdAt),
// dir (default desc) and filters[<field>]=<value>. The client leaves out empty and default parameters.

export const SortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirection>;

/** Collects `filters[field]=value` query keys (as parsed flat by Node) into one object. */
function gatherFilters(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const { filters: nested, ...rest } = raw as Record<string, unknown>;
  const filters: Record<string, unknown> = typeof nested === 'object' && nested !== null ? { ...nested } : {};
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    const match = /^filters\[([\w.-]+)\]$/.exec(key);
    if (match?.[1]) filters[match[1]] = value;
    else plain[key] = value;
  }
  return { ...plain, filters };
}

/**
 * The schema of one list endpoint's query: which fields it sorts by (the first is the default when
 * `createdAt` is not among them) and which filters it knows. Unknown parameters are refused.
 */
export function listQuery<const Sort extends readonly [string, ...string[]], F extends z.ZodRawShape = {}>(options: {
  sort: Sort;
  filters?: F;
}) {
  const sortFields = z.enum(options.sort);
  const defaultSort = (options.sort.includes('createdAt') ? 'createdAt' : options.sort[0]) as Sort[number];
  return z.preprocess(
    gatherFilters,
    z.strictObject({
      page: z.coerce.number().int().min(1).default(1),
      limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
      sort: sortFields.default(defaultSort as never),
      dir: SortDirection.default('desc'),
      filters: z.strictObject(options.filters ?? ({} as F)).default({} as never),
    }),
  );
}

/** The answer of every list endpoint. */
export function listAnswer<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  });
}

export interface ListAnswer<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
