import { describe, expect, it, vi } from 'vitest';
import { freshReportUrl, REPORT_TOKEN_USE_MS } from './report-download';

const urlOf = ({ reportId, token }: { reportId: number; token: string }) => `/reports/${reportId}/excel/${token}`;

describe('freshReportUrl', () => {
  it('uses the token the report came with while it is young', async () => {
    const runAgain = vi.fn();
    const url = await freshReportUrl({ report: { reportId: 4, token: 'first' }, receivedAt: 1000 }, runAgain, urlOf, 1000 + REPORT_TOKEN_USE_MS - 1);
    expect(url).toBe('/reports/4/excel/first');
    expect(runAgain).not.toHaveBeenCalled();
  });

  it('runs the report again for a new id and token once the token is near its 10 minutes', async () => {
    const runAgain = vi.fn(async () => ({ reportId: 5, token: 'second' }));
    const url = await freshReportUrl({ report: { reportId: 4, token: 'first' }, receivedAt: 1000 }, runAgain, urlOf, 1000 + REPORT_TOKEN_USE_MS);
    expect(url).toBe('/reports/5/excel/second');
    expect(runAgain).toHaveBeenCalledTimes(1);
  });
});
