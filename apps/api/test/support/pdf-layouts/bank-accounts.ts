/**
 * Valid Polish bank account numbers (NRB) for the layouts: the two check digits make the IBAN `PL` + NRB pass the
 * ISO 13616 mod-97 check, so a reader that verifies them accepts the number.
 */

/** The NRB (26 digits) of a 24-digit bank and account number: its check digits in front. */
export function nrbOf(bankAndAccount: string): string {
  if (!/^\d{24}$/.test(bankAndAccount)) throw new Error(`nrbOf: 24 digits expected, got ${bankAndAccount}`);
  // `PL` is 25 21 in the check; the check digits go in as 00 and come out as 98 − remainder.
  const remainder = Number(BigInt(`${bankAndAccount}252100`) % 97n);
  return `${String(98 - remainder).padStart(2, '0')}${bankAndAccount}`;
}

/** As banks print an NRB: `61 1090 1014 0000 0712 1981 2874`. */
export const groupedNrb = (nrb: string): string => `${nrb.slice(0, 2)} ${nrb.slice(2).replace(/(\d{4})(?=\d)/g, '$1 ')}`;

/** As banks print an IBAN: `PL61 1090 1014 0000 0712 1981 2874`. */
export const groupedIban = (nrb: string): string => `PL${nrb.slice(0, 2)} ${nrb.slice(2).replace(/(\d{4})(?=\d)/g, '$1 ')}`;
