import type { KsefDescription, KsefInvoiceHeader } from './ksef-invoice-header.ts';

const agreementKeys = new Set(['nrumowy', 'umowa']);
const scheduleKeys = new Set(['harmonogram', 'nrharmonogramu']);

// `harmonogram 2`, `harmonogram nr 2`, `Harmonogram: A-12`, `harm. 2`, `harm.2`: the schedule named in P_7.
// The number must hold a digit, so words (`harmonogram spłat`) are never taken for one.
const scheduleInDescription =
  /(?<![\p{L}\p{N}])(?:harmonogram(?:\s*:\s*|\s+)|harm\.\s*)(?:nr\.?\s*)?([\p{L}\p{N}](?:[\p{L}\p{N}/_.-]*[\p{L}\p{N}])?)/giu;

/**
 * FORMATS §3: the first `Fa/WarunkiTransakcji/Umowy/NrUmowy`, else a `DodatkowyOpis` keyed `NrUmowy` or
 * `Umowa` (the line's own, when one names the line by `NrWiersza`, before one for the whole invoice).
 */
export function agreementNumberOf(header: KsefInvoiceHeader, lineNumber: number): string | null {
  return header.contractNumber ?? describedValue(header.descriptions, agreementKeys, lineNumber);
}

/**
 * FORMATS §3: a `DodatkowyOpis` keyed `Harmonogram` or `NrHarmonogramu` (the line's own before one for the
 * whole invoice), else `harmonogram X` or `harm. X` in the line's P_7.
 */
export function scheduleNumberOf(header: KsefInvoiceHeader, lineNumber: number, positionDescription: string | null): string | null {
  const described = describedValue(header.descriptions, scheduleKeys, lineNumber);
  if (described !== null) return described;
  for (const [, number = ''] of (positionDescription ?? '').matchAll(scheduleInDescription)) {
    if (/\d/.test(number)) return number;
  }
  return null;
}

function describedValue(descriptions: KsefDescription[], keys: ReadonlySet<string>, lineNumber: number): string | null {
  const keyed = descriptions.filter((description) => keys.has(description.key.toLowerCase()));
  const forLine = keyed.find((description) => description.lineNumber === lineNumber);
  const forInvoice = keyed.find((description) => description.lineNumber === null);
  return (forLine ?? forInvoice)?.value ?? null;
}
