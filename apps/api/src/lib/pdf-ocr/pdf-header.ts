const signature = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const utf8Bom = [0xef, 0xbb, 0xbf];
/** ISO 32000 lets a reader find the header a little way in; a real file only ever has whitespace or a BOM there. */
const leadingBytesChecked = 1024;
const isWhitespace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x0c || byte === 0x00;

/** The file starts with `%PDF-`, after optional whitespace and a UTF-8 byte order mark. */
export function startsLikePdf(bytes: Uint8Array): boolean {
  let at = 0;
  if (utf8Bom.every((byte, index) => bytes[index] === byte)) at = utf8Bom.length;
  while (at < Math.min(bytes.length, leadingBytesChecked) && isWhitespace(bytes[at] ?? -1)) at += 1;
  return signature.every((byte, index) => bytes[at + index] === byte);
}
