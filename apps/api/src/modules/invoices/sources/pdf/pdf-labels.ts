// The printed labels of a Polish invoice, matched on folded text (lower case, no diacritics: OCR often drops them),
// and the value a label introduces: the text after it on its line, up to where the next label begins. Optional
// colons, extra spaces and `nr`/`nr.`/`numer` are part of each pattern.

import { cellsOf, hasColumnGaps, type PdfLine } from './pdf-text.ts';

/** A pattern as a whole-word match on folded text (letters and digits may not touch it on either side). */
const word = (source: string): string => `(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`;
const numberWord = '(?:nr|numer)\\.?';

export const labelPatterns = {
  /**
   * `Faktura VAT nr X`, `Faktura nr X`, `Faktura VAT X`, `Faktura korygująca nr X`, `Nr faktury: X`, `Numer
   * faktury: X`, and `Nr: X` / `Nr X` beginning a line (under a `Faktura VAT` title).
   */
  invoiceNumber: `${word(`faktura(?:\\s+vat)?(?:\\s+korygujaca)?(?:\\s+${numberWord})?|${numberWord}\\s*faktury(?:\\s+vat)?(?!\\s+korygowanej)`)}|^\\s*nr\\.?(?=\\s*:?\\s*[\\p{L}\\p{N}/_.-]*\\d)(?!\\s*(?:konta|rachunku|umowy|harmonogramu|ksef|zamowienia|nip|rej|ewid|telefonu|tel|domu|lokalu|dokumentu\\s+wz))`,
  /** invoiceDate: the date the invoice was issued (FA P_1). */
  invoiceDate: word('data\\s+wystawienia(?:,?\\s*z\\s+zastrzezeniem\\s+art\\.\\s*106na\\s+ust\\.\\s*1\\s+ustawy)?|data\\s+faktury'),
  /** incomeDate: the date of the sale, delivery or service (FA P_6). */
  incomeDate: word(
    'data\\s+(?:sprzedazy|dostawy|wykonania\\s+uslugi|dokonania\\s+lub\\s+zakonczenia\\s+dostawy\\s+towarow\\s+lub\\s+wykonania\\s+uslugi|dokonania\\s+lub\\s+zakonczenia\\s+dostawy\\s+towarow(?:\\s+lub)?|(?:dokonania|zakonczenia)\\s+(?:dostawy|uslugi|sprzedazy))',
  ),
  /** paymentDate: when the invoice is due. */
  paymentDate: word('termin\\s+(?:platnosci|zaplaty)|platne\\s+do|zaplata\\s+do'),
  /** `Umowa leasingu nr X`, `Umowa nr X`, `Umowa: X`, `Nr umowy: X`; `umowy` also as `do umowy leasingu nr X`. */
  agreementNumber: word(
    `(?:umowa|umowy)(?:\\s+(?:leasingu|leasingowa|leasingowej|najmu|dzierzawy|ramowa|ramowej))?(?:\\s*${numberWord}|\\s*:)|${numberWord}\\s*umowy(?:\\s+(?:leasingu|leasingowej))?`,
  ),
  /** `Harmonogram nr X`, `Harmonogram: X`, `harm. X`, `Nr harmonogramu X` (KSeF's description forms too). */
  scheduleNumber: word(`harmonogram(?:\\s+${numberWord})?|harm\\.(?:\\s*${numberWord})?|${numberWord}\\s*harmonogramu`),
  /** `Okres rozliczeniowy: 2025-03`, `Okres: 03.2025`. */
  period: word('okres(?:\\s+(?:rozliczeniowy|rozliczenia|fakturowania))?'),
  currency: word('waluta(?:\\s+faktury)?|kod\\s+waluty'),
  /** `Kurs: 4,3125`, `Kurs NBP`, `Kurs waluty`, `Kurs średni NBP z dnia …`. */
  exchangeRate: word('kursu?(?:\\s+(?:waluty|sredni|nbp|wymiany|przeliczeniowy))*'),
  /** `NIP`, `NIP UE`, `NIP/VAT`; OCR reads the I as 1 or l. */
  taxId: word('n[i1l]p(?:\\s*(?:ue|\\/\\s*vat|vat))?'),
  /** The parties' blocks. */
  party: word('sprzedawca|sprzedajacy|wystawca|nabywca|kupujacy|odbiorca|platnik'),
  /** Labels whose values the parser does not take but that end another label's value on the same line. */
  other: word(
    'numer\\s+ksef|nr\\s+ksef|miejsce\\s+wystawienia|(?:sposob|forma|metoda)\\s+(?:platnosci|zaplaty)|(?:nr|numer)\\.?\\s*(?:konta|rachunku)|regon|krs|bdo|adres|tel\\.|telefon|e-?mail|oryginal|kopia|duplikat|zaplacono|slownie|do\\s+zaplaty|data\\s+(?:zaplaty|platnosci)',
  ),
} as const;

