import { queryOptions, skipToken } from '@tanstack/react-query';
import { getAccountingStandards } from './get-accounting-standards';
import { getTenant } from './get-tenant';
import { getTenantOptions } from './get-tenant-options';
import { getTenants } from './get-tenants';

/** The tenants' server-state keys: every read and every invalidation of a tenant goes through these. */
export const tenantKeys = {
  /** Every search of the list (a prefix of each one's key). */
  lists: ['tenants'] as const,
  list: (query: string) => [...tenantKeys.lists, query] as const,
  detail: (id: number | null) => ['tenant', id] as const,
  /** The tenants the user form offers (its own list: a change of tenants invalidates it too). */
  options: ['tenantOptions'] as const,
  accountingStandards: (language: string | undefined) => ['accountingStandards', language] as const,
};

export const tenantsQuery = (query: string) =>
  queryOptions({ queryKey: tenantKeys.list(query), queryFn: ({ signal }) => getTenants(query, signal) });

/** One tenant; nothing is asked without an id. */
export const tenantQuery = (id: number | null) =>
  queryOptions({ queryKey: tenantKeys.detail(id), queryFn: id === null ? skipToken : () => getTenant(id) });

/** Every tenant, for the user form's tenants picker. */
export const tenantOptionsQuery = () => queryOptions({ queryKey: tenantKeys.options, queryFn: getTenantOptions });

/** The standards a tenant can follow; they change only with a release. */
export const accountingStandardsQuery = (language: string | undefined) =>
  queryOptions({ queryKey: tenantKeys.accountingStandards(language), queryFn: getAccountingStandards, staleTime: Infinity });
