import { csvImportMaxBytes, csvImportMaxDataRows } from '@leasedesk/contract';

/** FORMATS §1: what one CSV import takes at most (the contract's numbers, which the import screen states too). */

/** 10 MB: the route answers 413 beyond it, before the reader sees the file. */
export const csvMaxBytes = csvImportMaxBytes;
/** 50 000 data rows (the header not counted): beyond, the reader answers a field error. */
export const csvMaxDataRows = csvImportMaxDataRows;
/** Errors answered at once: a file wrong on every row still gets a readable answer. */
export const csvMaxErrors = 100;
