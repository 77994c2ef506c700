import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { PagedResult, UserDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import { containsPattern, pageOfList, type Paging } from '../../lib/paging.ts';
import { toUserDtos } from './user-dto.ts';

/** GET /api/users: live users, optionally those whose name or e-mail contains `query`. */
export async function listUsers(ctx: AppContext, query: string | undefined, paging: Paging | null): Promise<UserDto[] | PagedResult<UserDto>> {
  const text = query?.trim();
  const matches = text
    ? or(ilike(users.firstName, containsPattern(text)), ilike(users.lastName, containsPattern(text)), ilike(users.email, containsPattern(text)))
    : undefined;
  const dtos = await withAdministration(ctx.db, async (tx) => {
    const rows = await tx
      .select()
      .from(users)
      .where(and(eq(users.isDeleted, false), matches))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    return toUserDtos(tx, rows, ctx.clock());
  });
  return pageOfList(dtos, paging);
}
