// Route options every module's routes share.

/** The OpenAPI security requirement of a route that takes the bearer token. */
export const security = [{ bearerAuth: [] }];

/** The access of a route only a tenant token may call (access-control.ts). */
export const tenant = { access: 'tenant' as const };
