import { fieldFailure } from '../../lib/errors.ts';

/**
 * Most rows a report answers as JSON. A screen pages through what it shows; beyond this the answer (tens of
 * MB) would only stall the browser, so the user is told to narrow the filter. The Excel files stream and
 * have no such limit (100 000 rows are tested).
 */
export const reportRowLimit = 100_000;

export const tooManyRows = () => fieldFailure('', 'reports.tooManyRows', { limit: reportRowLimit });
