import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

/**
 * What a file's rows name, resolved in the import's transaction: contractors by tax id, sales persons by
 * `First Last`. Only live ones of the tenant count (row-level security hides other tenants' anyway, so another
 * client's tax id is as unknown as one nobody has). Both are read with a shared lock, as a save by id reads them:
 * a delete of either (which locks it for update, then counts its agreements) waits for the import.
 */
export type AgreementCsvReferences = {
  contractorOf(taxId: string): { id: number; name: string } | undefined;
  /** The sales person's id; 'ambiguous' when several live ones have that name. */
  salesPersonOf(name: string): number | 'ambiguous' | undefined;
};

/** A name as the file and the record are compared: case and runs of spaces aside. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl');

/** Values of a text[] parameter: one bound parameter for any count (a file may name thousands). */
const textArray = (values: Iterable<string>) => JSON.stringify([...values]);

export async function lockAgreementCsvReferences(tx: Tx, tenantId: number, taxIds: ReadonlySet<string>, salesPersonNames: ReadonlySet<string>): Promise<AgreementCsvReferences> {
  const contractors = taxIds.size === 0
    ? []
    : await rawRows<{ id: number; taxId: string; name: string }>(
        tx,
        sql`select id, tax_id as "taxId", name from contractors
          where tenant_id = ${tenantId} and not is_deleted and tax_id in (select json_array_elements_text(${textArray(taxIds)}::json))
          for share`,
      );
  const contractorsByTaxId = new Map(contractors.map((contractor) => [contractor.taxId, { id: contractor.id, name: contractor.name }]));

  const wanted = new Set([...salesPersonNames].map(nameKey));
  const idsByName = new Map<string, number[]>();
  if (wanted.size > 0) {
    const live = await rawRows<{ id: number; firstName: string; lastName: string }>(
      tx,
      sql`select id, first_name as "firstName", last_name as "lastName" from sales_persons where tenant_id = ${tenantId} and not is_deleted`,
    );
    const named = live.filter((person) => wanted.has(nameKey(`${person.firstName} ${person.lastName}`)));
    // Lock only the sales persons the file names; one deleted in between is no longer live.
    const locked = named.length === 0
      ? []
      : await rawRows<{ id: number }>(
          tx,
          sql`select id from sales_persons where tenant_id = ${tenantId} and not is_deleted and id = any(${`{${named.map((person) => person.id).join(',')}}`}::int[]) for share`,
        );
    const lockedIds = new Set(locked.map((row) => row.id));
    for (const person of named) {
      if (!lockedIds.has(person.id)) continue;
      const key = nameKey(`${person.firstName} ${person.lastName}`);
      idsByName.set(key, [...(idsByName.get(key) ?? []), person.id]);
    }
  }

  return {
    contractorOf: (taxId) => contractorsByTaxId.get(taxId),
    salesPersonOf: (name) => {
      const ids = idsByName.get(nameKey(name));
      if (!ids) return undefined;
      return ids.length === 1 ? ids[0] : 'ambiguous';
    },
  };
}
