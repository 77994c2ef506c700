import iconv from 'iconv-lite';

const utf8ByteOrderMark = Buffer.from([0xef, 0xbb, 0xbf]);
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * A CSV file's text (FORMATS §1): UTF-8 with or without a byte-order mark, else Windows-1250, which is what
 * Polish Excel saves. Windows-1250 text with Polish letters is almost never valid UTF-8 (its letters are
 * single bytes above 0x7F), so a strict UTF-8 decode tells the two apart.
 */
/** Bytes looked at to tell UTF-16 without a byte-order mark: its ASCII letters come with a NUL byte each. */
const sniffedBytes = 512;

/**
 * Whether the file is UTF-16 (Excel's "Unicode text" saves UTF-16LE with a byte-order mark): by its byte-order
 * mark, or by NUL bytes, which no UTF-8 or Windows-1250 CSV holds, in at least a quarter of its first bytes.
 */
export function isUtf16(bytes: Buffer): boolean {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) return true;
  const head = bytes.subarray(0, sniffedBytes);
  let nulBytes = 0;
  for (const byte of head) if (byte === 0) nulBytes += 1;
  return head.length > 0 && nulBytes * 4 >= head.length;
}

export function decodeCsvBytes(bytes: Buffer): string {
  const body = bytes.subarray(0, 3).equals(utf8ByteOrderMark) ? bytes.subarray(3) : bytes;
  try {
    return strictUtf8.decode(body);
  } catch {
    return iconv.decode(body, 'win1250');
  }
}
