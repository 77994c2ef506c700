import type PgBoss from 'pg-boss';
import type { PdfOwner } from '../pdf-ocr/index.ts';
import { pdfQueueName } from './pdf-queue.ts';

/** The priority of a tenant with no file in the queue; each file it has waiting or being read lowers it by one. */
const idleTenantPriority = 1_000;

/**
 * The pg-boss priority of a tenant's next file: workers fetch the highest first (then the oldest), so a tenant with
 * fewer files queued or being read goes ahead of one with a backlog, and a month-end batch of one tenant does not
 * fill every worker's hands while another tenant's single invoice waits behind it.
 */
export async function priorityForTenant(boss: PgBoss, tenantId: PdfOwner['tenantId']): Promise<number> {
  const { rows } = await boss
    .getDb()
    .executeSql(`select count(*)::int as files from pgboss.job where name = $1 and state in ('created', 'active') and data->>'tenantId' = $2`, [pdfQueueName, String(tenantId)]);
  const files = Number((rows[0] as { files?: number } | undefined)?.files ?? 0);
  return Math.max(0, idleTenantPriority - files);
}
