/**
 * What one CSV import takes at most (FORMATS §1), shared by the API that enforces it and the screen that says it
 * before a file is chosen.
 */

/** 10 MB: the route answers 413 beyond it, before the reader sees the file. */
export const csvImportMaxBytes = 10 * 1024 * 1024;
/** 50 000 data rows (the header not counted): beyond, a field error. */
export const csvImportMaxDataRows = 50_000;
/**
 * Schedule and depreciation rows one agreements import may write, all its agreements together: a
 * 1 200-month IFRS16 agreement writes 2 400 of them, so a small file could otherwise keep the server storing for
 * minutes. 100 000 rows take a few seconds on the embedded database: 7 to 13 s on this project's 2-core machine
 * while other test runs loaded it (8 000 to 15 000 rows a second), with other requests answered meanwhile.
 */
export const agreementImportMaxFigureRows = 100_000;
/**
 * The same on a PostgreSQL server, where the import streams its rows by COPY and the API's thread stays free while
 * the server stores them: 10 000 IFRS16 agreements of 60 months, stored in about the time the embedded database
 * takes for 100 000 rows (ARCHITECTURE §17). Memory does not grow with it: rows are stored 20 000 at a time.
 */
export const agreementImportMaxFigureRowsOnServer = 1_200_000;
