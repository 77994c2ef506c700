import { roleNameOf, type AuditChange, type RoleId, type RoleName } from '@leasedesk/contract';
import { changesBetween } from '../../lib/audit/audit-changes.ts';

/**
 * A user as the trail records it, in wire names. The role is kept by name and the memberships as one text of
 * sorted ids, because a change's values are scalars; the password, its hash and the stamp are never part of it.
 */
export type UserAuditView = { firstName: string; lastName: string; email: string; role: RoleName; tenantIds: string };

export const userAuditFields = ['firstName', 'lastName', 'email', 'role', 'tenantIds'] as const satisfies readonly (keyof UserAuditView)[];

/** Membership ids as one comparable text: unique, in ascending order, comma-separated ('' for none). */
export function tenantIdsText(tenantIds: Iterable<number>): string {
  return [...new Set(tenantIds)].sort((a, b) => a - b).join(',');
}

export function userAuditView(user: { firstName: string; lastName: string; email: string; role: number }, tenantIds: Iterable<number>): UserAuditView {
  return { firstName: user.firstName, lastName: user.lastName, email: user.email, role: roleNameOf(user.role as RoleId), tenantIds: tenantIdsText(tenantIds) };
}

export const roleChange = (before: number, after: number): AuditChange[] =>
  changesBetween({ role: roleNameOf(before as RoleId) }, { role: roleNameOf(after as RoleId) }, ['role']);

export const membershipChange = (before: Iterable<number>, after: Iterable<number>): AuditChange[] =>
  changesBetween({ tenantIds: tenantIdsText(before) }, { tenantIds: tenantIdsText(after) }, ['tenantIds']);
