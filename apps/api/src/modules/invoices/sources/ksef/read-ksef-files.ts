import type { InvoiceLinesRead } from '../../invoice-line-draft.ts';
import { KsefLinesCollector } from './ksef-lines-collector.ts';
import { isZip, readKsefZip } from './ksef-zip.ts';

export type KsefFile = { fileName: string; bytes: Buffer };

/**
 * FORMATS §3: the lines of every invoice in the files, each an FA(3) or FA(2) XML (one invoice) or a ZIP
 * of them (told by its first bytes, not its name); or, when anything anywhere is wrong, every error, each
 * naming its file (`file: <name>` or `file: <zip name>/<entry>`), and no line at all.
 */
export async function readKsefFiles(files: KsefFile[]): Promise<InvoiceLinesRead> {
  if (files.length === 0) return { ok: false, errors: [{ propertyName: 'file', key: 'invoices.file.required' }] };
  const collector = new KsefLinesCollector();
  for (const { fileName, bytes } of files) {
    if (collector.full) break;
    if (!isZip(bytes)) {
      collector.addInvoice(fileName, bytes);
      continue;
    }
    await readKsefZip(bytes, {
      xml: (entryName, entryBytes) => collector.addInvoice(`${fileName}/${entryName}`, entryBytes),
      problem: (entryName, problem) => collector.addError(entryName === null ? fileName : `${fileName}/${entryName}`, problem),
      full: () => collector.full,
    });
  }
  return collector.result();
}
