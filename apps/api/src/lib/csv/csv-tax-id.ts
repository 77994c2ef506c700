import { isValidTaxId, normalizeTaxId } from '@leasedesk/contract';
import { csvCell, type CsvCell } from './csv-cells.ts';

/**
 * A Polish tax id (NIP) in any CSV of the product (invoices, agreements, other systems' figures): spaces, dashes and
 * a `PL` prefix dropped; 10 digits with a valid check digit; the digits kept, as matching and lookups compare them.
 */
export const taxIdCell: CsvCell<string> = csvCell<string>((text) => {
  const digits = normalizeTaxId(text.replace(/^pl/i, ''));
  return isValidTaxId(digits) ? { value: digits } : { error: { key: 'csv.taxId' } };
});
