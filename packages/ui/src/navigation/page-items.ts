export type PageItem = number | 'gap';

/**
 * The page numbers to show: the first, the last, the current one with `siblings` on each side, and a gap
 * where pages are left out. A gap would hide a single page, so that page is shown instead.
 */
export function pageItems(current: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount < 1) return [];
  const shown = new Set([1, pageCount]);
  for (let page = current - siblings; page <= current + siblings; page++) {
    if (page >= 1 && page <= pageCount) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
