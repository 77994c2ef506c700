import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** What identifies an invoice across reports (FORMATS §3 "The same invoice twice"). */
export type InvoiceIdentity = { ksefNumber: string | null; taxId: string | null; invoiceNumber: string | null; invoiceDate: string | null };

/** An invoice of `identities` (by its index there) and the live report of the tenant that already holds it. */
export type HeldInvoice = { index: number; reportName: string };

/** Any fixed number no other advisory lock of the product uses; the second key is the tenant. */
const invoiceImportLockKey = 230_023;

/**
 * Takes the tenant's invoice-import lock for the transaction: two uploads of the same invoice racing each
 * other are taken in turn, so the second sees the first's lines and is refused (a unique index cannot say
 * "the same invoice": its identity is the KSeF number, or without one the seller, number and date).
 */
export async function lockTenantInvoiceImports(tx: Tx, tenantId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${invoiceImportLockKey}, ${tenantId})`);
}

/**
 * The invoices already held by a live report of the tenant: the same KSeF number; or, where either side has
 * none, the same seller NIP, invoice number and invoice date. Sent, corrected and deleted-report lines alike:
 * a deleted report holds nothing (its invoices may be imported again).
 */
export async function findHeldInvoices(tx: Tx, tenantId: number, identities: readonly InvoiceIdentity[]): Promise<HeldInvoice[]> {
  if (identities.length === 0) return [];
  const keys = JSON.stringify(
    identities.map(({ ksefNumber, taxId, invoiceNumber, invoiceDate }, index) => ({ index, ksefNumber, taxId, invoiceNumber, invoiceDate })),
  );
  return rawRows<HeldInvoice>(
    tx,
    sql`select x."index", held.name as "reportName"
      from json_to_recordset(${keys}::json) as x("index" integer, "ksefNumber" text, "taxId" text, "invoiceNumber" text, "invoiceDate" date)
      join lateral (
        select r.name from invoice_lines l
        join invoice_reports r on r.tenant_id = l.tenant_id and r.id = l.invoice_report_id and not r.is_deleted
        where l.tenant_id = ${tenantId} and (
          (x."ksefNumber" is not null and l.ksef_number = x."ksefNumber")
          or ((x."ksefNumber" is null or l.ksef_number is null)
            and l.tax_id = x."taxId" and l.invoice_number = x."invoiceNumber" and l.invoice_date = x."invoiceDate"))
        order by r.create_date, r.id limit 1
      ) held on true
      order by x."index"`,
  );
}
