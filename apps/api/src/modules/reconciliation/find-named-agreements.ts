import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { AgreementNumbers } from './agreement-numbers.ts';

export type NamedAgreement = { leaseAgreementId: number; contractNumber: string; scheduleNumber: string };

/**
 * The tenant's live agreements the numbers name, by their position in `named`: a live contractor with that tax id
 * (unique among live contractors) and its live agreement with those contract and schedule numbers (unique per
 * contractor). One statement whatever the count: the numbers travel as one JSON parameter.
 *
 * `lock` takes the agreements FOR NO KEY UPDATE, in id order so two imports never deadlock: imports of one agreement
 * then replace its figures one after the other (the second would otherwise insert beside the first's rows and break
 * the unique period), and an agreement deleted meanwhile is re-checked after the wait and no longer found. NO KEY
 * leaves the foreign keys' KEY SHARE locks of other writers alone.
 */
export async function findNamedAgreements(tx: Tx, tenantId: number, named: readonly AgreementNumbers[], options: { lock: boolean }): Promise<Map<number, NamedAgreement>> {
  const found = new Map<number, NamedAgreement>();
  if (named.length === 0) return found;
  const numbers = JSON.stringify(named.map((n, position) => ({ position, taxId: n.contractorTaxId, contractNumber: n.contractNumber, scheduleNumber: n.scheduleNumber })));
  const rows = await rawRows<{ position: number } & NamedAgreement>(
    tx,
    sql`select k.position, a.id as "leaseAgreementId", a.contract_number as "contractNumber", a.schedule_number as "scheduleNumber"
      from json_to_recordset(${numbers}::json) as k(position integer, "taxId" text, "contractNumber" text, "scheduleNumber" text)
      join contractors c on c.tenant_id = ${tenantId} and not c.is_deleted and c.tax_id = k."taxId"
      join lease_agreements a on a.tenant_id = ${tenantId} and a.contractor_id = c.id and not a.is_deleted
        and a.contract_number = k."contractNumber" and a.schedule_number = k."scheduleNumber"
      order by a.id
      ${options.lock ? sql`for no key update of a` : sql``}`,
  );
  for (const { position, ...agreement } of rows) found.set(position, agreement);
  return found;
}
