// Real KSeF documents, when KSEF_SAMPLES_DIR points at some (the Ministry of Finance's FA(3) examples, the
// templates of its client libraries; never committed): every .xml under it is either read so that its lines
// add up to its own totals (per rate and P_15), or refused for a reason an accountant accepts. One line per
// file is printed. Skipped when the variable is unset (CI has no such files).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FieldMessage } from '@leasedesk/contract';
import { readKsefFiles } from '../../../../src/modules/invoices/sources/ksef/read-ksef-files.ts';
import { describeDisagreement, documentFigures, isGrossRounding, totalsDisagreements } from './ksef-document-sums.ts';

const samplesDirectory = process.env.KSEF_SAMPLES_DIR ?? '';

/** Refusals an accountant accepts: not an FA invoice, a schema limit, a seller NIP failing its check, an invoice that books nothing or contradicts itself. */
const acceptedRefusals = new Set([
  'ksef.root',
  'ksef.namespace',
  'ksef.noNamespace',
  'ksef.taxId',
  'ksef.tooManyInvoiceLines',
  'ksef.text',
  'ksef.nothingToBook',
  'ksef.totalsMismatch',
  'ksef.grossMismatch',
]);
/** A template's placeholder (`#nip#`, `#invoicing_date#`) where a value belongs: the file is no invoice until filled. */
const placeholder = /#[A-Za-z0-9_]+#/;

function xmlFiles(directory: string): string[] {
  return readdirSync(directory)
    .flatMap((name) => {
      const path = join(directory, name);
      return statSync(path).isDirectory() ? xmlFiles(path) : /\.xml$/i.test(name) ? [path] : [];
    })
    .sort();
}

/** A template filled as the Ministry's clients fill it before sending: NIPs, dates, numbers. */
function filled(xml: string): string {
  return xml.replace(/#([A-Za-z0-9_]+)#/g, (_, name: string) => {
    if (/nip/i.test(name)) return '5265877635';
    if (/date/i.test(name)) return '2026-02-01';
    if (/ksef_number/i.test(name)) return '5265877635-20250826-0100001AF629-AF';
    return '1';
  });
}

type Outcome = { read: boolean; kind: string; reason: string; totalsEqual: boolean | null; accepted: boolean };

async function outcomeOf(fileName: string, xml: string): Promise<Outcome> {
  const document = documentFigures(xml);
  const kind = document?.kind ?? '-';
  const read = await readKsefFiles([{ fileName, bytes: Buffer.from(xml, 'utf8') }], { skipUnreadable: false });
  if (!read.ok) {
    const reasons = read.errors.map(explain);
    const accepted = read.errors.every((error) => acceptedRefusals.has(error.key) || (['ksef.date', 'ksef.taxId', 'ksef.field'].includes(error.key) && placeholder.test(xml)));
    return { read: false, kind, reason: reasons.join('; '), totalsEqual: null, accepted };
  }
  const lines = read.invoices.flatMap((invoice) => invoice.lines);
  if (!document) return { read: true, kind, reason: 'no totals parsed', totalsEqual: false, accepted: false };
  const disagreements = totalsDisagreements(lines, document);
  // The document's own rounding of P_15 (a cent a line at most) is noted, the totals per rate must hold exactly.
  const rounding = disagreements.filter((disagreement) => isGrossRounding(disagreement, lines.length));
  const real = disagreements.filter((disagreement) => !rounding.includes(disagreement));
  const notes = [...real, ...rounding].map(describeDisagreement).join('; ');
  const reason = `${lines.length} line(s)${notes ? `: ${notes}${rounding.length > 0 ? ' (P_15: the document rounds its gross per line)' : ''}` : ''}`;
  return { read: true, kind, reason, totalsEqual: real.length === 0, accepted: real.length === 0 };
}

function explain(error: FieldMessage): string {
  const params = error.params ? ` ${JSON.stringify(error.params)}` : '';
  return `${error.key}${params}`;
}

describe.skipIf(!samplesDirectory)(`real KSeF files under KSEF_SAMPLES_DIR (${samplesDirectory || 'unset'})`, () => {
  it('reads each so its lines add up to its totals, or refuses it for an accepted reason', async () => {
    const rows: string[] = ['file | kind | outcome | reason | totals equal'];
    const wrong: string[] = [];
    for (const path of xmlFiles(samplesDirectory)) {
      const xml = readFileSync(path, 'utf8');
      const name = relative(samplesDirectory, path);
      const variants: [string, string][] = [[name, xml], ...(placeholder.test(xml) ? [[`${name} (placeholders filled)`, filled(xml)] as [string, string]] : [])];
      for (const [label, content] of variants) {
        const outcome = await outcomeOf(label.replace(/.*\//, ''), content);
        rows.push(`${label} | ${outcome.kind} | ${outcome.read ? 'read' : 'refused'} | ${outcome.reason} | ${outcome.totalsEqual === null ? '-' : outcome.totalsEqual ? 'yes' : 'no'}`);
        if (!outcome.accepted) wrong.push(label);
      }
    }
    console.log(rows.join('\n'));
    expect(wrong).toEqual([]);
  });
});
