/**
 * Formula injection in the agreements CSV, both ways, so that an export is safe to open in a spreadsheet and
 * still imports to exactly what was stored (FORMATS §1, §4).
 *
 * A spreadsheet reads a cell starting with `=`, `+`, `-` or `@` (or a tab or CR) as a formula; lib/excel puts a
 * `'` in front, which spreadsheets show as text and do not keep as a character. A CSV has no cell types, so the
 * `'` stays in the file, and the importer takes it off again. For the round trip to be exact whatever the text,
 * a text that itself starts with `'` gets one more in front on export too: the importer removes exactly one
 * leading `'` from every text cell. (A hand-made file whose text really starts with `'` writes it twice, as the
 * export does.)
 */
const needsGuard = /^[=+\-@\t\r']/;

/** A text as the export writes it. */
export const guardFormula = (text: string): string => (needsGuard.test(text) ? `'${text}` : text);

/** A text cell as the importer reads it: the export's guard removed. */
export const unguardFormula = (text: string): string => (text.startsWith("'") ? text.slice(1) : text);
