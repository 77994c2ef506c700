/** What a PDF says, page by page: each page's lines top to bottom, and whether they came from its text layer or OCR. */
export type PdfPageText = { pageNumber: number; source: 'text' | 'ocr'; lines: string[] };
export type PdfText = { pageCount: number; pages: PdfPageText[] };
