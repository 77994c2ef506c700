import type { InvoiceLineDraft } from '../../invoice-line-draft.ts';
import { KsefFieldReader } from './ksef-field-reader.ts';
import { readInvoiceHeader } from './ksef-invoice-header.ts';
import { readInvoiceLines } from './ksef-invoice-lines.ts';
import { FA2_NAMESPACE, FA3_NAMESPACE, MAX_KSEF_INVOICE_LINES } from './ksef-limits.ts';
import { echoedValue, type KsefProblem } from './ksef-problem.ts';
import { childrenNamed, firstAt } from './ksef-xml-query.ts';
import { parseXmlTree } from './ksef-xml-tree.ts';
import { readXmlText } from './ksef-xml-text.ts';

export type KsefInvoice = { taxId: string; invoiceNumber: string; lines: InvoiceLineDraft[] };
export type KsefInvoiceRead = { ok: true; invoice: KsefInvoice } | { ok: false; problems: KsefProblem[] };

const namespaces = new Set([FA3_NAMESPACE, FA2_NAMESPACE]);
const namespaceParams = { fa3: FA3_NAMESPACE, fa2: FA2_NAMESPACE };

/** One KSeF XML file (one invoice) as its lines, or every problem found in it. */
export function readKsefInvoice(bytes: Buffer): KsefInvoiceRead {
  const text = readXmlText(bytes);
  if (!text.ok) return refused(text.problem);
  const tree = parseXmlTree(text.text);
  if (!tree.ok) return refused(tree.problem);
  const { root } = tree;
  if (root.name !== 'Faktura') return refused({ key: 'ksef.root', params: { found: echoedValue(root.name) } });
  if (root.namespace === null) return refused({ key: 'ksef.noNamespace', params: namespaceParams });
  if (!namespaces.has(root.namespace)) return refused({ key: 'ksef.namespace', params: { found: echoedValue(root.namespace), ...namespaceParams } });
  const fa = firstAt(root, ['Fa']);
  if (!fa) return refused({ key: 'ksef.field', params: { element: 'Fa' } });
  const rows = childrenNamed(fa, 'FaWiersz');
  if (rows.length === 0) return refused({ key: 'ksef.noLines' });
  if (rows.length > MAX_KSEF_INVOICE_LINES) return refused({ key: 'ksef.tooManyInvoiceLines', params: { maximum: MAX_KSEF_INVOICE_LINES } });

  const reader = new KsefFieldReader();
  const header = readInvoiceHeader(root, fa, reader);
  const lines = readInvoiceLines(rows, header, reader);
  if (reader.problems.length > 0 || header.taxId === null || header.invoiceNumber === null) return { ok: false, problems: distinct(reader.problems) };
  return { ok: true, invoice: { taxId: header.taxId, invoiceNumber: header.invoiceNumber, lines } };
}

function refused(problem: KsefProblem): KsefInvoiceRead {
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
