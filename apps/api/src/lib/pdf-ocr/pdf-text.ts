/**
 * What a PDF says, page by page: each page's lines top to bottom, and whether they came from its text layer or OCR.
 * `qrTexts` holds what the page's QR codes say (a KSeF visualisation's verification code), when a decoder read any.
 */
export type PdfPageText = { pageNumber: number; source: 'text' | 'ocr'; lines: string[]; qrTexts?: string[] };
export type PdfText = { pageCount: number; pages: PdfPageText[] };
