import type { AccountingEntries, AccountingEntryRequest } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** POST /api/customers/leaseagreements/periods/accountingentry: DOMAIN §7's entries of the period, stored for their Excel file. */
export function runAccountingEntries(request: AccountingEntryRequest): Promise<AccountingEntries> {
  return api.post<AccountingEntries>('/api/customers/leaseagreements/periods/accountingentry', request);
}
