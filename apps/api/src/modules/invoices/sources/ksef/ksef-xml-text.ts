import type { KsefProblem } from './ksef-problem.ts';

export type XmlText = { ok: true; text: string } | { ok: false; problem: KsefProblem };

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

// A DTD is where external entities (XXE) and entity expansion (billion laughs) live. The parser is never
// shown one: any declaration, even in a comment, refuses the file. Case-insensitive and spaces allowed,
// so no spelling slips past that a lenient parser might still take.
const declaration = /<!\s*(?:DOCTYPE|ENTITY)/i;

// XML 1.0 allows no control characters but tab, line feed and carriage return, nor U+FFFE and U+FFFF.
// PostgreSQL text cannot hold NUL, so this check also keeps stored text storable.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const illegalCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/**
 * The text of an XML file, checked before any parser sees it: UTF-8 (KSeF invoices are), something that
 * starts as XML, no DTD or entity declaration, no character XML forbids.
 */
export function readXmlText(bytes: Buffer): XmlText {
  if (bytes.length === 0) return { ok: false, problem: { key: 'ksef.empty' } };
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return { ok: false, problem: { key: 'ksef.encoding' } };
  }
  if (!text.trimStart().startsWith('<')) return { ok: false, problem: { key: 'ksef.notXml' } };
  if (declaration.test(text)) return { ok: false, problem: { key: 'ksef.doctype' } };
  const illegal = illegalCharacter.exec(text);
  if (illegal) return { ok: false, problem: malformedAt(text, illegal.index) };
  return { ok: true, text };
}

/** The not-well-formed problem at a character index, with its line and column (1-based). */
export function malformedAt(text: string, index: number): KsefProblem {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  const column = index - before.lastIndexOf('\n');
  return { key: 'ksef.malformedAt', params: { line, column } };
}
