import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ContractorListSortKey, ContractorSortQuery } from '@leasedesk/contract';
import { contractors } from '../../db/schema.ts';

/** The column behind each whitelisted sort key (the query never reaches the SQL as text). */
const sortColumns: Record<ContractorListSortKey, AnyPgColumn> = { name: contractors.sortKey };

/** Ascending unless told, by name unless told. */
export const orderOf = (search: ContractorSortQuery) => ({ by: search.direction === 'desc' ? desc : asc, column: sortColumns[search.sort ?? 'name'] });

/** ORDER BY: the key, then the id in the same direction, so pages never overlap. */
export function contractorOrder(search: ContractorSortQuery): SQL[] {
  const { by, column } = orderOf(search);
  return [by(column), by(contractors.id)];
}
