import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { lookupKeys } from '../lib/lookup-queries';

/** Which numbers: the agreements' contract numbers or their schedule numbers. */
export type AgreementNumberKind = 'contractnumbers' | 'schedulnumbers';

/**
 * POST /api/contractors/ids/leaseagreements/{contractnumbers|schedulnumbers}: the distinct numbers of the
 * live agreements of these contractors. With contract numbers it sends SPEC §3's lookup object
 * `{ contractorsIds, contractNumbers }` (schedules of those agreements only), else the plain list of ids.
 */
export async function getAgreementNumberOptions(
  kind: AgreementNumberKind,
  contractorIds: readonly number[],
  contractNumbers: readonly string[] = [],
  signal?: AbortSignal,
): Promise<string[]> {
  if (contractorIds.length === 0) return [];
  const body = contractNumbers.length > 0 ? { contractorsIds: contractorIds, contractNumbers } : contractorIds;
  return (await api.post<string[] | null>(`/api/contractors/ids/leaseagreements/${kind}`, body, { signal })) ?? [];
}

/** The numbers to choose from for the chosen contractors (none while none is chosen). */
export function useAgreementNumberOptions(kind: AgreementNumberKind, contractorIds: readonly number[], contractNumbers: readonly string[] = []) {
  return useQuery({
    queryKey: lookupKeys.agreementNumberOptions(kind, contractorIds, contractNumbers),
    queryFn: ({ signal }) => getAgreementNumberOptions(kind, contractorIds, contractNumbers, signal),
    enabled: contractorIds.length > 0,
  });
}
