import type { SettlementsReport, SettlementsReportRequest } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** POST /api/leaseamortizations/report: the schedule rows of the matching agreements paid in the period, with totals. */
export function runSettlementsReport(request: SettlementsReportRequest): Promise<SettlementsReport> {
  return api.post<SettlementsReport>('/api/leaseamortizations/report', request);
}
