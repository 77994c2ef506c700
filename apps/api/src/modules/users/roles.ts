import { Role, roleNameOf, type RoleDto } from '@leasedesk/contract';

/** The roles there are (administrator, user), 0-based like every enumeration. */
export const allRoles: RoleDto[] = Object.values(Role).map((id) => ({ id, name: roleNameOf(id) }));

/** GET /api/roles?query: roles whose name contains the query. */
export function listRoles(query: string | undefined): RoleDto[] {
  const text = query?.trim().toLowerCase();
  return text ? allRoles.filter((role) => role.name.includes(text)) : allRoles;
}
