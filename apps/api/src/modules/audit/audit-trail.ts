import { and, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntryDto, AuditQuery, PagedResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { auditEntries } from '../../db/schema.ts';
import { fieldFailure } from '../../lib/errors.ts';
import type { Paging } from '../../lib/paging.ts';
import { inReadersScope, type AuditReader } from './audit-reader.ts';
import { changedSomething } from './changed-something.ts';
import { pageOfEntries } from './page-of-entries.ts';

export type AuditFilter = Omit<AuditQuery, 'page' | 'pageSize'>;

/** Days are the users' days (Warsaw time, as every report's), and `to` is inclusive. */
const startOfDay = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Warsaw')`;
const startOfNextDay = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Warsaw')`;

/** The reader's entries (the tenant's, or those without a tenant) narrowed by the filter; a period ending before it starts is a field error. */
export function trailCondition(reader: AuditReader, filter: AuditFilter): SQL | undefined {
  if (filter.from !== undefined && filter.to !== undefined && filter.to < filter.from) throw fieldFailure('to', 'audit.period.endBeforeStart', { from: { date: filter.from } });
  return and(
    reader.kind === 'tenant' ? eq(auditEntries.tenantId, reader.tenantId) : isNull(auditEntries.tenantId),
    filter.entity === undefined ? undefined : eq(auditEntries.entity, filter.entity),
    filter.user === undefined ? undefined : eq(auditEntries.userId, filter.user),
    filter.from === undefined ? undefined : gte(auditEntries.occurredAt, startOfDay(filter.from)),
    filter.to === undefined ? undefined : lt(auditEntries.occurredAt, startOfNextDay(filter.to)),
    filter.changedOnly ? changedSomething : undefined,
  );
}

/** GET /api/audit: one page of the reader's trail, newest first. */
export function auditTrail(ctx: AppContext, reader: AuditReader, filter: AuditFilter, paging: Paging): Promise<PagedResult<AuditEntryDto>> {
  const where = trailCondition(reader, filter);
  return inReadersScope(ctx, reader, (tx) => pageOfEntries(tx, where, paging));
}

/** GET /api/audit/users: who appears in the reader's trail, each with the e-mail of their newest entry, by e-mail. */
export function auditTrailUsers(ctx: AppContext, reader: AuditReader): Promise<{ userId: number; userName: string }[]> {
  const where = and(trailCondition(reader, { changedOnly: false }), isNotNull(auditEntries.userId));
  return inReadersScope(ctx, reader, async (tx) => {
    const rows = await tx
      .selectDistinctOn([auditEntries.userId], { userId: auditEntries.userId, userName: auditEntries.userName })
      .from(auditEntries)
      .where(where)
      .orderBy(auditEntries.userId, desc(auditEntries.id));
    return rows
      .map((row) => ({ userId: row.userId ?? 0, userName: row.userName ?? '' }))
      .sort((a, b) => a.userName.localeCompare(b.userName) || a.userId - b.userId);
  });
}
