import type { ListAnswer, ListQuery } from '@shop/contracts';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

/** The ORDER BY of a list query: the chosen column and a tie-breaker, so pages never overlap. */
export function listOrder<Sort extends string>(
  query: ListQuery<Sort, unknown>,
  columns: Record<Sort, AnyColumn>,
  tieBreaker: AnyColumn,
): SQL[] {
  const direction = query.dir === 'asc' ? asc : desc;
  return [direction(columns[query.sort]), direction(tieBreaker)];
}

export const listOffset = (query: { page: number; limit: number }) => (query.page - 1) * query.limit;

export function listAnswerOf<T>(items: T[], total: number, query: { page: number; limit: number }): ListAnswer<T> {
  return { items, total, page: query.page, limit: query.limit };
}
