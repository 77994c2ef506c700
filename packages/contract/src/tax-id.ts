/** Polish tax id (NIP): the digits left after stripping spaces and dashes. */
export function normalizeTaxId(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** True for ten digits whose weighted sum modulo 11 equals the last digit (a remainder of 10 is never valid). */
export function isValidTaxId(normalized: string): boolean {
  if (!/^\d{10}$/.test(normalized)) return false;
  const digits = [...normalized].map(Number);
  const sum = NIP_WEIGHTS.reduce((acc, weight, i) => acc + weight * (digits[i] ?? 0), 0);
  const check = sum % 11;
  return check !== 10 && check === digits[9];
}
