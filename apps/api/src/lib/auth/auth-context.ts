import type { RoleId } from '@leasedesk/contract';
import type { TokenType } from './tokens.ts';

/** The verified caller of a request (request.auth). */
export type AuthContext = {
  userId: number;
  role: RoleId;
  tokenType: TokenType;
  /** Set for tenant tokens only: the one tenant this request may touch. */
  tenantId: number | null;
  stamp: string;
  /** Read with the stamp in the same lookup, so GET /api/user needs no second query. */
  firstName: string;
  lastName: string;
  email: string;
  /** Until the user replaces a password they did not choose, only routesBeforePasswordChange answer. */
  mustChangePassword: boolean;
};

/**
 * Who may call a route. public: anyone; signedIn: any valid token; user: a non-administrator's token
 * (pre-tenant or tenant); tenant: a tenant token; administrator: an administrator token;
 * tenantOrAdministrator: a route about one tenant named in its path (a client's e-mail settings), which an
 * administrator may call for any tenant and a tenant token for its own only (ownTenantOrAny in access-control.ts).
 */
export type Access = 'public' | 'signedIn' | 'user' | 'tenant' | 'administrator' | 'tenantOrAdministrator';

export const tokenTypesFor: Record<Exclude<Access, 'public'>, readonly TokenType[]> = {
  signedIn: ['administrator', 'pretenant', 'tenant'],
  user: ['pretenant', 'tenant'],
  tenant: ['tenant'],
  administrator: ['administrator'],
  tenantOrAdministrator: ['administrator', 'tenant'],
};
