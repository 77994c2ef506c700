import type { LoginInput } from '@leasedesk/contract';
import type { Session } from '../../../lib/session-store';
import { getCurrentUser } from './get-current-user';
import { login } from './login';

/** The SPEC §4 sign-in chain: token, then the user's role and first name. */
export async function signIn(input: LoginInput): Promise<Session> {
  const { token } = await login(input);
  const user = await getCurrentUser(token);
  return {
    token,
    logo: null,
    role: user.role,
    name: user.firstName,
    accountingStandard: 'CSI',
    tenantId: null,
    tenantName: null,
  };
}
