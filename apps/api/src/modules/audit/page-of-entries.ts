import { count, desc, type SQL } from 'drizzle-orm';
import type { AuditEntryDto, PagedResult } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { auditEntries } from '../../db/schema.ts';
import { offsetOf, pagedResult, type Paging } from '../../lib/paging.ts';
import { toAuditEntryDto } from './audit-entry-dto.ts';
import { withReferenceNames } from './reference-names.ts';

/** A history's first page when none is asked for. */
export const defaultAuditPaging: Paging = { page: 1, pageSize: 20 };

/** One page of the entries matching `where`, newest first (ids grow with time), references named, with how many match in all. */
export async function pageOfEntries(tx: Tx, where: SQL | undefined, paging: Paging): Promise<PagedResult<AuditEntryDto>> {
  const rows = await tx.select().from(auditEntries).where(where).orderBy(desc(auditEntries.id)).limit(paging.pageSize).offset(offsetOf(paging));
  const [total] = await tx.select({ n: count() }).from(auditEntries).where(where);
  return pagedResult(await withReferenceNames(tx, rows.map(toAuditEntryDto)), total?.n ?? 0, paging);
}
