import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, purgeZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { toPgm, type GreyImage } from './grey-image.ts';

/**
 * ZXing-C++ (zxing-wasm) loads its WebAssembly from a CDN unless told otherwise: it is given the file installed
 * in node_modules instead, once per thread, so reading never touches the network. A missing or broken file is a
 * fault of this machine and is thrown, as tesseract failing to start is.
 */
let prepared: Promise<unknown> | undefined;
function prepareDecoder(): Promise<unknown> {
  if (!prepared) {
    const wasmBinary = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
    prepared = prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true }).catch((error: unknown) => {
      prepared = undefined;
      throw error;
    });
  }
  return prepared;
}

/** A KSeF visualisation carries one code, an offline invoice two (KOD I and KOD II); a few more cost nothing. */
const maxCodesPerPage = 8;

/**
 * What the QR codes on a rendered page say, each text once, in the order found; [] when there is none or the
 * image cannot be read. The page goes in as a PGM (ZXing's image loader takes it as it is, with no colour
 * conversion), and `tryHarder` looks at every row, which a small code in a page's corner needs.
 */
export async function readQrCodes(image: GreyImage): Promise<string[]> {
  if (image.width === 0 || image.height === 0 || image.pixels.length !== image.width * image.height) return [];
  await prepareDecoder();
  try {
    const results = await readBarcodes(toPgm(image), { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: maxCodesPerPage });
    return [...new Set(results.filter((result) => result.isValid && result.text !== '').map((result) => result.text))];
  } catch {
    // An image ZXing cannot take (e.g. too big for its memory) reads as no code; the aborted module is made anew.
    purgeZXingModule();
    prepared = undefined;
    return [];
  }
}
