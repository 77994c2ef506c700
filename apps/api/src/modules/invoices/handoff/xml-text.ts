/**
 * Code points XML 1.0 does not allow in a document (§2.2 Char): C0 controls other than tab, line feed and
 * carriage return, lone surrogates, U+FFFE and U+FFFF. Removed: no parser reads a file holding them.
 */
const notXmlCharacters = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text as element content: characters XML forbids dropped, markup escaped, and a carriage return written as
 * a reference (a parser turns a literal one into a line feed), so a reader gets back exactly what was stored.
 */
export function xmlText(value: string): string {
  return value
    .replace(notXmlCharacters, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;');
}
