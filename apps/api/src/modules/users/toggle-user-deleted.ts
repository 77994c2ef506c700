import { eq, not } from 'drizzle-orm';
import type { UserDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import { deletedChange, toggleAction } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import type { AuthContext } from '../../lib/auth/auth-context.ts';
import { fieldFailure, notFound } from '../../lib/errors.ts';
import { newSecurityStamp } from '../../lib/random.ts';
import { loadUserDto } from './user-dto.ts';
import { changingAuth } from '../../lib/auth/changing-auth.ts';

/** DELETE /api/users/{id}: toggles isDeleted (soft delete, restorable); deleting revokes the user's tokens. */
export async function toggleUserDeleted(ctx: AppContext, caller: AuthContext, userId: number): Promise<UserDto> {
  if (userId === caller.userId) throw fieldFailure('id', 'records.user.ownAccount');
  return changingAuth(ctx, [userId], () => withAdministration(ctx.db, async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ isDeleted: not(users.isDeleted), securityStamp: newSecurityStamp() })
      .where(eq(users.id, userId))
      .returning({ isDeleted: users.isDeleted, email: users.email });
    if (!updated) throw notFound('user');
    await recordAudit(tx, {
      action: toggleAction(updated.isDeleted),
      entity: 'user',
      entityId: userId,
      label: updated.email,
      changes: deletedChange(updated.isDeleted),
      tenant: 'none',
    });
    const dto = await loadUserDto(tx, userId, ctx.clock());
    if (!dto) throw notFound('user');
    return dto;
  }));
}
