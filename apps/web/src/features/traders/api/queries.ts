import { queryOptions, skipToken } from '@tanstack/react-query';
import { getTrader } from './get-trader';
import { getTraders } from './get-traders';

/** The traders' server-state keys: every read and every invalidation of a trader goes through these. */
export const traderKeys = {
  /** Every search of the list (a prefix of each one's key). */
  lists: ['traders'] as const,
  list: (query: string) => [...traderKeys.lists, query] as const,
  detail: (id: number | null) => ['trader', id] as const,
};

export const tradersQuery = (query: string) =>
  queryOptions({ queryKey: traderKeys.list(query), queryFn: ({ signal }) => getTraders(query, signal) });

/** One trader; nothing is asked without an id. */
export const traderQuery = (id: number | null) =>
  queryOptions({ queryKey: traderKeys.detail(id), queryFn: id === null ? skipToken : () => getTrader(id) });
