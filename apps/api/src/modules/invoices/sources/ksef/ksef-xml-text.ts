import { isUtf8 } from 'node:buffer';
import type { KsefProblem } from './ksef-problem.ts';

const byteOrderMark = Buffer.from([0xef, 0xbb, 0xbf]);
const lineFeed = 0x0a;
/** What `\s` matched between `<!` and a declaration's name: no spelling slips past that a lenient parser might still take. */
const whitespaceBytes = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20]);
const declarationNames = ['DOCTYPE', 'ENTITY'];

/**
 * What makes an XML file unreadable before any parser sees it, checked on its bytes (no copy of it as text
 * is made): not UTF-8 (KSeF invoices are), not starting as XML, a DTD or entity declaration, a character XML
 * forbids; null when none.
 */
export function xmlBytesProblem(bytes: Buffer): KsefProblem | null {
  if (bytes.length === 0) return { key: 'ksef.empty' };
  if (!isUtf8(bytes)) return { key: 'ksef.encoding' };
  if (!startsAsXml(bytes)) return { key: 'ksef.notXml' };
  if (hasDeclaration(bytes)) return { key: 'ksef.doctype' };
  const illegal = illegalCharacterIndex(bytes);
  return illegal < 0 ? null : malformedAt(bytes, illegal);
}

function startsAsXml(bytes: Buffer): boolean {
  let at = bytes.subarray(0, byteOrderMark.length).equals(byteOrderMark) ? byteOrderMark.length : 0;
  while (at < bytes.length && whitespaceBytes.has(bytes[at] ?? 0)) at += 1;
  return bytes[at] === 0x3c;
}

// A DTD is where external entities (XXE) and entity expansion (billion laughs) live. The parser is never
// shown one: any declaration, even in a comment, refuses the file, in any letter case.
function hasDeclaration(bytes: Buffer): boolean {
  for (let at = bytes.indexOf('<!'); at >= 0; at = bytes.indexOf('<!', at + 2)) {
    let name = at + 2;
    while (name < bytes.length && whitespaceBytes.has(bytes[name] ?? 0)) name += 1;
    const word = bytes.subarray(name, name + 7).toString('latin1').toUpperCase();
    if (declarationNames.some((declaration) => word.startsWith(declaration))) return true;
  }
  return false;
}

/**
 * XML 1.0 allows no control characters but tab, line feed and carriage return, nor U+FFFE and U+FFFF.
 * PostgreSQL text cannot hold NUL, so this check also keeps stored text storable. In UTF-8 a control
 * character is its own byte (no other character's bytes fall below 0x80), U+FFFE and U+FFFF are EF BF BE/BF.
 */
function illegalCharacterIndex(bytes: Buffer): number {
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at] ?? 0;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return at;
    if (byte === 0xef && bytes[at + 1] === 0xbf && (bytes[at + 2] === 0xbe || bytes[at + 2] === 0xbf)) return at;
  }
  return -1;
}

/** The not-well-formed problem at a byte of the file, with its line and column (1-based, the column in characters). */
function malformedAt(bytes: Buffer, index: number): KsefProblem {
  let line = 1;
  let lineStart = 0;
  for (let at = bytes.indexOf(lineFeed); at >= 0 && at < index; at = bytes.indexOf(lineFeed, at + 1)) {
    line += 1;
    lineStart = at + 1;
  }
  const column = bytes.subarray(lineStart, index).toString('utf8').length + 1;
  return { key: 'ksef.malformedAt', params: { line, column } };
}
