import { sql, type SQL } from 'drizzle-orm';
import { AccountingStandard, reminderHorizonDays, type ReminderItem, type ReminderKind } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { reminderKey } from './reminder-kinds.ts';

type DueRow = {
  kind: ReminderKind;
  leaseAgreementId: number;
  contractNumber: string;
  scheduleNumber: string;
  contractorName: string;
  date: string;
  amount: string | null;
};

/** The accounting year end the impairment reminder asks about on `day`: 31 December of the year before. */
export function yearEndBefore(day: string): string {
  return `${Number(day.slice(0, 4)) - 1}-12-31`;
}

/**
 * The dates of one kind that fall due on `day`, as (kind, agreement, date, amount) rows. The schedule's kinds read
 * lease_amortizations by its (tenant_id, payment_date) index, a range of at most 30 days; the agreement's own kinds read
 * the tenant's agreements once. Whether the agreement is live is decided by the join in dueReminders. Every branch
 * names its columns, since the first branch of a union names them and any kind may come first.
 */
function branchOf(kind: ReminderKind, tenantId: number, day: string): SQL {
  switch (kind) {
    case 0:
      return sql`select 0 as kind, a.id as agreement_id, a.closing_date as date, null::numeric as amount
        from lease_agreements a
        where a.tenant_id = ${tenantId} and a.closing_date between ${day}::date and ${day}::date + ${reminderHorizonDays.leaseEnd}::integer`;
    case 1:
      return sql`select 1 as kind, m.lease_agreement_id as agreement_id, m.payment_date as date, m.payment_amount as amount
        from lease_amortizations m
        where m.tenant_id = ${tenantId} and m.payment_date between ${day}::date and ${day}::date + ${reminderHorizonDays.indexation}::integer
          and m.increase_rate > 0`;
    case 2:
      return sql`select 2 as kind, m.lease_agreement_id as agreement_id, m.payment_date as date, m.payment_amount as amount
        from lease_amortizations m
        where m.tenant_id = ${tenantId} and m.payment_date between ${day}::date and ${day}::date + ${reminderHorizonDays.payment}::integer
          and m.is_billing_month and m.payment_amount > 0`;
    case 3: {
      // IFRS16 only, as the impairment procedure itself (DOMAIN §10; a CSI agreement's is refused): an agreement that
      // ran at the year end and has no questionnaire of that year end with every indicator answered.
      const yearEnd = yearEndBefore(day);
      return sql`select 3 as kind, a.id as agreement_id, ${yearEnd}::date as date, null::numeric as amount
        from lease_agreements a
        where a.tenant_id = ${tenantId} and a.accounting_standard = ${AccountingStandard.IFRS16}
          and a.starting_date <= ${yearEnd}::date and a.closing_date >= ${yearEnd}::date
          and not exists (
            select 1 from impairment_questionnaires q
            where q.tenant_id = a.tenant_id and q.lease_agreement_id = a.id and q.accounting_year_end = ${yearEnd}::date
              and not exists (
                select 1 from impairment_indicators i
                where not exists (
                  select 1 from impairment_answers x
                  where x.tenant_id = q.tenant_id and x.questionnaire_id = q.id and x.sequence = i.sequence and x.answer is not null)))`;
    }
  }
}

/**
 * What is due on `day` in the tenant's live agreements, in the given kinds: a date from `day` to
 * `day` + the kind's horizon, both included (the impairment reminder: the year end just passed, until answered).
 * One statement, whatever the portfolio's size: the dates are found in the database, never by reading schedules into
 * the process. Sorted by date, kind, contract number, schedule number and agreement, so every caller (the home list,
 * the digest) shows them alike.
 */
export async function dueReminders(tx: Tx, tenantId: number, day: string, kinds: readonly ReminderKind[]): Promise<ReminderItem[]> {
  if (kinds.length === 0) return [];
  const due = sql.join(
    kinds.map((kind) => branchOf(kind, tenantId, day)),
    sql` union all `,
  );
  const rows = await rawRows<DueRow>(
    tx,
    sql`select due.kind, a.id as "leaseAgreementId", a.contract_number as "contractNumber", a.schedule_number as "scheduleNumber",
        c.name as "contractorName", to_char(due.date, 'YYYY-MM-DD') as date, due.amount::text as amount
      from (${due}) due
      join lease_agreements a on a.tenant_id = ${tenantId} and a.id = due.agreement_id
      join contractors c on c.tenant_id = a.tenant_id and c.id = a.contractor_id
      where not a.is_deleted
      order by due.date, due.kind, a.contract_number collate "C", a.schedule_number collate "C", a.id`,
  );
  return rows.map((row) => ({
    key: reminderKey(row.kind, row.leaseAgreementId, row.date),
    kind: row.kind,
    leaseAgreementId: row.leaseAgreementId,
    contractNumber: row.contractNumber,
    scheduleNumber: row.scheduleNumber,
    contractorName: row.contractorName,
    date: row.date,
    amount: row.amount === null ? null : Number(row.amount),
  }));
}
