import { and, asc, eq, inArray } from 'drizzle-orm';
import { roleNameOf, type RoleId, type UserDto } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { tenants, userTenants, users } from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;

export function roleOf(roleId: number): { id: RoleId; name: ReturnType<typeof roleNameOf> } {
  const id = roleId as RoleId;
  return { id, name: roleNameOf(id) };
}

/** User rows with their (live) tenants, as the wire shows them; the order of `rows` is kept. */
export async function toUserDtos(tx: Tx, rows: UserRow[], now: Date): Promise<UserDto[]> {
  if (rows.length === 0) return [];
  const memberships = await tx
    .select({ userId: userTenants.userId, id: tenants.id, name: tenants.name })
    .from(userTenants)
    .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
    .where(and(inArray(userTenants.userId, rows.map((row) => row.id)), eq(tenants.isDeleted, false)))
    .orderBy(asc(tenants.name));
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    userName: row.email,
    role: roleOf(row.role),
    tenants: memberships.filter((m) => m.userId === row.id).map(({ id, name }) => ({ id, name })),
    isLockedOut: row.lockoutEnd !== null && row.lockoutEnd > now,
    isDeleted: row.isDeleted,
  }));
}

/** One user (deleted ones included: an administrator may restore them), or null. */
export async function loadUserDto(tx: Tx, userId: number, now: Date): Promise<UserDto | null> {
  const rows = await tx.select().from(users).where(eq(users.id, userId));
  const [dto] = await toUserDtos(tx, rows, now);
  return dto ?? null;
}
