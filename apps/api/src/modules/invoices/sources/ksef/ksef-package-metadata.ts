import { z } from 'zod';
import { parseKsefNumber } from './ksef-number.ts';

/**
 * `_metadata.json` of KSeF's export package (ksef-docs, pobieranie-faktur: an object whose `invoices` are
 * InvoiceMetadata, as POST /invoices/query/metadata answers them; the package's invoices are named
 * `{ksefNumber}.xml`). Only what ties an invoice to its KSeF number is kept.
 */
export type PackageInvoice = { ksefNumber: string; invoiceNumber: string | null; sellerTaxId: string | null; issueDate: string | null };

/** The package's invoices by seller and invoice number (an invoice renamed from its KSeF number is found so). */
export type PackageMetadata = { bySellerAndNumber: ReadonlyMap<string, PackageInvoice[]> };

/** A package holds at most 10 000 invoices (KSeF's limit for one export). */
const maxInvoices = 10_000;
/** Far beyond 10 000 entries of InvoiceMetadata; a larger file is not read at all. */
export const MAX_KSEF_METADATA_BYTES = 10 * 1024 * 1024;

const text = (maximum: number) => z.string().max(maximum);
// Each entry is checked alone (a bad one is left out, not the file); parsing builds new objects of the
// fields named here, so keys such as __proto__ in the file never reach an object of ours.
const entrySchema = z.object({
  ksefNumber: text(64),
  invoiceNumber: text(256).nullish(),
  issueDate: text(64).nullish(),
  seller: z.object({ nip: text(64).nullish() }).nullish(),
});
const fileSchema = z.object({ invoices: z.array(z.unknown()).max(maxInvoices) });

/** The metadata, or null when the file is not one (too large, not UTF-8 JSON, no `invoices` list). */
export function readPackageMetadata(bytes: Buffer): PackageMetadata | null {
  if (bytes.length > MAX_KSEF_METADATA_BYTES) return null;
  const parsed = fileSchema.safeParse(parseJson(bytes));
  if (!parsed.success) return null;
  const bySellerAndNumber = new Map<string, PackageInvoice[]>();
  for (const candidate of parsed.data.invoices) {
    const entry = packageInvoice(candidate);
    if (!entry || entry.sellerTaxId === null || entry.invoiceNumber === null) continue;
    const key = sellerAndNumber(entry.sellerTaxId, entry.invoiceNumber);
    bySellerAndNumber.set(key, [...(bySellerAndNumber.get(key) ?? []), entry]);
  }
  return { bySellerAndNumber };
}

/** The KSeF number of the package's one invoice of this seller, number and (when several share them) issue date. */
export function packageKsefNumber(metadata: PackageMetadata, sellerTaxId: string, invoiceNumber: string, issueDate: string): string | null {
  const candidates = metadata.bySellerAndNumber.get(sellerAndNumber(sellerTaxId, invoiceNumber)) ?? [];
  const [only, ...more] = candidates.length > 1 ? candidates.filter((entry) => entry.issueDate === issueDate) : candidates;
  return only && more.length === 0 ? only.ksefNumber : null;
}

function packageInvoice(candidate: unknown): PackageInvoice | null {
  const entry = entrySchema.safeParse(candidate);
  if (!entry.success) return null;
  const number = parseKsefNumber(entry.data.ksefNumber);
  if (number.kind !== 'number') return null;
  const nip = entry.data.seller?.nip?.replace(/^PL/i, '').replace(/[\s-]/g, '') ?? null;
  return { ksefNumber: number.ksefNumber, invoiceNumber: entry.data.invoiceNumber ?? null, sellerTaxId: nip || null, issueDate: entry.data.issueDate ?? null };
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    // Not UTF-8, not JSON, or nested deeper than the parser goes.
    return null;
  }
}

const sellerAndNumber = (sellerTaxId: string, invoiceNumber: string) => `${sellerTaxId}\u0000${invoiceNumber}`;
