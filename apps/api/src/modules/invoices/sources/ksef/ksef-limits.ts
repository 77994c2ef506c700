import { invoiceLinesLimit } from '@leasedesk/contract';

/** FORMATS §3: a ZIP holds at most this many files (counted while reading, not taken from its header). */
export const MAX_KSEF_ZIP_ENTRIES = 500;

/** FORMATS §3: a ZIP's files add up to at most this many bytes, counted as they come out of the inflater. */
export const MAX_KSEF_ZIP_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;

/**
 * One XML, on its own or in a ZIP: as large as an uploaded file may be. A KSeF invoice is far smaller; the
 * bound keeps a ZIP bomb's first entry from being buffered up to the whole ZIP limit before it is refused.
 */
export const MAX_KSEF_XML_BYTES = 10 * 1024 * 1024;

/**
 * Elements of one XML, counted while reading: an FA(3) invoice at the row limit (MAX_KSEF_INVOICE_LINES
 * corrected lines, two rows each, and as many order rows) with every optional element of a row has about
 * 100 000; a flood of empty elements stops here, long before the file's end.
 */
export const MAX_KSEF_XML_ELEMENTS = 200_000;

/** Nesting of one XML: FA(3) goes under 10 levels deep (Fa, WarunkiTransakcji, Transport, Przewoznik, …); a nest deeper than this is no invoice. */
export const MAX_KSEF_XML_DEPTH = 64;

/** Lines of one request, as the CSV import (FORMATS §1): the drafts of a request stay a bounded size. */
export const MAX_KSEF_LINES = 50_000;

/** Lines of one invoice: what the correction screen takes back (PUT /api/invoices). */
export const MAX_KSEF_INVOICE_LINES = invoiceLinesLimit;

/** Errors answered at most (FORMATS §1); reading stops there. */
export const MAX_KSEF_ERRORS = 100;

/** FA(3), KSeF since February 2026, and FA(2) before it. */
export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';
export const FA2_NAMESPACE = 'http://crd.gov.pl/wzor/2023/06/29/12648/';
