import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * Whose lines to settle: a whole report (after an import or a correction), or the lines matched to these
 * agreements in every report (after an agreement or its schedule changed). A schedule row belongs to one
 * agreement, so choosing lines by agreement always takes whole groups of a row.
 */
export type CarrierScope = { reportId: number } | { agreementIds: readonly number[] };

function scopeCondition(scope: CarrierScope): SQL {
  if ('reportId' in scope) return sql`l.invoice_report_id = ${scope.reportId}`;
  return sql`l.lease_agreement_id = any(${`{${scope.agreementIds.join(',')}}`}::int[])`;
}

/** A sent line that went out carrying its row's figures: history this report's other lines must respect. */
const sentCarrier = sql`l.invoice_export_id is not null and (coalesce(l.interests, 0) <> 0 or coalesce(l.principal, 0) <> 0)`;

/** The lines that compete for a row: unsent lines, and a sent line that carried it. */
const candidate = sql`(l.invoice_export_id is null or (${sentCarrier}))`;

/**
 * DOMAIN §11, interest and principal once per schedule row: within one report, among the lines matched to
 * the same schedule row, one line carries the row's interestAmount and principalAmount and every other
 * line 0.00, so the report's sums (on screen, in the workbook, in the Optima file) are the schedule's own.
 *
 * The rule, per report and schedule row:
 *  - a sent line is never written; if one went out carrying the figures, it keeps them and every unsent
 *    line of the row carries 0.00 (the accounting system has the row's interest already);
 *  - else the unsent line with the largest positionNetAmountPln carries them (ties: the lowest sequence, then
 *    the lowest id; a line without a net amount comes last); a correction too, as DOMAIN words it: beside the
 *    invoice it corrects its net is smaller, and alone in a report it is the line that bills the row there;
 *  - every other unsent line of the row carries 0.00.
 * Unmatched lines keep null (the matcher's business).
 *
 * One scan ranks the lines in scope (a window per report and row); only lines whose figures change are
 * written, each found by its primary key from an array the scan built (`id = any(array(...))`), so the plan
 * never depends on row estimates (PGlite's tables are never analysed; a join planned for a few rows went
 * quadratic on a report of 10 000 lines of one row). A line that was not the row's carrier holds 0.00 and
 * every line the matcher (re)matched holds its row's figures, so a carrier needs its row's figures read only
 * when it holds 0.00 (it took over from another line).
 */
export async function settleRowCarriers(tx: Tx, tenantId: number, scope: CarrierScope): Promise<void> {
  await tx.execute(sql`
    with ranked as materialized (
      select l.id, l.invoice_export_id is null as unsent, l.interests, l.principal,
        ${candidate} as candidate,
        row_number() over (
          partition by l.invoice_report_id, l.lease_amortization_id
          order by ${candidate} desc, (l.invoice_export_id is not null) desc, l.position_net_amount_pln desc nulls last, l.sequence, l.id
        ) as place
      from invoice_lines l
      where l.tenant_id = ${tenantId} and l.lease_amortization_id is not null and ${scopeCondition(scope)}
    ),
    cleared as (
      update invoice_lines l set interests = 0, principal = 0
      where l.tenant_id = ${tenantId} and l.id = any(array(
        select r.id from ranked r
        where r.unsent and not (r.candidate and r.place = 1) and (r.interests, r.principal) is distinct from (0::numeric, 0::numeric)))
      returning l.id
    ),
    carried as (
      update invoice_lines l
      set interests = (select s.interest_amount from lease_amortizations s where s.tenant_id = l.tenant_id and s.id = l.lease_amortization_id),
        principal = (select s.principal_amount from lease_amortizations s where s.tenant_id = l.tenant_id and s.id = l.lease_amortization_id)
      where l.tenant_id = ${tenantId} and l.id = any(array(
        select r.id from ranked r
        where r.unsent and r.candidate and r.place = 1 and coalesce(r.interests, 0) = 0 and coalesce(r.principal, 0) = 0))
      returning l.id
    )
    select (select count(*) from cleared) + (select count(*) from carried) as written`);
}
