import { describe, expect, it } from 'vitest';
import { agreementFilter, settlementsReportRequest } from '@leasedesk/contract';
import { agreementFilterOf, emptyReportFilter, settlementsRequestOf } from './report-filter-values';

describe('report filter values', () => {
  it('sends null and empty lists for "any", never SPEC\'s old defaults (isFactoring true, interval 0, due 0)', () => {
    const filter = agreementFilterOf(emptyReportFilter);
    expect(filter).toEqual({
      contractorIds: [],
      salesPersonIds: [],
      scheduleNumbers: [],
      contractNumbers: [],
      startingDate: null,
      closingDate: null,
      isFactoring: null,
      factorContractNumbers: [],
      leaseType: null,
      paymentDue: null,
      paymentInterval: null,
    });
    expect(agreementFilter.safeParse(filter).success).toBe(true);
  });

  it('sends ids as numbers, 1-based choices 0-based, the lease type as it is, yes/no as booleans, and trims numbers', () => {
    const filter = agreementFilterOf({
      ...emptyReportFilter,
      contractorIds: ['7', '12'],
      salesPersonIds: ['3'],
      scheduleNumbers: [' 1 ', ''],
      contractNumbers: ['UL/2025/001'],
      startingDate: '2025-01-01',
      closingDate: '2028-12-31',
      isFactoring: 'no',
      factorContractNumbers: ['FAKT/7/2025'],
      leaseType: '1',
      paymentDue: '2',
      paymentInterval: '1',
    });
    expect(filter).toEqual({
      contractorIds: [7, 12],
      salesPersonIds: [3],
      scheduleNumbers: ['1'],
      contractNumbers: ['UL/2025/001'],
      startingDate: '2025-01-01',
      closingDate: '2028-12-31',
      isFactoring: false,
      factorContractNumbers: ['FAKT/7/2025'],
      leaseType: 1,
      paymentDue: 1,
      paymentInterval: 0,
    });
    expect(agreementFilter.safeParse(filter).success).toBe(true);
    expect(agreementFilterOf({ ...emptyReportFilter, isFactoring: 'yes', paymentInterval: '4', paymentDue: '1', leaseType: '0' })).toMatchObject({
      isFactoring: true,
      paymentInterval: 3,
      paymentDue: 0,
      leaseType: 0,
    });
  });

  it('adds the period to the settlements request, which the wire schema accepts', () => {
    const request = settlementsRequestOf({ ...emptyReportFilter, periodStart: '2025-01-01', periodEnd: '2025-03-31' });
    expect(request).toMatchObject({ periodStart: '2025-01-01', periodEnd: '2025-03-31', isFactoring: null });
    expect(settlementsReportRequest.safeParse(request).success).toBe(true);
  });
});
