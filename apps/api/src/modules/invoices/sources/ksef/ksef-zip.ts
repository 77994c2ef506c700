import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { fromBufferPromise, getFileNameLowLevel, type Entry, type ZipFile } from 'yauzl';
import { MAX_KSEF_XML_BYTES, MAX_KSEF_ZIP_ENTRIES, MAX_KSEF_ZIP_UNCOMPRESSED_BYTES } from './ksef-limits.ts';
import type { KsefProblem } from './ksef-problem.ts';

/** Where the files of a ZIP go as they are read. */
export type KsefZipSink = {
  /** An XML file (an invoice, or what may sit beside invoices in KSeF's package: an UPO). */
  xml(entryName: string, bytes: Buffer): void;
  /** KSeF's `_metadata.json` (the package's invoices and their KSeF numbers). */
  metadata(entryName: string, bytes: Buffer): void;
  /** A file left out unread: no invoice (a PDF, a text, a ZIP inside). */
  skipped(entryName: string, problem: KsefProblem): void;
  /**
   * A problem of an entry, or of the whole ZIP when `entryName` is null; `wholeRequest` when reading stopped
   * there (the ZIP cannot be read, or a limit was passed): what follows was never read.
   */
  problem(entryName: string | null, problem: KsefProblem, wholeRequest: boolean): void;
  /** True when reading should stop (enough errors, enough lines). */
  full(): boolean;
};

const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** A ZIP by its first bytes (`PK\x03\x04`), whatever the file is called. */
export function isZip(bytes: Buffer): boolean {
  return bytes.subarray(0, zipMagic.length).equals(zipMagic);
}

const megabyte = 1024 * 1024;
const broken: KsefProblem = { key: 'ksef.zip.broken' };
const tooManyEntries: KsefProblem = { key: 'ksef.zip.tooManyEntries', params: { maximum: MAX_KSEF_ZIP_ENTRIES } };

/**
 * Reads the XML files of a ZIP one at a time, handing each on as soon as it is inflated. The limits hold
 * whatever the ZIP's headers claim: entries are counted as they are read, and inflated bytes as they come
 * out of the inflater, which is stopped at once when an entry passes MAX_KSEF_XML_BYTES or the ZIP passes
 * MAX_KSEF_ZIP_UNCOMPRESSED_BYTES (a ZIP bomb is refused after inflating at most that much). An entry with
 * a path or a folder is refused, one whose inflated bytes fail its CRC-32 is refused as damaged, and a file that is neither XML nor `_metadata.json` (a nested ZIP, a PDF,
 * anything KSeF's package or a user puts beside the invoices) is left out, neither of them inflated.
 */
export async function readKsefZip(bytes: Buffer, sink: KsefZipSink): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(bytes, { lazyEntries: true, decodeStrings: false, strictFileNames: true, validateEntrySizes: true });
  } catch {
    return sink.problem(null, broken, true);
  }
  try {
    // A header claiming more entries than allowed is refused at once; one claiming fewer is not trusted.
    if (zip.entryCount > MAX_KSEF_ZIP_ENTRIES) return sink.problem(null, tooManyEntries, true);
    await readEntries(zip, sink);
  } catch {
    sink.problem(null, broken, true);
  } finally {
    zip.close();
  }
}

async function readEntries(zip: ZipFile, sink: KsefZipSink): Promise<void> {
  let entries = 0;
  let inflatedBytes = 0;
  for await (const entry of zip.eachEntry()) {
    entries += 1;
    if (entries > MAX_KSEF_ZIP_ENTRIES) return sink.problem(null, tooManyEntries, true);
    const name = entryName(entry);
    const kind = kindOf(name, entry);
    if (kind.read === 'refuse') {
      sink.problem(name, kind.problem, false);
    } else if (kind.read === 'skip') {
      sink.skipped(name, kind.problem);
    } else {
      const inflated = await inflate(zip, entry, MAX_KSEF_ZIP_UNCOMPRESSED_BYTES - inflatedBytes);
      if (inflated.ok) {
        inflatedBytes += inflated.bytes.length;
        if (isZip(inflated.bytes)) sink.skipped(name, { key: 'ksef.zip.nested' });
        else if (kind.read === 'metadata') sink.metadata(name, inflated.bytes);
        else sink.xml(name, inflated.bytes);
      } else {
        sink.problem(inflated.ofZip ? null : name, inflated.problem, inflated.stop);
        if (inflated.stop) return;
      }
    }
    if (sink.full()) return;
  }
  if (entries === 0) sink.problem(null, { key: 'ksef.zip.empty' }, false);
}

/** The entry's name as stored (UTF-8 when flagged, else CP437), backslashes kept so they can be refused. */
function entryName(entry: Entry): string {
  return getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
}

// eslint-disable-next-line no-control-regex -- a control character in a name is refused like a path
const pathCharacters = /[/\\\u0000-\u001f]|\.\.|^[A-Za-z]:/;

type EntryKind = { read: 'xml' | 'metadata' } | { read: 'refuse' | 'skip'; problem: KsefProblem };

/** What is done with an entry, judged by its name and headers alone (nothing inflated yet). */
function kindOf(name: string, entry: Entry): EntryKind {
  if (name.endsWith('/') || name.endsWith('\\')) return { read: 'refuse', problem: { key: 'ksef.zip.directory' } };
  if (name === '' || pathCharacters.test(name)) return { read: 'refuse', problem: { key: 'ksef.zip.path' } };
  if (/\.zip$/i.test(name)) return { read: 'skip', problem: { key: 'ksef.zip.nested' } };
  const metadata = name.toLowerCase() === '_metadata.json';
  if (!metadata && !/\.xml$/i.test(name)) return { read: 'skip', problem: { key: 'ksef.zip.notXml' } };
  if (entry.isEncrypted()) return { read: 'refuse', problem: broken };
  return { read: metadata ? 'metadata' : 'xml' };
}

type Inflated = { ok: true; bytes: Buffer } | { ok: false; problem: KsefProblem; ofZip: boolean; stop: boolean };

/**
 * The entry's bytes, counted chunk by chunk as the inflater yields them; the stream is destroyed the
 * moment the entry or the ZIP's remaining budget is passed, so a bomb is never inflated in full.
 */
async function inflate(zip: ZipFile, entry: Entry, budget: number): Promise<Inflated> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    return { ok: false, problem: broken, ofZip: false, stop: false };
  }
  return new Promise<Inflated>((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (result: Inflated) => {
      stream.destroy();
      resolve(result);
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_KSEF_XML_BYTES) {
        stop({ ok: false, problem: { key: 'ksef.zip.entryTooLarge', params: { maximum: MAX_KSEF_XML_BYTES / megabyte } }, ofZip: false, stop: true });
      } else if (size > budget) {
        stop({ ok: false, problem: { key: 'ksef.zip.tooLarge', params: { maximum: MAX_KSEF_ZIP_UNCOMPRESSED_BYTES / megabyte } }, ofZip: true, stop: true });
      } else {
        chunks.push(chunk);
      }
    });
    // Bad deflate data, or more or fewer bytes than the header says.
    stream.on('error', () => stop({ ok: false, problem: broken, ofZip: false, stop: false }));
    // yauzl checks the sizes, not the CRC-32: a damaged entry would otherwise be read as if intact.
    stream.on('end', () => {
      const bytes = Buffer.concat(chunks, size);
      if (crc32(bytes) !== entry.crc32) resolve({ ok: false, problem: { key: 'ksef.zip.checksum' }, ofZip: false, stop: false });
      else resolve({ ok: true, bytes });
    });
  });
}
