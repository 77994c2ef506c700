import type { AuditEntryDto, PagedResult } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** The records that answer their own history, by the path segment of their routes. */
export type HistoryResource = 'leaseagreements' | 'contractors' | 'invoicereports';

export interface HistoryRequest {
  resource: HistoryResource;
  /** The record's id (a report's name for invoice reports). */
  key: string | number;
  page: number;
  pageSize: number;
  /** Leave out the recomputes that changed nothing (every save's chain adds three). */
  changedOnly: boolean;
}

/** GET /api/{resource}/{key}/history?page&pageSize&changedOnly: one page of the record's trail, newest first. */
export async function getRecordHistory({ resource, key, page, pageSize, changedOnly }: HistoryRequest, signal?: AbortSignal): Promise<PagedResult<AuditEntryDto>> {
  const answer = await api.get<PagedResult<AuditEntryDto> | null>(`/api/${resource}/${encodeURIComponent(key)}/history`, {
    query: { page, pageSize, ...(changedOnly ? { changedOnly: true } : {}) },
    signal,
  });
  return answer ?? { items: [], itemsCount: 0, pagesCount: 0, pageSize, page };
}
