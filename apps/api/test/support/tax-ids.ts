import { isValidTaxId } from '@leasedesk/contract';

const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** A valid NIP (10 digits) whose first nine digits are `nine`, or the next nine digits that have one. */
export function validTaxId(nine: number): string {
  for (let n = nine; ; n++) {
    const digits = String(n).padStart(9, '0').slice(-9);
    const check = weights.reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0) % 11;
    if (check !== 10) {
      const taxId = `${digits}${check}`;
      if (!isValidTaxId(taxId)) throw new Error(`validTaxId built an invalid ${taxId}`);
      return taxId;
    }
  }
}

/** As people type it: 123-456-78-90. */
export function dashed(taxId: string): string {
  return `${taxId.slice(0, 3)}-${taxId.slice(3, 6)}-${taxId.slice(6, 8)}-${taxId.slice(8)}`;
}
