import type { AgreementListQuery, LeaseAgreementListRow } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

export interface AgreementsPage {
  items: LeaseAgreementListRow[];
  itemsCount: number;
  pagesCount: number;
  pageSize: number;
  page: number;
}

/** Whose agreements: one contractor's, or every live agreement of the tenant. */
export type AgreementsOf = number | 'all';

/** GET /api/leaseagreements/{page}/{pageSize}/contractors/{id|all}: one page, sorted by the server. */
export async function getLeaseAgreementsPage(
  of: AgreementsOf,
  page: number,
  pageSize: number,
  sort: AgreementListQuery = {},
  signal?: AbortSignal,
): Promise<AgreementsPage> {
  const answer = await api.get<AgreementsPage | null>(
    `/api/leaseagreements/${encodeURIComponent(page)}/${encodeURIComponent(pageSize)}/contractors/${encodeURIComponent(of)}`,
    { query: { sort: sort.sort, direction: sort.direction }, signal },
  );
  return answer ?? { items: [], itemsCount: 0, pagesCount: 0, pageSize, page };
}
