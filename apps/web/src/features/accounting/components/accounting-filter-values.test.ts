import { describe, expect, it } from 'vitest';
import { accountingEntryRequest } from '@leasedesk/contract';
import { accountingRequestOf, emptyAccountingFilter } from './accounting-filter-values';

const period = { reportingPeriodStartingDate: '2025-01-01', reportingPeriodClosingDate: '2025-12-31' };

describe('accounting filter values', () => {
  it('sends the numbers chosen for several contractors', () => {
    const request = accountingRequestOf({ ...emptyAccountingFilter, ...period, contractorIds: ['4', '9'], contractNumbers: ['NAJEM/2025/01'], scheduleNumbers: ['1'] });
    expect(request).toEqual({ contractorIds: [4, 9], contractNumbers: ['NAJEM/2025/01'], scheduleNumbers: ['1'], ...period });
    expect(accountingEntryRequest.safeParse(request).success).toBe(true);
  });

  it('sends no numbers for one contractor (SPEC §2 offers them only for more than one): all its agreements', () => {
    const request = accountingRequestOf({ ...emptyAccountingFilter, ...period, contractorIds: ['4'], contractNumbers: ['left over'], scheduleNumbers: ['1'] });
    expect(request).toEqual({ contractorIds: [4], contractNumbers: [], scheduleNumbers: [], ...period });
  });
});