export type LabelName = keyof typeof labelPatterns;

const compiled = Object.fromEntries(Object.entries(labelPatterns).map(([name, source]) => [name, new RegExp(source, 'gu')])) as Record<LabelName, RegExp>;
const anyLabel = new RegExp(Object.values(labelPatterns).join('|'), 'gu');
const holdsAnyLabel = new RegExp(anyLabel.source, 'u');

/** One place a label is printed. */
export type LabelMatch = { lineIndex: number; start: number; end: number };

/** Where the label is printed on a line (folded text), left to right. */
export function labelsOnLine(name: LabelName, line: PdfLine, lineIndex: number): LabelMatch[] {
  return [...line.folded.matchAll(compiled[name])].map((match) => ({ lineIndex, start: match.index, end: match.index + match[0].length }));
}

/** Every place the label is printed, in reading order. */
export function findLabels(name: LabelName, lines: readonly PdfLine[]): LabelMatch[] {
  return lines.flatMap((line, lineIndex) => labelsOnLine(name, line, lineIndex));
}

/** Every value of a line is bounded by its label starts: they are found once a line. */
const startsByLine = new WeakMap<PdfLine, number[]>();

/** Where any label begins on the line. */
export function labelStarts(line: PdfLine): number[] {
  const known = startsByLine.get(line);
  if (known) return known;
  const starts = [...line.folded.matchAll(anyLabel)].map((match) => match.index);
  startsByLine.set(line, starts);
  return starts;
}

/** True when the text holds any label. */
export function holdsLabel(folded: string): boolean {
  return holdsAnyLabel.test(folded);
}

/** The value a label introduces on its own line. */
export type LabelValue = { start: number; text: string };

/**
 * The text after the label, up to the next label on the line (two labels printed side by side each keep their own
 * value), without the colon, semicolon or dash that separates label and value (not a hyphen: it may be a minus), and trimmed.
 */
export function valueAfter(line: PdfLine, label: LabelMatch): LabelValue {
  const next = labelStarts(line).find((start) => start >= label.end) ?? line.text.length;
  const raw = line.text.slice(label.end, next);
  const leading = /^[\s:;.–—]*/.exec(raw)?.[0].length ?? 0;
  return { start: label.end + leading, text: raw.slice(leading).trimEnd() };
}

/** The first run of the value before a column gap: a value never spans two columns. */
export function firstCellOf(value: LabelValue): string {
  return cellsOf(value.text)[0]?.text ?? '';
}

/** The next line on the same page that holds any text, with its index. */
export function nextTextLine(lines: readonly PdfLine[], lineIndex: number): { line: PdfLine; lineIndex: number } | null {
  const page = lines[lineIndex]?.page;
  for (let index = lineIndex + 1; index < lines.length; index += 1) {
    const line = lines[index];
    if (!line || line.page !== page) return null;
    if (line.text.trim() !== '') return { line, lineIndex: index };
  }
  return null;
}

/**
 * The value printed below a label that has none on its line (`Sprzedawca:` with the name under it, a header box
 * with labels on one line and values on the next): the next line's text in the label's column. A line holding
 * labels of its own is not a value line. Without column gaps the whole line is the value.
 */
export function valueBelow(lines: readonly PdfLine[], label: LabelMatch): string | null {
  const below = nextTextLine(lines, label.lineIndex);
  if (!below || holdsLabel(below.line.folded)) return null;
  if (!hasColumnGaps(below.line.text)) return below.line.text.trim();
  const cells = cellsOf(below.line.text);
  const inColumn = cells.filter((cell) => cell.end > label.start - 2);
  const nearest = inColumn.reduce<(typeof cells)[number] | undefined>(
    (best, cell) => (best === undefined || Math.abs(cell.start - label.start) < Math.abs(best.start - label.start) ? cell : best),
    undefined,
  );
  return nearest?.text ?? null;
}

/**
 * What the readings of one label across the invoice say, as a value stays null rather than guessed: `undefined`
 * when the label is never printed, the value when every reading that could be read agrees, and null when none could
 * be read or two disagree (the person correcting the line decides). OCR may garble one copy of a label's value and
 * not another, so an unreadable reading does not outvote a readable one.
 */
export function agreedReading<T>(readings: readonly (T | null)[]): T | null | undefined {
  if (readings.length === 0) return undefined;
  const readable = readings.filter((reading): reading is T => reading !== null);
  const [first] = readable;
  if (first === undefined) return null;
  return readable.every((reading) => reading === first) ? first : null;
}
