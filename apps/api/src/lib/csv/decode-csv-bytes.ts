import iconv from 'iconv-lite';

const utf8ByteOrderMark = Buffer.from([0xef, 0xbb, 0xbf]);
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * A CSV file's text (FORMATS §1): UTF-8 with or without a byte-order mark, else Windows-1250, which is what
 * Polish Excel saves. Windows-1250 text with Polish letters is almost never valid UTF-8 (its letters are
 * single bytes above 0x7F), so a strict UTF-8 decode tells the two apart.
 */
export function decodeCsvBytes(bytes: Buffer): string {
  const body = bytes.subarray(0, 3).equals(utf8ByteOrderMark) ? bytes.subarray(3) : bytes;
  try {
    return strictUtf8.decode(body);
  } catch {
    return iconv.decode(body, 'win1250');
  }
}
