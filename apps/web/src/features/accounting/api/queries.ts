import type { AccountingEntryRequest } from '@leasedesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { runDisclosure } from './run-disclosure';

export const accountingKeys = {
  disclosure: (request: AccountingEntryRequest) => ['disclosure', request] as const,
};

/** The disclosures of a search: a stored report each time, not asked again on focus or remount, only for a new search or a stale token. */
export const disclosureQuery = (request: AccountingEntryRequest) =>
  queryOptions({ queryKey: accountingKeys.disclosure(request), queryFn: ({ signal }) => runDisclosure(request, signal), staleTime: Infinity });
