import type { Config } from '../../config.ts';
import type { PdfReader } from '../pdf-ocr/index.ts';
import { startPdfQueue } from './pdf-queue.ts';
import { queuedPdfReader } from './queued-pdf-reader.ts';

export type PdfReading = { reader?: PdfReader; stop: () => Promise<void> };

/**
 * How this API process reads PDFs: with PDF_READING=queue, through the PostgreSQL queue that `npm run worker`
 * processes serve; otherwise the app's own worker threads (no reader here: buildApp starts its pool on demand).
 */
export async function pdfReadingFor(config: Config, onError: (error: Error) => void): Promise<PdfReading> {
  if (config.pdfReading !== 'queue' || !config.databaseUrl) return { stop: async () => {} };
  const boss = await startPdfQueue(config.databaseUrl, onError);
  return { reader: queuedPdfReader(boss), stop: () => boss.stop({ graceful: true, wait: true }) };
}
