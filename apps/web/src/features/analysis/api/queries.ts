import { queryOptions, skipToken } from '@tanstack/react-query';
import { getImpairmentProcedure } from './impairment-procedure';

/** The analysis' server-state keys. */
export const analysisKeys = {
  /** An agreement's impairment procedure, and (under it) each year end's. */
  impairment: (leaseAgreementId: number) => ['impairment-procedure', leaseAgreementId] as const,
  impairmentOf: (leaseAgreementId: number, yearEnd: string) => [...analysisKeys.impairment(leaseAgreementId), yearEnd] as const,
};

export const impairmentQuery = (leaseAgreementId: number) =>
  queryOptions({
    queryKey: analysisKeys.impairment(leaseAgreementId),
    queryFn: ({ signal }) => getImpairmentProcedure(leaseAgreementId, undefined, signal),
  });

/** The procedure of one accounting year end; nothing is asked before one is known. */
export const impairmentOfYearQuery = (leaseAgreementId: number, yearEnd: string) =>
  queryOptions({
    queryKey: analysisKeys.impairmentOf(leaseAgreementId, yearEnd),
    queryFn: yearEnd === '' ? skipToken : ({ signal }) => getImpairmentProcedure(leaseAgreementId, yearEnd, signal),
  });
