import { deflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of one colour, optionally with a tEXt comment (metadata a re-encode must drop). */
export function solidPng(width: number, height: number, rgb: [number, number, number], comment?: string): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(comment ? [chunk('tEXt', Buffer.from(`Comment\0${comment}`, 'latin1'))] : []),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, data: number[] | Buffer) => {
  const body = Buffer.from(data);
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};

/**
 * A real baseline JPEG: one 8×8 grey block of level 200, with a comment segment. Quantisation 1, one
 * Huffman code per table; the scan is DC category 10 (8 × (200 − 128) = 576), then end-of-block.
 */
export function greyJpeg(comment?: string): Buffer {
  const oneCode = (symbol: number) => [1, ...Array<number>(15).fill(0), symbol];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    ...(comment ? [segment(0xfe, Buffer.from(comment, 'latin1'))] : []),
    segment(0xdb, [0, ...Array<number>(64).fill(1)]),
    segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    segment(0xc4, [0x00, ...oneCode(10)]),
    segment(0xc4, [0x10, ...oneCode(0)]),
    segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    // '0' (DC code) '1001000000' (576) '0' (EOB), padded with ones.
    Buffer.from([0x48, 0x0f, 0xff, 0xd9]),
  ]);
}

/** Size and the RGBA of the centre pixel of a PNG, read back with resvg. */
export function pngFacts(png: Buffer): { width: number; height: number; centre: number[] } {
  const header = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
  const wrapper = `<svg xmlns="http://www.w3.org/2000/svg" width="${header.width}" height="${header.height}"><image width="${header.width}" height="${header.height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  const pixels = new Resvg(wrapper).render().pixels;
  const at = (Math.floor(header.height / 2) * header.width + Math.floor(header.width / 2)) * 4;
  return { ...header, centre: [...pixels.subarray(at, at + 4)] };
}
