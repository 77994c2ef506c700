import type { CurrentUser } from '@leasedesk/contract';
import type { AuthContext } from '../../lib/auth/auth-context.ts';
import { roleOf } from './user-dto.ts';

/**
 * GET /api/user: who the token belongs to (the shell shows the name and picks menus by role).
 * Authentication has just read the row, with the stamp, in this request.
 */
export function currentUser(caller: AuthContext): CurrentUser {
  return { id: caller.userId, firstName: caller.firstName, lastName: caller.lastName, email: caller.email, role: roleOf(caller.role).name };
}
