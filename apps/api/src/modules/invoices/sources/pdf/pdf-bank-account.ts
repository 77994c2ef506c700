// The seller's bank account as Polish invoices print it: `Nr rachunku: 12 3456 7890 1234 5678 9012 3456`, `Konto:
// PL61 1090 1014 0000 0712 1981 2874`, `Rachunek bankowy`, KSeF's `Numer rachunku`. A Polish account number (NRB) is
// 26 digits whose first two check the rest (ISO 7064 mod 97-10, as the IBAN `PL` + NRB): an account that fails the
// check was misread and is not taken.

import type { PdfLine } from './pdf-text.ts';

const accountLabel = /(?<![\p{L}\p{N}])(?:(?:nr|numer)\.?\s*(?:konta|rachunku)(?:\s+bankowego)?|rachunek(?:\s+bankowy)?|konto(?:\s+bankowe)?|iban)(?![\p{L}\p{N}])/u;
/** 26 digits in any grouping of single spaces or dashes, optionally after `PL`. */
const accountShape = /(?<![\p{L}\p{N}])(PL ?)?(\d{2}(?:[ -]?\d){24})(?![\p{N}])/gu;

/** An account is looked for this many lines below its label at most. */
const linesBelow = 4;

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
 * The account printed after an account label, on its line or the few below; without one after a label, the one
 * account number the document prints anywhere. `undefined` when nothing like an account is printed, null when none
 * passes the check or two differ.
 */
export function readBankAccount(lines: readonly PdfLine[]): string | null | undefined {
  const found = new Set<string>();
  let labelled = false;
  lines.forEach((line, index) => {
    const label = accountLabel.exec(line.folded);
    if (!label) return;
    labelled = true;
    const after = line.text.slice(label.index + label[0].length);
    // On the label's line, else on the next lines of its page (`WPŁATA NA KONTO` over the bank's name over the number).
    let accounts = accountsIn(after);
    for (let below = index + 1; accounts.length === 0 && below <= index + linesBelow; below += 1) {
      const next = lines[below];
      if (!next || next.page !== line.page) break;
      accounts = accountsIn(next.text);
    }
    for (const account of accounts) found.add(account);
  });
  if (found.size === 1) return [...found][0];
  if (found.size > 1) return null;
  // No label before it (a payment box, a QR caption): one account number that passes its check, printed anywhere.
  const anywhere = new Set(lines.flatMap((line) => accountsIn(line.text)));
  if (anywhere.size === 1) return [...anywhere][0];
  return labelled || anywhere.size > 1 ? null : undefined;
}
