import { and, inArray } from 'drizzle-orm';
import { auditFieldKind, type AuditChange, type AuditEntryDto, type AuditReferenceTarget, type AuditValue } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { contractors, salesPersons, tenants } from '../../db/schema.ts';
import { salesPersonLabel } from '../sales-persons/index.ts';

/** What a reference points at, by the table it is looked up in (a list of clients is clients). */
type NamedTable = 'contractor' | 'salesPerson' | 'tenant';
type Names = Record<NamedTable, Map<number, string>>;

const tableOf = (target: AuditReferenceTarget): NamedTable => (target === 'tenants' ? 'tenant' : target);

/** Ids are integer columns: anything else an old or odd entry holds names nothing and is never sent to the database. */
const isRowId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

/** The ids a reference value holds: one id, or a comma-separated list of them (a user's clients). */
function idsOf(value: AuditValue): number[] {
  if (typeof value === 'number') return isRowId(value) ? [value] : [];
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter(isRowId);
}

function targetOf(change: AuditChange): NamedTable | null {
  const kind = auditFieldKind(change.field);
  return kind?.kind === 'reference' ? tableOf(kind.to) : null;
}

/** Every id the entries' reference fields hold, by the table that names it. */
function referencedIds(entries: readonly AuditEntryDto[]): Record<NamedTable, Set<number>> {
  const ids: Record<NamedTable, Set<number>> = { contractor: new Set(), salesPerson: new Set(), tenant: new Set() };
  for (const change of entries.flatMap((entry) => entry.changes)) {
    const table = targetOf(change);
    if (table) for (const id of [...idsOf(change.before), ...idsOf(change.after)]) ids[table].add(id);
  }
  return ids;
}

/**
 * The names of the referenced records, deleted ones too (an auditor asks about those). Contractors and traders are
 * looked up among the entries' tenants only, and row-level security keeps the reader's scope whatever is asked.
 */
async function namesOf(tx: Tx, ids: Record<NamedTable, Set<number>>, tenantIds: readonly number[]): Promise<Names> {
  const names: Names = { contractor: new Map(), salesPerson: new Map(), tenant: new Map() };
  if (ids.contractor.size > 0 && tenantIds.length > 0) {
    const rows = await tx.select({ id: contractors.id, name: contractors.name }).from(contractors).where(and(inArray(contractors.id, [...ids.contractor]), inArray(contractors.tenantId, [...tenantIds])));
    for (const row of rows) names.contractor.set(row.id, row.name);
  }
  if (ids.salesPerson.size > 0 && tenantIds.length > 0) {
    const rows = await tx
      .select({ id: salesPersons.id, firstName: salesPersons.firstName, lastName: salesPersons.lastName })
      .from(salesPersons)
      .where(and(inArray(salesPersons.id, [...ids.salesPerson]), inArray(salesPersons.tenantId, [...tenantIds])));
    for (const row of rows) names.salesPerson.set(row.id, salesPersonLabel(row));
  }
  if (ids.tenant.size > 0) {
    const rows = await tx.select({ id: tenants.id, name: tenants.name }).from(tenants).where(inArray(tenants.id, [...ids.tenant]));
    for (const row of rows) names.tenant.set(row.id, row.name);
  }
  return names;
}

/** A reference value's name: the record's, or the records' joined (an id no longer found shows as itself); null when none is known. */
function nameOf(value: AuditValue, known: Map<number, string>): string | null {
  const ids = idsOf(value);
  if (!ids.some((id) => known.has(id))) return null;
  return ids.map((id) => known.get(id) ?? String(id)).join(', ');
}

function named(change: AuditChange, names: Names): AuditChange {
  const table = targetOf(change);
  if (!table) return change;
  const beforeName = nameOf(change.before, names[table]);
  const afterName = nameOf(change.after, names[table]);
  return { ...change, ...(beforeName === null ? {} : { beforeName }), ...(afterName === null ? {} : { afterName }) };
}

/**
 * The entries with the names of the records their reference fields point at (a contractor's name, a trader's
 * "First Last", clients' names), read now in the reader's transaction: the trail keeps ids, the reader sees names.
 */
export async function withReferenceNames(tx: Tx, entries: AuditEntryDto[]): Promise<AuditEntryDto[]> {
  const ids = referencedIds(entries);
  if (ids.contractor.size + ids.salesPerson.size + ids.tenant.size === 0) return entries;
  const tenantIds = [...new Set(entries.map((entry) => entry.tenantId).filter((id): id is number => id !== null))];
  const names = await namesOf(tx, ids, tenantIds);
  return entries.map((entry) => (entry.changes.some((change) => targetOf(change) !== null) ? { ...entry, changes: entry.changes.map((change) => named(change, names)) } : entry));
}
