// The seller's bank account as Polish invoices print it: `Nr rachunku: 12 3456 7890 1234 5678 9012 3456`, `Konto:
// PL61 1090 1014 0000 0712 1981 2874`, `Rachunek bankowy`, KSeF's `Numer rachunku`. A Polish account number (NRB) is
// 26 digits whose first two check the rest (ISO 7064 mod 97-10, as the IBAN `PL` + NRB): an account that fails the
// check was misread and is not taken.

import type { PdfLine } from './pdf-text.ts';

const accountLabel = /(?<![\p{L}\p{N}])(?:(?:nr|numer)\.?\s*(?:konta|rachunku)(?:\s+bankowego)?|rachunek(?:\s+bankowy)?|konto(?:\s+bankowe)?|iban)(?![\p{L}\p{N}])/u;
/** 26 digits in any grouping of single spaces or dashes, optionally after `PL`. */
const accountShape = /(?<![\p{L}\p{N}])(PL ?)?(\d{2}(?:[ -]?\d){24})(?![\p{N}])/gu;

/** Whether `PL` + the NRB passes the IBAN check (the remainder of the rearranged number by 97 is 1). */
export function isValidNrb(digits: string): boolean {
  if (!/^\d{26}$/.test(digits)) return false;
  // `PL` is 25 21; the check digits move to the end.
  const rearranged = `${digits.slice(2)}2521${digits.slice(0, 2)}`;
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

function accountsIn(text: string): string[] {
  return [...text.matchAll(accountShape)].flatMap((match) => {
    const digits = (match[2] ?? '').replace(/[ -]/g, '');
    if (!isValidNrb(digits)) return [];
    return [match[1] ? `PL${digits}` : digits];
  });
}

/**
 * The account printed after an account label, on its line or the next: `undefined` when no label is printed, null
 * when none that follows one passes the check or two differ.
 */
export function readBankAccount(lines: readonly PdfLine[]): string | null | undefined {
  const found = new Set<string>();
  let labelled = false;
  lines.forEach((line, index) => {
    const label = accountLabel.exec(line.folded);
    if (!label) return;
    labelled = true;
    const after = line.text.slice(label.index + label[0].length);
    const accounts = accountsIn(after);
    const next = lines[index + 1];
    for (const account of accounts.length > 0 ? accounts : next && next.page === line.page ? accountsIn(next.text) : []) found.add(account);
  });
  if (found.size === 1) return [...found][0];
  return labelled ? null : undefined;
}
