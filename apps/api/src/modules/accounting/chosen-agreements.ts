import { sql, type SQL } from 'drizzle-orm';
import { AccountingStandard } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { fieldFailure } from '../../lib/errors.ts';
import type { AccountingSelection } from './accounting-selection.ts';

/** `column in (the JSON list's elements)`: one parameter for the whole list, on both drivers alike. */
function inList(column: SQL, values: readonly (string | number)[], cast: SQL): SQL {
  return sql`${column} in (select value::${cast} from json_array_elements_text(${JSON.stringify(values)}::json))`;
}

/**
 * The CTE `chosen`: the agreements a run covers, with the agreement-level amounts the rules read. They are
 * the tenant's live agreements of the chosen contractors (another tenant's ids match nothing, and
 * row-level security hides its rows anyway), narrowed by contract and schedule numbers when those lists are
 * not empty, and only IFRS16 ones: entries and disclosures are lessee accounting (DOMAIN §7), so CSI
 * agreements contribute nothing and are left out here rather than filtered row by row.
 * `liability` is L0 and `right_of_use` ROU + leaseholdImprovements (the calculation's costOfEquipment under
 * IFRS16, DOMAIN §5); an agreement without a calculation row counts 0, as lease-math counts an absent amount.
 * NOT MATERIALIZED: each use is planned in place (10 000 agreements cost ≈ 10 ms to find), so the join with
 * the schedule rows hashes the agreements and runs as a parallel scan; a materialized CTE made PostgreSQL
 * hash the 1.2 M schedule rows instead, on one core (0.9 s against 0.4 s for a year's disclosures).
 */
export function chosenAgreements(tenantId: number, selection: AccountingSelection): SQL {
  const numbers: SQL[] = [];
  if (selection.contractNumbers.length > 0) numbers.push(sql` and ${inList(sql`a.contract_number`, selection.contractNumbers, sql`text`)}`);
  if (selection.scheduleNumbers.length > 0) numbers.push(sql` and ${inList(sql`a.schedule_number`, selection.scheduleNumbers, sql`text`)}`);
  return sql`chosen as not materialized (
    select a.id, a.starting_date,
      coalesce(c.total_present_value_of_lease_payments, 0) as liability,
      coalesce(c.cost_of_equipment, 0) + a.leasehold_improvements as right_of_use,
      a.initial_direct_costs + a.lease_premium as direct_costs_and_premium,
      a.dismantling_provision, a.lease_incentive, a.leasehold_improvements
    from lease_agreements a
    left join lease_calculations c on c.tenant_id = a.tenant_id and c.lease_agreement_id = a.id
    where a.tenant_id = ${tenantId} and not a.is_deleted and a.accounting_standard = ${AccountingStandard.IFRS16}
      and ${inList(sql`a.contractor_id`, selection.contractorIds, sql`int`)}${sql.join(numbers)}
  )`;
}

/** A numeric(…, 2) sum as integer cents in text (exact, of any size; text reads alike from pg and PGlite). */
export function cents(sum: SQL): SQL {
  return sql`round(coalesce(${sum}, 0) * 100)::text`;
}

/**
 * Integer cents from the text `cents()` selects. A sum beyond 2^53 cents (≈ 90 trillion) cannot be answered
 * exactly as a JSON number: the run is refused as a business rule (choose fewer agreements), never a 500.
 */
export function centsOfText(text: string | null | undefined): number {
  const value = Number(text ?? '0');
  if (!Number.isSafeInteger(value)) throw fieldFailure('contractorIds', 'accounting.totalsTooLarge');
  return value;
}

/**
 * Runs the totals statement without PostgreSQL's JIT, for this transaction only: its cost estimate over a
 * million schedule rows passes jit_above_cost, and compiling the many FILTER expressions (≈ 200 functions)
 * took 0.3–0.6 s, longer than the statement itself. PGlite has no JIT; the setting is accepted there too.
 */
export async function withoutJit(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('jit', 'off', true)`);
}
