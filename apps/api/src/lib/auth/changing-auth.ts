import type { AppContext } from '../../context.ts';

/**
 * Runs a write that changes what tokens are checked against (stamp, role, lockout, deleted flag, name,
 * memberships), then drops the users it touched from this process's authentication cache, committed or
 * not: the next request here must not wait for the database's notification, which tells the other
 * instances. Dropping an entry too many only costs one read.
 */
export async function changingAuth<T>(ctx: AppContext, userIds: readonly number[] | 'everyone', write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    if (userIds === 'everyone') ctx.authCache.invalidateAll();
    else for (const userId of userIds) ctx.authCache.invalidate(userId);
  }
}
