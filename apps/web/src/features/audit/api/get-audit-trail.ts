import type { AuditEntity, AuditEntryDto, PagedResult } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** The trail's filters as the server takes them; an absent one does not filter. */
export interface AuditFilters {
  entity?: AuditEntity;
  /** A user id. */
  user?: number;
  /** `YYYY-MM-DD`, inclusive. */
  from?: string;
  /** `YYYY-MM-DD`, inclusive. */
  to?: string;
  /** Leave out the recomputes that changed nothing. */
  changedOnly?: boolean;
}

/**
 * GET /api/audit?entity&user&from&to&page&pageSize: one page of the caller's trail, newest first (a tenant's
 * whole trail with a tenant token, the administration entries with an administrator's).
 */
export async function getAuditTrail(filters: AuditFilters, page: number, pageSize: number, signal?: AbortSignal): Promise<PagedResult<AuditEntryDto>> {
  const answer = await api.get<PagedResult<AuditEntryDto> | null>('/api/audit', { query: { ...filters, page, pageSize }, signal });
  return answer ?? { items: [], itemsCount: 0, pagesCount: 0, pageSize, page };
}
