import type { SensitivityRequest, SensitivityResult } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** POST /api/sensitivityanalisys (SPEC's spelling): DOMAIN §8's three lines for one agreement at the auditor's rate. */
export function runSensitivity(request: SensitivityRequest): Promise<SensitivityResult> {
  return api.post<SensitivityResult>('/api/sensitivityanalisys', request);
}
