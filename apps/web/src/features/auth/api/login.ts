import type { LoginInput, TokenResult } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** POST /api/token: the email and password give a token (not yet bound to a tenant). */
export function login(input: LoginInput): Promise<TokenResult> {
  return api.post<TokenResult>('/api/token', input);
}
