import type { LoginInput } from '@leasedesk/contract';
import type { Session } from '../../../lib/session-store';
import { getCurrentUser } from './get-current-user';
import { login } from './login';

/** A session, and whether its password was generated for the user (then it opens nothing but the password change). */
export type SignedIn = { session: Session; mustChangePassword: boolean };

/** The SPEC §4 sign-in chain: token, then the user's role and first name. */
export async function signIn(input: LoginInput): Promise<SignedIn> {
  const { token, mustChangePassword } = await login(input);
  const user = await getCurrentUser(token);
  return {
    session: {
      token,
      logo: null,
      role: user.role,
      name: user.firstName,
      accountingStandard: 'CSI',
      tenantId: null,
      tenantName: null,
    },
    mustChangePassword,
  };
}
