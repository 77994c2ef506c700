// The KSeF number a KSeF visualisation prints (`Numer KSeF: 5265877635-20250626-010080DD2B5E-26`): anywhere on the
// page, as the Ministry's generator puts it in the header and under the verification QR code. Only a number whose
// CRC-8 holds is taken (sources/ksef/ksef-number.ts), so an OCR misreading is missing rather than wrong.

import { parseKsefNumber } from '../ksef/ksef-number.ts';
import type { PdfLine } from './pdf-text.ts';

/** The shape, allowing the spaces OCR may put around the dashes, and a line break inside (joined by the caller). */
const candidate = /(?<![\p{L}\p{N}])(\d{10}) ?- ?(\d{8}) ?- ?([0-9A-Fa-f]{12}) ?- ?([0-9A-Fa-f]{2})(?![\p{L}\p{N}])/gu;

/** The invoice's KSeF number: `undefined` when none is printed, null when printed numbers fail their check or disagree. */
export function readKsefNumber(lines: readonly PdfLine[]): string | null | undefined {
  const found = new Set<string>();
  let unreadable = false;
  for (const line of lines) {
    for (const match of line.text.matchAll(candidate)) {
      const parsed = parseKsefNumber(`${match[1]}-${match[2]}-${match[3]}-${match[4]}`);
      if (parsed.kind === 'number') found.add(parsed.ksefNumber);
      else unreadable = true;
    }
  }
  if (found.size === 1) return [...found][0];
  if (found.size > 1 || unreadable) return null;
  return undefined;
}
