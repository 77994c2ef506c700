import { useCallback, useState } from 'react';

/** How a list was last looked at in this tab: what a user set and expects back after opening a row and returning. */
export interface ListView {
  pageSize: number;
  sort: { field: string; direction: 'asc' | 'desc' } | null;
}

const storageKey = (key: string) => `leaseDesk.listView.${key}`;

function readView(key: string, initial: ListView): ListView {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey(key)) ?? 'null') as Partial<ListView> | null;
    if (!stored || typeof stored !== 'object') return initial;
    const pageSize = typeof stored.pageSize === 'number' && stored.pageSize > 0 ? stored.pageSize : initial.pageSize;
    const sort =
      stored.sort && typeof stored.sort.field === 'string' && (stored.sort.direction === 'asc' || stored.sort.direction === 'desc') ? stored.sort : initial.sort;
    return { pageSize, sort };
  } catch {
    return initial;
  }
}

/**
 * A list's page size and order, kept for the tab (sessionStorage) under `key`, so that editing a row and coming
 * back shows the list as it was left, not reset to 10 rows by name. A storage that refuses (private mode, quota)
 * only means the view is not remembered.
 */
export function useRememberedView(key: string, initial: ListView): [ListView, (change: Partial<ListView>) => void] {
  const [view, setView] = useState(() => readView(key, initial));
  const change = useCallback(
    (partial: Partial<ListView>) =>
      setView((current) => {
        const next = { ...current, ...partial };
        try {
          sessionStorage.setItem(storageKey(key), JSON.stringify(next));
        } catch {
          // not remembered: the list still works
        }
        return next;
      }),
    [key],
  );
  return [view, change];
}
