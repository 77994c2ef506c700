import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getAuditTrail, type AuditFilters } from './get-audit-trail';
import { getAuditUsers } from './get-audit-users';
import { getRecordHistory, type HistoryRequest } from './get-record-history';

/** The audit trail's server-state keys. */
export const auditKeys = {
  all: ['audit'] as const,
  trail: (filters: AuditFilters, page: number) => [...auditKeys.all, 'trail', filters, page] as const,
  users: () => [...auditKeys.all, 'users'] as const,
  history: ({ resource, key, changedOnly, page }: HistoryRequest) => [...auditKeys.all, 'history', resource, key, changedOnly, page] as const,
};

/** A page of the trail; changes made a moment ago belong in it. */
export const auditTrailQuery = (filters: AuditFilters, page: number, pageSize: number) =>
  queryOptions({
    queryKey: auditKeys.trail(filters, page),
    queryFn: ({ signal }) => getAuditTrail(filters, page, pageSize, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const auditUsersQuery = () => queryOptions({ queryKey: auditKeys.users(), queryFn: ({ signal }) => getAuditUsers(signal) });

/** A page of a record's history; opened right after a save, it must show that save. */
export const recordHistoryQuery = (request: HistoryRequest) =>
  queryOptions({
    queryKey: auditKeys.history(request),
    queryFn: ({ signal }) => getRecordHistory(request, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
