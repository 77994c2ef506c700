import { isValidTaxId, normalizeTaxId } from '@leasedesk/contract';

/**
 * What is wrong with a typed tax id (NIP), as a `validation.*` key, or null when it is good:
 * spaces and dashes are allowed, then 10 digits with a valid check digit (the server's own rule).
 */
export function taxIdProblem(value: string): string | null {
  const digits = normalizeTaxId(value.trim());
  if (digits === '') return 'validation.required';
  if (!/^\d{10}$/.test(digits)) return 'validation.taxIdFormat';
  if (!isValidTaxId(digits)) return 'validation.taxIdChecksum';
  return null;
}
