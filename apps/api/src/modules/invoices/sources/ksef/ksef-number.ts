// The KSeF number (ksef-docs, faktury/numer-ksef.md): `NIP-YYYYMMDD-XXXXXXXXXXXX-XX`, 35 characters: the
// seller's identifier, the day KSeF took the invoice, 12 hexadecimal digits of KSeF's own, and a CRC-8 (poly
// 0x07, init 0x00) of the first 32 characters as 2 hexadecimal digits. KSeF writes the digits upper case.

/** What a file's name says of its invoice's KSeF number. */
export type NamedKsefNumber = { kind: 'number'; ksefNumber: string } | { kind: 'badChecksum' } | { kind: 'none' };

// The identifier is a NIP, or KSeF's forms for other contexts (schemat.xsd's TNumerKSeF); a real day of a month.
const shape = /^(?:\d{10}|M\d{9}|[A-Z]{3}\d{7})-\d{4}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])-[0-9A-F]{12}-[0-9A-F]{2}$/;

/** The number, upper case, when `text` is a KSeF number with a valid check sum; else why not. */
export function parseKsefNumber(text: string): NamedKsefNumber {
  const upper = text.toUpperCase();
  if (!shape.test(upper)) return { kind: 'none' };
  return crc8(upper.slice(0, 32)) === upper.slice(33) ? { kind: 'number', ksefNumber: upper } : { kind: 'badChecksum' };
}

/** The KSeF number a file's name gives (`<number>.xml`, any case), looked for in its last path segment. */
export function ksefNumberOfFileName(fileName: string): NamedKsefNumber {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const match = /^(.*)\.xml$/i.exec(base);
  return match?.[1] === undefined ? { kind: 'none' } : parseKsefNumber(match[1]);
}

/** CRC-8 (polynomial 0x07, initial value 0x00) of the text's bytes, as two upper-case hexadecimal digits. */
export function crc8(text: string): string {
  let crc = 0;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc.toString(16).toUpperCase().padStart(2, '0');
}
