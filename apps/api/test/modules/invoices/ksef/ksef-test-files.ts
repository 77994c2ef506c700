// Builders for the KSeF reader's tests: FA invoices with chosen parts, and ZIPs (yazl) of them.
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { readKsefFiles } from '../../../../src/modules/invoices/sources/ksef/read-ksef-files.ts';
import { FA2_NAMESPACE, FA3_NAMESPACE } from '../../../../src/modules/invoices/sources/ksef/ksef-limits.ts';

export { FA2_NAMESPACE, FA3_NAMESPACE };

/** A fixture of apps/api/test/fixtures/ksef. */
export function fixture(name: string): Buffer {
  return readFileSync(new URL(`../../../fixtures/ksef/${name}`, import.meta.url));
}

export const sellerParts = '<NIP>1132853869</NIP><Nazwa>Leasing Północ Sp. z o.o.</Nazwa>';
export const headerParts = '<KodWaluty>PLN</KodWaluty><P_1>2026-03-05</P_1><P_2>FV/2026/03/99</P_2><P_6>2026-03-31</P_6>';
export const rowParts = '<NrWierszaFa>1</NrWierszaFa><P_7>Rata leasingowa</P_7><P_11>100.00</P_11><P_12>23</P_12>';

/** An FA invoice: each part replaces the default one (the rows are the FaWiersz contents). */
export function faInvoice(parts: { namespace?: string; seller?: string; header?: string; rows?: string[]; tail?: string } = {}): string {
  const { namespace = FA3_NAMESPACE, seller = sellerParts, header = headerParts, rows = [rowParts], tail = '' } = parts;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Faktura xmlns="${namespace}">
  <Naglowek><KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza><WariantFormularza>3</WariantFormularza></Naglowek>
  <Podmiot1><DaneIdentyfikacyjne>${seller}</DaneIdentyfikacyjne></Podmiot1>
  <Podmiot2><DaneIdentyfikacyjne><NIP>7790002220</NIP><Nazwa>Przykładowa Firma Sp. z o.o.</Nazwa></DaneIdentyfikacyjne></Podmiot2>
  <Fa>${header}${rows.map((row) => `<FaWiersz>${row}</FaWiersz>`).join('')}${tail}</Fa>
</Faktura>`;
}

/** readKsefFiles of one file. */
export function readOne(content: string | Buffer, fileName = 'invoice.xml', skipUnreadable = false) {
  return readKsefFiles([{ fileName, bytes: typeof content === 'string' ? Buffer.from(content, 'utf8') : content }], { skipUnreadable });
}

/** The invoices of a read that must succeed. */
export async function invoicesOf(content: string | Buffer, fileName = 'invoice.xml') {
  const read = await readOne(content, fileName);
  if (!read.ok) throw new Error(`expected invoices, got ${JSON.stringify(read.errors)}`);
  return read.invoices;
}

/** The lines of a read that must succeed, every invoice's in file order. */
export async function linesOf(content: string | Buffer, fileName = 'invoice.xml') {
  return (await invoicesOf(content, fileName)).flatMap((invoice) => invoice.lines);
}

/** The errors of a read that must fail. */
export async function errorsOf(content: string | Buffer, fileName = 'invoice.xml') {
  const read = await readOne(content, fileName);
  if (read.ok) throw new Error('expected errors, got lines');
  return read.errors;
}

export type ZipEntry = { name: string; data: Buffer | (() => Readable) } | { directory: string };

/** A deflated ZIP of the entries (a stream builder keeps a large entry from ever being held in memory). */
export function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const entry of entries) {
    if ('directory' in entry) zip.addEmptyDirectory(entry.directory);
    else if (Buffer.isBuffer(entry.data)) zip.addBuffer(entry.data, entry.name);
    else zip.addReadStream(entry.data(), entry.name);
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A stream of `size` zero bytes, made 64 KiB at a time. */
export function zeros(size: number): () => Readable {
  return () => {
    const chunk = Buffer.alloc(64 * 1024);
    let left = size;
    return new Readable({
      read() {
        if (left <= 0) return void this.push(null);
        const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= part.length;
        this.push(part);
      },
    });
  };
}

/**
 * The ZIP with every occurrence of one entry name replaced by another of the same length: how a name
 * yazl refuses to write (`../x.xml`, `C:x.xml`) gets into a test ZIP. Names are not covered by the CRC.
 */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  if (Buffer.byteLength(from) !== Buffer.byteLength(to)) throw new Error('names must have the same length');
  const result = Buffer.from(zip);
  const needle = Buffer.from(from);
  for (let at = result.indexOf(needle); at >= 0; at = result.indexOf(needle, at + 1)) Buffer.from(to).copy(result, at);
  return result;
}
