import type { LeaseAgreementListRow } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

export interface AgreementsPage {
  items: LeaseAgreementListRow[];
  itemsCount: number;
  pagesCount: number;
  pageSize: number;
  page: number;
}

/** GET /api/leaseagreements/{page}/{pageSize}/contractors/{id}: one page of a contractor's agreements. */
export async function getLeaseAgreementsPage(contractorId: number, page: number, pageSize: number, signal?: AbortSignal): Promise<AgreementsPage> {
  const answer = await api.get<AgreementsPage | null>(
    `/api/leaseagreements/${encodeURIComponent(page)}/${encodeURIComponent(pageSize)}/contractors/${encodeURIComponent(contractorId)}`,
    { signal },
  );
  return answer ?? { items: [], itemsCount: 0, pagesCount: 0, pageSize, page };
}
