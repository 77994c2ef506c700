import type { InvoiceLineDraft } from '../../invoice-line-draft.ts';
import { readDocumentFacts } from './ksef-document-facts.ts';
import { documentParts } from './ksef-document-parts.ts';
import { invoiceRowElements, orderRowElements, readDocumentRows } from './ksef-document-rows.ts';
import { KsefFieldReader } from './ksef-field-reader.ts';
import { readInvoiceHeader } from './ksef-invoice-header.ts';
import { invoiceLineDrafts } from './ksef-invoice-lines.ts';
import { FA2_NAMESPACE, FA3_NAMESPACE, MAX_KSEF_INVOICE_LINES } from './ksef-limits.ts';
import { documentExchangeRate } from './ksef-pln-amounts.ts';
import { echoedValue, type KsefProblem } from './ksef-problem.ts';
import { reconcileLines } from './ksef-reconcile.ts';
import { readDocumentTotals } from './ksef-totals.ts';
import { childrenNamed, elementsAt, firstAt } from './ksef-xml-query.ts';
import { parseXmlTree, type XmlElement } from './ksef-xml-tree.ts';
import { xmlBytesProblem } from './ksef-xml-text.ts';

/** One invoice as read: the seller, its number and date (what tells it apart), and its lines. */
export type KsefDocument = { taxId: string; invoiceNumber: string; invoiceDate: string; lines: InvoiceLineDraft[] };
/** One XML file: an invoice; a file that is no invoice but may sit beside them (an UPO); or every problem found in it. */
export type KsefDocumentRead = { ok: true; invoice: KsefDocument } | { ok: false; problems: KsefProblem[]; notAnInvoice?: true };

const namespaces = new Set([FA3_NAMESPACE, FA2_NAMESPACE]);
const namespaceParams = { fa3: FA3_NAMESPACE, fa2: FA2_NAMESPACE };
/** KSeF's official acknowledgements (UPO), in any of their versions: a package may hold them beside the invoices. */
const upoNamespace = /^http:\/\/upo\.schematy\.mf\.gov\.pl\/KSeF\//;
/** Kinds that must have lines of their own; corrections and advances may state only their totals. */
const kindsWithLines = new Set(['VAT', 'UPR', 'ROZ', '']);
/** Rows read at most: a correction has two per position (before and after), so twice the lines a report takes. */
const maxRows = 2 * MAX_KSEF_INVOICE_LINES;

/** One KSeF XML file (one invoice) as its lines, or every problem found in it. */
export function readKsefInvoice(bytes: Buffer): KsefDocumentRead {
  const problem = xmlBytesProblem(bytes);
  if (problem) return refused(problem);
  const tree = parseXmlTree(bytes);
  if (!tree.ok) return refused(tree.problem);
  const { root } = tree;
  if (root.name === 'Potwierdzenie' && upoNamespace.test(root.namespace ?? '')) return { ok: false, problems: [{ key: 'ksef.upo' }], notAnInvoice: true };
  if (root.name !== 'Faktura') return refused({ key: 'ksef.root', params: { found: echoedValue(root.name) } });
  if (root.namespace === null) return refused({ key: 'ksef.noNamespace', params: namespaceParams });
  if (!namespaces.has(root.namespace)) return refused({ key: 'ksef.namespace', params: { found: echoedValue(root.namespace), ...namespaceParams } });
  const fa = firstAt(root, ['Fa']);
  if (!fa) return refused({ key: 'ksef.field', params: { element: 'Fa' } });
  const rows = childrenNamed(fa, 'FaWiersz');
  const orderRows = elementsAt(fa, ['Zamowienie', 'ZamowienieWiersz']);
  if (rows.length === 0 && kindsWithLines.has(firstAt(fa, ['RodzajFaktury'])?.text ?? '')) return refused({ key: 'ksef.noLines' });
  if (rows.length > maxRows || orderRows.length > maxRows) return tooManyLines();
  return readInvoice(root, fa, rows, orderRows);
}

function readInvoice(root: XmlElement, fa: XmlElement, rows: XmlElement[], orderRows: XmlElement[]): KsefDocumentRead {
  const reader = new KsefFieldReader();
  const header = readInvoiceHeader(root, fa, reader);
  const facts = readDocumentFacts(fa, reader);
  const documentRows = readDocumentRows(rows, invoiceRowElements, reader);
  const documentOrderRows = readDocumentRows(orderRows, orderRowElements, reader);
  const totals = readDocumentTotals(fa, reader);
  const { taxId, invoiceNumber, invoiceDate } = header;
  if (reader.problems.length > 0 || taxId === null || invoiceNumber === null || invoiceDate === null) return { ok: false, problems: distinct(reader.problems) };

  const version = root.namespace === FA3_NAMESPACE ? 'fa3' : 'fa2';
  const exchangeRate = header.currency === 'PLN' ? null : documentExchangeRate(documentRows, facts.advanceExchangeRate);
  const assembled = documentParts({ facts, version, rows: documentRows, orderRows: documentOrderRows, totals, exchangeRate });
  if (!assembled.ok) return refused(assembled.problem);
  const settles = facts.kind === 'ROZ' || facts.kind === 'KOR_ROZ';
  const advances = settles ? { description: advancesDescription(facts.advances), exchangeRate, reducesOnly: facts.kind === 'ROZ' } : null;
  const reconciled = reconcileLines(assembled.parts, totals, { version, currency: header.currency, advances }, reader);
  const lines = reconciled === null ? [] : invoiceLineDrafts(reconciled, header, facts, reader);
  if (reader.problems.length > 0) return { ok: false, problems: distinct(reader.problems) };
  if (lines.length > MAX_KSEF_INVOICE_LINES) return tooManyLines();
  return { ok: true, invoice: { taxId, invoiceNumber, invoiceDate, lines } };
}

/** The line of the advances a settlement deducts names them as the document does (FakturaZaliczkowa). */
function advancesDescription(advances: string[]): string | null {
  return advances.length === 0 ? null : `FakturaZaliczkowa: ${advances.join(', ')}`.slice(0, 512);
}

function tooManyLines(): KsefDocumentRead {
  return refused({ key: 'ksef.tooManyInvoiceLines', params: { maximum: MAX_KSEF_INVOICE_LINES } });
}

function refused(problem: KsefProblem): KsefDocumentRead {
  return { ok: false, problems: [problem] };
}

/** A total over the lines may fail once per currency; the user reads each problem once. */
function distinct(problems: KsefProblem[]): KsefProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = JSON.stringify(problem);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
