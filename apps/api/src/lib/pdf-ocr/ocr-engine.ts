import Tesseract from 'tesseract.js';
import { toPgm, type GreyImage } from './grey-image.ts';
import { ocrLanguages, trainedDataDirectory } from './tessdata.ts';

export type OcrResult = { lines: string[]; confidence: number };

/**
 * One tesseract.js worker per thread, made on the first page that needs OCR and kept warm for the thread's
 * life (making one, which loads and unpacks the Polish and English models, costs about 0.4 s). The thread
 * runs one file at a time, so the worker never has two pages at once.
 */
let engine: Promise<Tesseract.Worker> | undefined;

export function warmOcrEngine(): Promise<Tesseract.Worker> {
  engine ??= createEngine().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

async function createEngine(): Promise<Tesseract.Worker> {
  // tesseract.js 7 never settles createWorker when the language data fails to load; it only calls
  // errorHandler (and without one it throws inside its message listener, killing the thread). So the
  // handler fails the creation, and later reports are the rejection of the job they belong to.
  let failCreation: (reason: unknown) => void = () => undefined;
  const creationFailed = new Promise<never>((_, reject) => {
    failCreation = (reason) => reject(new Error(`tesseract.js: ${String(reason)}`));
  });
  const created = Tesseract.createWorker([...ocrLanguages], Tesseract.OEM.LSTM_ONLY, {
    langPath: trainedDataDirectory(),
    gzip: true,
    // Never read or write a cache of the models: they come from node_modules every time.
    cacheMethod: 'none',
    errorHandler: (reason: unknown) => failCreation(reason),
  });
  const worker = await Promise.race([created, creationFailed]);
  failCreation = () => undefined;
  await worker.setParameters({
    // One column of text of varying sizes: a table row stays one line, where automatic layout analysis
    // would cut an invoice's table into a block per column.
    tessedit_pageseg_mode: Tesseract.PSM.SINGLE_COLUMN,
    // Keeps wide gaps as runs of spaces, so a column gap can be told from a word gap (as in the text layer).
    preserve_interword_spaces: '1',
  });
  return worker;
}

/** OCR of one upright page image; lines as tesseract broke them, a wide gap as two spaces, empty lines dropped. */
export async function recognise(image: GreyImage, dpi: number): Promise<OcrResult> {
  const worker = await warmOcrEngine();
  // The resolution is known: telling it saves tesseract estimating it (and printing that it did).
  await worker.setParameters({ user_defined_dpi: String(Math.round(dpi)) });
  const pgm = toPgm(image);
  const { data } = await worker.recognize(Buffer.from(pgm.buffer, pgm.byteOffset, pgm.byteLength), {}, { text: true });
  const lines = data.text
    .split('\n')
    .map((line) => line.replace(/\s{2,}/g, '  ').trim())
    .filter((line) => line !== '');
  return { lines, confidence: data.confidence };
}

/** Ends the thread's worker (the pool ends its threads instead; this is for a process that reads a file and moves on). */
export async function closeOcrEngine(): Promise<void> {
  const current = engine;
  engine = undefined;
  if (current) await (await current.catch(() => undefined))?.terminate();
}
