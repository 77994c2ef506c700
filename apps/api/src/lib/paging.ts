import type { PagedResult } from '@leasedesk/contract';

export type Paging = { page: number; pageSize: number };

/** Paging asked for by `page` and/or `pageSize` (a missing one takes its default); none means the full list. */
export function pagingOf(query: { page?: number | undefined; pageSize?: number | undefined }): Paging | null {
  if (query.page === undefined && query.pageSize === undefined) return null;
  return { page: query.page ?? 1, pageSize: query.pageSize ?? 10 };
}

export function offsetOf(paging: Paging): number {
  return (paging.page - 1) * paging.pageSize;
}

export function pagedResult<T>(items: T[], itemsCount: number, paging: Paging): PagedResult<T> {
  return {
    items,
    itemsCount,
    pagesCount: Math.ceil(itemsCount / paging.pageSize),
    pageSize: paging.pageSize,
    page: paging.page,
  };
}

/** Pages a list already in memory (small identity lists); tenant data pages in SQL with offsetOf. */
export function pageOfList<T>(items: T[], paging: Paging | null): T[] | PagedResult<T> {
  if (!paging) return items;
  const start = offsetOf(paging);
  return pagedResult(items.slice(start, start + paging.pageSize), items.length, paging);
}

/** `%text%` for ILIKE with the user's wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
