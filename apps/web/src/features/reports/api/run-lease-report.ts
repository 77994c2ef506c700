import type { AgreementFilter, LeaseReport } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** POST /api/leaseagreements/report: the matching live agreements, stored as a report for its Excel file. */
export function runLeaseReport(filter: AgreementFilter): Promise<LeaseReport> {
  return api.post<LeaseReport>('/api/leaseagreements/report', filter);
}
