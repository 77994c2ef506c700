// Hostile KSeF uploads by volume: element floods, deep nests, and multipart bodies that arrive as the test lets them.
import { Readable } from 'node:stream';
import { faInvoice } from './ksef-test-files.ts';

/** A valid FA(3) invoice whose Fa holds `count` empty elements after its one row: about 4 bytes each. */
export function elementFlood(count: number): Buffer {
  const [head, tail] = faInvoice({ tail: '\u0000' }).split('\u0000');
  return Buffer.concat([Buffer.from(head ?? ''), Buffer.alloc(count * 4, '<a/>'), Buffer.from(tail ?? '')]);
}

/** The same invoice with `depth` elements nested in its Fa. */
export function deepNest(depth: number): Buffer {
  return Buffer.from(faInvoice({ tail: `${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}` }));
}

export const boundary = '----leasedeskvolume';
export const multipartType = `multipart/form-data; boundary=${boundary}`;

export function partHead(fileName: string): Buffer {
  return Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/xml\r\n\r\n`);
}

export const partEnd = Buffer.from('\r\n');
export const bodyEnd = Buffer.from(`--${boundary}--\r\n`);

/** A multipart body of whole files, as a browser sends it. */
export function multipartBody(files: { fileName: string; content: Buffer }[]): Buffer {
  return Buffer.concat([...files.flatMap(({ fileName, content }) => [partHead(fileName), content, partEnd]), bodyEnd]);
}

/**
 * A body whose first pieces are sent at once and whose last piece only once `release` is called: a server that
 * answers before it is a server that did not wait for (nor read) those bytes.
 */
export function heldBackBody(sentAtOnce: Buffer[], heldBack: Buffer): { stream: Readable; release: () => void; heldBackSent: () => boolean } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let heldBackSent = false;
  async function* pieces() {
    for (const piece of sentAtOnce) yield piece;
    await released;
    heldBackSent = true;
    yield heldBack;
  }
  return { stream: Readable.from(pieces(), { objectMode: false }), release, heldBackSent: () => heldBackSent };
}
