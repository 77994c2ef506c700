import type { PortfolioSensitivity, PortfolioSensitivityRequest } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** POST /api/sensitivityanalisys/portfolio: the three lines for every live IFRS16 agreement (of the chosen contractors), stored for its Excel file. */
export function runPortfolioSensitivity(request: PortfolioSensitivityRequest): Promise<PortfolioSensitivity> {
  return api.post<PortfolioSensitivity>('/api/sensitivityanalisys/portfolio', request);
}
