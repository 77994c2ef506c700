// The payment QR code Polish invoices print for banking apps (the Polish Bank Association's two-dimensional code:
// `NIP|PL|account|amount in grosze|name|title|…`, fields separated by `|`): the seller's NIP, account and name, a
// second source where the print was not read (a scan whose OCR lost the seller's block).

import { isValidTaxId } from '@leasedesk/contract';
import { isValidNrb } from './pdf-bank-account.ts';

export type PaymentQr = { sellerTaxId: string | null; bankAccount: string; sellerName: string | null };

/** `5661823126|PL|91249000050000453082140275|000028687|Rabaa Balkowski Arkadiusz|Zaplata za fakture nr 110/06/2025|…` */
const paymentCode = /^(\d{10})?\|PL\|(\d{26})\|(\d{1,10})\|([^|]{0,70})\|([^|]{0,140})\|/;

function readPaymentCode(text: string): PaymentQr | null {
  const match = paymentCode.exec(text.trim());
  if (!match) return null;
  const [, nip, account = '', , name = ''] = match;
  if (!isValidNrb(account)) return null;
  const sellerName = name.trim();
  return { sellerTaxId: nip !== undefined && isValidTaxId(nip) ? nip : null, bankAccount: account, sellerName: sellerName === '' ? null : sellerName };
}

/** The one payment code the pages' QR codes hold; null when none, or two that disagree. */
export function readPaymentQr(qrTexts: readonly string[]): PaymentQr | null {
  const codes = qrTexts.flatMap((text) => {
    const code = readPaymentCode(text);
    return code ? [code] : [];
  });
  const [first] = codes;
  return first && codes.every((code) => code.bankAccount === first.bankAccount && code.sellerTaxId === first.sellerTaxId) ? first : null;
}
