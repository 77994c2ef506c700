import type { PdfReader } from '../../lib/pdf-ocr/index.ts';

/**
 * A reader whose worker pool starts with the first PDF: an app that never reads one (most test files, most
 * instances between month ends) starts no threads and loads no OCR data. Closing before any read does nothing.
 */
export function pdfReaderOnDemand(create: () => PdfReader): PdfReader {
  let reader: PdfReader | undefined;
  return {
    read(bytes, owner) {
      reader ??= create();
      return reader.read(bytes, owner);
    },
    async close() {
      const started = reader;
      reader = undefined;
      await started?.close();
    },
  };
}
