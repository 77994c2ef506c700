import { queryOptions, skipToken } from '@tanstack/react-query';
import { getContractor } from './get-contractor';
import { getContractorsPage, type ContractorsPageRequest } from './get-contractors-page';

/** The contractors' server-state keys: every read and every invalidation of a contractor goes through these. */
export const contractorKeys = {
  /** Every page of the list (a prefix of each page's key). */
  lists: ['contractors'] as const,
  list: ({ query, page, pageSize, direction }: ContractorsPageRequest) => [...contractorKeys.lists, query, page, pageSize, direction] as const,
  detail: (id: number | null) => ['contractor', id] as const,
};

export const contractorsPageQuery = (request: ContractorsPageRequest) =>
  queryOptions({ queryKey: contractorKeys.list(request), queryFn: ({ signal }) => getContractorsPage(request, signal) });

/** One contractor; nothing is asked without an id. */
export const contractorQuery = (id: number | null) =>
  queryOptions({ queryKey: contractorKeys.detail(id), queryFn: id === null ? skipToken : () => getContractor(id) });
