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
}

/** GET /api/{resource}/{key}/history?page&pageSize: one page of the record's trail, newest first. */
export async function getRecordHistory({ resource, key, page, pageSize }: HistoryRequest, signal?: AbortSignal): Promise<PagedResult<AuditEntryDto>> {
  const answer = await api.get<PagedResult<AuditEntryDto> | null>(`/api/${resource}/${encodeURIComponent(key)}/history`, {
    query: { page, pageSize },
    signal,
  });
  return answer ?? { items: [], itemsCount: 0, pagesCount: 0, pageSize, page };
}
