/** FORMATS §1: what one CSV import takes at most. */

/** 10 MB: the route answers 413 beyond it, before the reader sees the file. */
export const csvMaxBytes = 10 * 1024 * 1024;
/** 50 000 data rows (the header not counted): beyond, the reader answers a field error. */
export const csvMaxDataRows = 50_000;
/** Errors answered at once: a file wrong on every row still gets a readable answer. */
export const csvMaxErrors = 100;
