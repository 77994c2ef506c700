import { queryOptions, skipToken } from '@tanstack/react-query';
import {
  getAgreementNumbers,
  getAgreementReference,
  getContractorOptions,
  getSalesPersonOptions,
  getScheduleNumbers,
} from './agreement-lookups';

/**
 * The server-state keys of the lookups several features share: a feature that changes contractors, agreements
 * or traders invalidates these, and the selects that show them read them through the query options below.
 */
export const lookupKeys = {
  contractorOptions: ['contractor-options'] as const,
  salesPersonOptions: ['sales-person-options'] as const,
  agreementNumbers: ['agreement-numbers'] as const,
  agreementNumbersOf: (contractorId: number | null) => [...lookupKeys.agreementNumbers, contractorId] as const,
  scheduleNumbers: ['schedule-numbers'] as const,
  scheduleNumbersOf: (contractorId: number | null, agreementNumber: string | null) =>
    [...lookupKeys.scheduleNumbers, contractorId, agreementNumber] as const,
  agreementNumberOptions: (kind: string, contractorIds: readonly number[], contractNumbers: readonly string[]) =>
    ['agreement-number-options', kind, contractorIds, contractNumbers] as const,
  agreementReference: (contractorId: string | null, agreementNumber: string | null, scheduleNumber: string | null) =>
    ['agreement-reference', contractorId, agreementNumber, scheduleNumber] as const,
};

export const contractorOptionsQuery = () =>
  queryOptions({ queryKey: lookupKeys.contractorOptions, queryFn: ({ signal }) => getContractorOptions(signal) });

export const salesPersonOptionsQuery = () =>
  queryOptions({ queryKey: lookupKeys.salesPersonOptions, queryFn: ({ signal }) => getSalesPersonOptions(signal) });

/** A contractor's agreement numbers; nothing is asked while no contractor is chosen. */
export const agreementNumbersQuery = (contractorId: number | null) =>
  queryOptions({
    queryKey: lookupKeys.agreementNumbersOf(contractorId),
    queryFn: contractorId === null ? skipToken : ({ signal }) => getAgreementNumbers(contractorId, signal),
  });

/** An agreement's schedule numbers; nothing is asked until the contractor and the agreement number are chosen. */
export const scheduleNumbersQuery = (contractorId: number | null, agreementNumber: string | null) =>
  queryOptions({
    queryKey: lookupKeys.scheduleNumbersOf(contractorId, agreementNumber),
    queryFn:
      contractorId === null || !agreementNumber ? skipToken : ({ signal }) => getScheduleNumbers(contractorId, agreementNumber, signal),
  });

export interface AgreementChoiceKey {
  contractorId: string | null;
  agreementNumber: string | null;
  scheduleNumber: string | null;
}

/** The chosen agreement's id and a fresh download token; nothing is asked until the choice is complete. */
export const agreementReferenceQuery = ({ contractorId, agreementNumber, scheduleNumber }: AgreementChoiceKey) =>
  queryOptions({
    queryKey: lookupKeys.agreementReference(contractorId, agreementNumber, scheduleNumber),
    queryFn:
      contractorId && agreementNumber && scheduleNumber
        ? ({ signal }) => getAgreementReference(Number(contractorId), agreementNumber, scheduleNumber, signal)
        : skipToken,
  });
