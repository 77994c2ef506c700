import type { AccountingEntryRequest, Disclosure } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** POST /api/customers/leaseagreements/periods/disclosure: DOMAIN §13's roll-forwards, maturity and split for the same request. */
export function runDisclosure(request: AccountingEntryRequest, signal?: AbortSignal): Promise<Disclosure> {
  return api.post<Disclosure>('/api/customers/leaseagreements/periods/disclosure', request, { signal });
}
