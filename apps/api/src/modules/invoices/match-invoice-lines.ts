import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { settleRowCarriers } from './schedule-row-carriers.ts';

/**
 * Which unsent lines to (re)match: a report, optionally one invoice of it; or, after an agreement or its
 * schedule changed, the lines matched to it and those naming its contract and schedule number.
 */
export type MatchScope = { reportId: number; invoiceNumber?: string } | { leaseAgreementId: number };

function scopeCondition(tenantId: number, scope: MatchScope): SQL {
  if ('leaseAgreementId' in scope) {
    return sql`(l.lease_agreement_id = ${scope.leaseAgreementId} or (l.agreement_number, l.schedule_number) = (
      select a.contract_number, a.schedule_number from lease_agreements a where a.tenant_id = ${tenantId} and a.id = ${scope.leaseAgreementId}))`;
  }
  if (scope.invoiceNumber === undefined) return sql`l.invoice_report_id = ${scope.reportId}`;
  return sql`l.invoice_report_id = ${scope.reportId} and l.invoice_number = ${scope.invoiceNumber}`;
}

/**
 * DOMAIN §11 for the rows of a relation `l` with the columns of invoice_lines it reads (tenant_id, tax_id,
 * agreement_number, schedule_number, period_invoiced, payment_date): the contractor `c` (live, by tax id), the
 * agreement `a` (live, of that contractor, by contract and schedule number) and the schedule row `r` (paid in
 * the month of periodInvoiced, else of paymentDate), each null when none. The one statement of the rules:
 * the UPDATE below and the import's INSERT (which matches lines as it stores them) both join through it,
 * and both then settle which line of a row carries its figures (settleRowCarriers).
 */
export const lineMatchJoins = sql`left join lateral (
        select c.id from contractors c
        where c.tenant_id = l.tenant_id and not c.is_deleted and c.tax_id = l.tax_id
        order by c.id limit 1
      ) c on true
      left join lateral (
        select a.id from lease_agreements a
        where a.tenant_id = l.tenant_id and a.contractor_id = c.id and not a.is_deleted
          and a.contract_number = l.agreement_number and a.schedule_number = l.schedule_number
        order by a.id limit 1
      ) a on true
      left join lateral (
        select s.id, s.interest_amount, s.principal_amount from lease_amortizations s
        where s.tenant_id = l.tenant_id and s.lease_agreement_id = a.id
          and s.payment_date >= date_trunc('month', coalesce(l.period_invoiced, l.payment_date))::date
          and s.payment_date < (date_trunc('month', coalesce(l.period_invoiced, l.payment_date)) + interval '1 month')::date
        order by s.period_number limit 1
      ) r on true`;

/**
 * DOMAIN §11, set-based: one UPDATE joins the chosen lines to the tenant's live contractors (by tax id),
 * their live agreements (contract and schedule number) and the schedule row whose paymentDate falls in the
 * month of periodInvoiced (else of paymentDate), and copies that row's interest and principal. A line that
 * matches nothing loses any earlier match. Sent lines are history: never rematched. Then the rows' figures
 * are settled on one line per report and row (settleRowCarriers): over the report, for a report or an
 * invoice; else over the lines of every agreement a chosen line was matched to before or is now (a line
 * that left a row hands the figures to another).
 */
export async function matchInvoiceLines(tx: Tx, tenantId: number, scope: MatchScope): Promise<void> {
  const touched = await rawRows<{ agreementId: number }>(
    tx,
    sql`
    with matched as (
      select l.id, l.lease_agreement_id as before_agreement_id, c.id as contractor_id, a.id as agreement_id,
        r.id as amortization_id, r.interest_amount, r.principal_amount
      from invoice_lines l
      ${lineMatchJoins}
      where l.tenant_id = ${tenantId} and l.invoice_export_id is null and ${scopeCondition(tenantId, scope)}
    ),
    updated as (
      update invoice_lines l
      set contractor_id = m.contractor_id, lease_agreement_id = m.agreement_id, lease_amortization_id = m.amortization_id,
        interests = m.interest_amount, principal = m.principal_amount
      from matched m
      where l.tenant_id = ${tenantId} and l.id = m.id
      returning m.before_agreement_id, l.lease_agreement_id as after_agreement_id
    )
    select distinct x as "agreementId"
    from updated cross join lateral unnest(array[updated.before_agreement_id, updated.after_agreement_id]) as x
    where x is not null`,
  );
  // A correction may also have removed a row's carrier, leaving no trace among the lines matched here: the
  // whole report is settled (one read of its lines; the few that change are written).
  if ('reportId' in scope) return settleRowCarriers(tx, tenantId, { reportId: scope.reportId });
  const agreementIds = new Set(touched.map((row) => row.agreementId));
  agreementIds.add(scope.leaseAgreementId);
  await settleRowCarriers(tx, tenantId, { agreementIds: [...agreementIds].sort((x, y) => x - y) });
}
