// The rule FORMATS §3 sets for every KSeF invoice read, checked from outside the reader: the stored lines add
// up, per VAT rate and in total, to the document's own totals (P_13_x net, P_14_x VAT, P_14_xW VAT in PLN,
// P_15 gross). The totals are parsed here on their own (fast-xml-parser, prefixes dropped), not by the reader.
import { XMLParser } from 'fast-xml-parser';
import type { InvoiceLineDraft } from '../../../../src/modules/invoices/invoice-line-draft.ts';

/** The groups of P_13_x (schemat.xsd) and the codes of P_12 each holds; FA(2)'s `0` and `np` span several. */
const groupsOfCode: Record<string, string[]> = {
  '23': ['1'],
  '22': ['1'],
  '8': ['2'],
  '7': ['2'],
  '5': ['3'],
  '4': ['4'],
  '3': ['4'],
  '0 KR': ['6_1'],
  '0 WDT': ['6_2'],
  '0 EX': ['6_3'],
  zw: ['7'],
  'np I': ['8'],
  'np II': ['9'],
  oo: ['10'],
  '0': ['6_1', '6_2', '6_3'],
  np: ['8', '9'],
};
const taxedGroups = new Set(['1', '2', '3', '4', '5']);

export type DocumentFigures = {
  kind: string | null;
  currency: string | null;
  /** P_13_x, P_14_x, P_14_xW by their element name (`P_13_1`), and P_15; in cents. */
  figures: Map<string, bigint>;
};

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true, processEntities: false, isArray: () => false });

/** The totals an FA document states (null when it is no FA document at all). */
export function documentFigures(xml: string): DocumentFigures | null {
  let fa: Record<string, unknown> | undefined;
  try {
    fa = (parser.parse(xml) as { Faktura?: { Fa?: Record<string, unknown> } }).Faktura?.Fa;
  } catch {
    return null;
  }
  if (!fa) return null;
  const figures = new Map<string, bigint>();
  for (const [name, value] of Object.entries(fa)) {
    if (/^P_1[345](_\d+)*W?$/.test(name) && typeof value === 'string' && /^-?\d+(\.\d{1,2})?$/.test(value.trim())) figures.set(name, cents(value.trim()));
  }
  return { kind: typeof fa.RodzajFaktury === 'string' ? fa.RodzajFaktury : null, currency: typeof fa.KodWaluty === 'string' ? fa.KodWaluty : null, figures };
}

/** A total the lines miss: its element(s), the lines' sum and the document's figure, in cents (null: unknown). */
export type Disagreement = { total: string; lines: bigint | null; document: bigint };

/**
 * Where the lines do not add up to the document's totals (empty when they all do): per set of groups the
 * lines' codes span, the net against Σ P_13_x, the VAT against Σ P_14_x (and Σ P_14_xW in PLN for a currency
 * invoice); in all, the gross against P_15. A total the document leaves out counts as 0 when it gives totals
 * per rate at all; without them only P_15 is checked.
 */
export function totalsDisagreements(lines: readonly InvoiceLineDraft[], document: DocumentFigures): Disagreement[] {
  const { figures } = document;
  const perRate = [...figures.keys()].some((name) => /^P_1[34]_/.test(name));
  const problems: Disagreement[] = [];
  const sum = (values: (number | null)[]) => (values.some((value) => value === null) ? null : values.reduce<bigint>((total, value) => total + cents(String(value)), 0n));
  const compare = (total: string, lines: bigint | null, figure: bigint) => {
    if (lines !== figure) problems.push({ total, lines, document: figure });
  };
  if (perRate) {
    for (const [groups, groupLines] of linesByGroups(lines, figures)) {
      const figure = (prefix: string, suffix = '') => groups.reduce((total, group) => total + (figures.get(`${prefix}${group}${suffix}`) ?? 0n), 0n);
      compare(`P_13_${groups.join('+')}`, sum(groupLines.map((line) => line.positionNetAmountCurrency)), figure('P_13_'));
      const taxed = groups.filter((group) => taxedGroups.has(group));
      const vatStated = taxed.some((group) => figures.has(`P_14_${group}`)) || taxed.length === 0;
      if (vatStated) compare(`P_14_${groups.join('+')}`, sum(groupLines.map((line) => line.positionVatAmountCurrency)), figure('P_14_'));
      const plnStated = document.currency !== 'PLN' && taxed.some((group) => figures.has(`P_14_${group}W`));
      if (plnStated) compare(`P_14_${groups.join('+')}W`, sum(groupLines.map((line) => line.positionVatAmountPln)), figure('P_14_', 'W'));
    }
  }
  const gross = figures.get('P_15');
  if (gross !== undefined) compare('P_15', sum(lines.map((line) => line.positionGrossAmountCurrency)), gross);
  return problems;
}

/** P_15 missed by no more than a cent a line: the document rounding its gross per line, its VAT per rate. */
export function isGrossRounding(disagreement: Disagreement, lineCount: number): boolean {
  if (disagreement.total !== 'P_15' || disagreement.lines === null) return false;
  const difference = disagreement.lines - disagreement.document;
  return (difference < 0n ? -difference : difference) <= BigInt(Math.max(1, lineCount));
}

export function describeDisagreement({ total, lines, document }: Disagreement): string {
  return `${total}: lines ${format(lines)}, document ${format(document)}`;
}

/**
 * The lines by the groups their codes fall in, merged where a code spans several; every group the document
 * states a total for is present (with no line, its total must be 0). A line without a code is the margin
 * scheme's (P_13_11) when the document has that total, else OSS's (P_13_5).
 */
function linesByGroups(lines: readonly InvoiceLineDraft[], figures: Map<string, bigint>): Map<string[], InvoiceLineDraft[]> {
  const groupsOf = (line: InvoiceLineDraft) => (line.vatRateCode ? (groupsOfCode[line.vatRateCode] ?? ['?']) : figures.has('P_13_11') ? ['11'] : ['5']);
  const sets: { groups: Set<string>; lines: InvoiceLineDraft[] }[] = [];
  const add = (groups: string[], line: InvoiceLineDraft | null) => {
    const overlapping = sets.filter((set) => groups.some((group) => set.groups.has(group)));
    const merged = { groups: new Set([...groups, ...overlapping.flatMap((set) => [...set.groups])]), lines: [...overlapping.flatMap((set) => set.lines), ...(line ? [line] : [])] };
    for (const set of overlapping) sets.splice(sets.indexOf(set), 1);
    sets.push(merged);
  };
  for (const line of lines) add(groupsOf(line), line);
  for (const name of figures.keys()) {
    const group = /^P_1[34]_(\d+(?:_\d)?)$/.exec(name)?.[1];
    if (group) add([group], null);
  }
  return new Map(sets.map((set) => [[...set.groups].sort(), set.lines]));
}

function cents(text: string): bigint {
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
  return text.startsWith('-') ? -value : value;
}

function format(value: bigint | null): string {
  if (value === null) return 'unknown';
  const magnitude = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}
