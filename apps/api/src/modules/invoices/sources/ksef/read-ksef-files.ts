import { KsefFilesCollector, type KsefFilesRead, type KsefPackage } from './ksef-files-collector.ts';
import { readPackageMetadata } from './ksef-package-metadata.ts';
import { isZip, readKsefZip } from './ksef-zip.ts';

export type { KsefFilesRead, KsefInvoiceRead } from './ksef-files-collector.ts';
export type KsefFile = { fileName: string; bytes: Buffer };
export type KsefFilesOptions = { skipUnreadable: boolean };

/**
 * FORMATS §3: the invoices of an upload, each file an FA(3) or FA(2) XML (one invoice) or a ZIP of them
 * (told by its first bytes, not its name; KSeF's export package with its `_metadata.json` among them), each
 * invoice with its KSeF number when its file name or the package gives it. Errors name their file
 * (`file: <name>` or `file: <zip name>/<entry>`). Without `skipUnreadable` any error refuses the upload
 * (every error, no invoice); with it, files with errors are left out and listed under `skipped`, beside the
 * files that hold no invoice (a PDF, an UPO), unless a limit of the whole upload was passed or nothing
 * could be read.
 */
export async function readKsefFiles(files: KsefFile[], { skipUnreadable }: KsefFilesOptions): Promise<KsefFilesRead> {
  if (files.length === 0) return { ok: false, errors: [{ propertyName: 'file', key: 'invoices.file.required' }] };
  const collector = new KsefFilesCollector();
  for (const { fileName, bytes } of files) {
    if (collector.full) break;
    if (!isZip(bytes)) {
      collector.addXml(fileName, bytes, null);
      continue;
    }
    const pack: KsefPackage = { metadata: null, invoices: [] };
    const label = (entryName: string) => `${fileName}/${entryName}`;
    await readKsefZip(bytes, {
      xml: (entryName, entryBytes) => collector.addXml(label(entryName), entryBytes, pack),
      metadata: (entryName, entryBytes) => {
        pack.metadata = readPackageMetadata(entryBytes);
        if (!pack.metadata) collector.addNote(label(entryName), { key: 'ksef.metadataUnreadable' });
      },
      skipped: (entryName, problem) => collector.addNote(label(entryName), problem),
      problem: (entryName, problem, wholeRequest) => collector.addError(entryName === null ? fileName : label(entryName), problem, wholeRequest),
      full: () => collector.full,
    });
    collector.closePackage(pack);
  }
  return collector.result(skipUnreadable);
}
