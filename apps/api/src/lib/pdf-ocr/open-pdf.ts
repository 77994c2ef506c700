import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, VerbosityLevel, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PdfReadRefused } from './refusal.ts';

// pdfjs reads its CMaps, standard fonts, colour profile and image decoders (wasm) from these folders of the
// installed package, with fs: nothing is ever fetched.
const pdfjsDirectory = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const assetFolder = (name: string) => `${join(pdfjsDirectory, name)}/`;

/** No image in an invoice needs more pixels than this (an A3 scan at 300 dpi has 17 M); bigger ones are a decompression bomb. */
const maxImagePixels = 40_000_000;

/**
 * Opens the document with pdfjs (which no longer evaluates code at all): no font faces, no system fonts, every asset from node_modules. A password
 * refusal is `encrypted`; any other failure to open or parse the file is `broken`.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const loadingTask = getDocument({
    // pdfjs may transfer (detach) the buffer it is given: it gets its own copy.
    data: bytes.slice(),
    disableFontFace: true,
    useSystemFonts: false,
    cMapUrl: assetFolder('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: assetFolder('standard_fonts'),
    wasmUrl: assetFolder('wasm'),
    iccUrl: assetFolder('iccs'),
    maxImageSize: maxImagePixels,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    return await loadingTask.promise;
  } catch (error) {
    await loadingTask.destroy().catch(() => undefined);
    throw new PdfReadRefused(isPasswordRefusal(error) ? 'encrypted' : 'broken');
  }
}

function isPasswordRefusal(error: unknown): boolean {
  return error instanceof Error && error.name === 'PasswordException';
}

/** Runs a pdfjs step on an open document: whatever it throws is the file's fault, so the file is `broken`. */
export async function pdfStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof PdfReadRefused) throw error;
    throw new PdfReadRefused('broken');
  }
}
