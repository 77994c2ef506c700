import type { AgreementListQuery } from '@leasedesk/contract';
import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { lookupKeys } from '../../../lib/lookup-queries';
import { getLeaseAgreement } from './get-lease-agreement';
import { getLeaseChanges } from './get-lease-changes';
import { getLeaseAgreementsPage, type AgreementsOf } from './get-lease-agreements-page';
import { getLookup, type LookupName } from './get-lookup';
import { getReconciliation } from './get-reconciliation';

/** The agreements' server-state keys: every read and every invalidation of an agreement goes through these. */
export const agreementKeys = {
  /** Every page of the list (it is a prefix of each page's key). */
  lists: ['lease-agreements'] as const,
  list: (of: AgreementsOf, page: number, pageSize: number, sort: AgreementListQuery) =>
    [...agreementKeys.lists, of, page, pageSize, sort.sort, sort.direction] as const,
  detail: (id: number | null) => ['lease-agreement', id] as const,
  /** Every agreement's reconciliation (a prefix of each one's key). */
  reconciliations: ['reconciliation'] as const,
  reconciliation: (id: number) => [...agreementKeys.reconciliations, id] as const,
  preview: (body: string | null) => ['agreement-preview', body] as const,
  /** The agreement's changes (DOMAIN §14), newest first. */
  changes: (id: number) => ['lease-changes', id] as const,
  lookup: (name: LookupName, language: string) => ['lookup', name, language] as const,
};

/** One agreement with its calculation, schedule and depreciation; nothing is asked without an id. */
export const agreementQuery = (id: number | null) =>
  queryOptions({
    queryKey: agreementKeys.detail(id),
    queryFn: id === null ? skipToken : ({ signal }) => getLeaseAgreement(id, signal),
  });

export const agreementsPageQuery = (of: AgreementsOf, page: number, pageSize: number, sort: AgreementListQuery) =>
  queryOptions({
    queryKey: agreementKeys.list(of, page, pageSize, sort),
    queryFn: ({ signal }) => getLeaseAgreementsPage(of, page, pageSize, sort, signal),
  });

export const reconciliationQuery = (leaseAgreementId: number) =>
  queryOptions({
    queryKey: agreementKeys.reconciliation(leaseAgreementId),
    queryFn: ({ signal }) => getReconciliation(leaseAgreementId, signal),
  });

/** The agreement's changes, newest first: its versions after the one signed. */
export const leaseChangesQuery = (leaseAgreementId: number) =>
  queryOptions({
    queryKey: agreementKeys.changes(leaseAgreementId),
    queryFn: ({ signal }) => getLeaseChanges(leaseAgreementId, signal),
  });

/** A lookup of the agreement form in the interface language. */
export const agreementLookupQuery = (name: LookupName, language: string) =>
  queryOptions({ queryKey: agreementKeys.lookup(name, language), queryFn: () => getLookup(name, language) });

/** After agreements were added, changed or removed: the list and the number choices read them afresh. */
export function invalidateAgreementLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: agreementKeys.lists });
  void queryClient.invalidateQueries({ queryKey: lookupKeys.agreementNumbers });
  void queryClient.invalidateQueries({ queryKey: lookupKeys.scheduleNumbers });
}

/**
 * After a change was stored or undone: the agreement (its schedule, depreciation and current version), its changes,
 * its reconciliation against imported figures and the lists (a termination moves the closing date) are read afresh.
 */
export function invalidateAgreementChanges(queryClient: QueryClient, leaseAgreementId: number): Promise<void> {
  invalidateAgreementLists(queryClient);
  void queryClient.invalidateQueries({ queryKey: agreementKeys.reconciliation(leaseAgreementId) });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: agreementKeys.detail(leaseAgreementId) }),
    queryClient.invalidateQueries({ queryKey: agreementKeys.changes(leaseAgreementId) }),
  ]).then(() => undefined);
}
