import { expect, type APIRequestContext } from '@playwright/test';

interface Envelope<T> {
  success: boolean;
  errors: { propertyName: string; message: string }[];
  value: T;
}

/** Calls the API as a journey's set-up step; fails the test on anything but a successful envelope. */
export async function callApi<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; data?: unknown } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await request.fetch(path, {
      method,
      data: options.data,
      headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    });
    // sign-in is rate limited per IP: wait as told and try again
    if (response.status() === 429 && attempt < 3) {
      const seconds = Number(response.headers()['retry-after'] ?? 5);
      await new Promise((resolve) => setTimeout(resolve, (Math.min(seconds, 60) + 1) * 1000));
      continue;
    }
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
    const body = (await response.json()) as Envelope<T>;
    expect(body.success, `${method} ${path}: ${JSON.stringify(body.errors)}`).toBe(true);
    return body.value;
  }
}

export interface BrowserSession {
  token: string;
  logo: string | null;
  role: 'administrator' | 'user';
  name: string;
  accountingStandard: 'CSI' | 'IFRS16';
  /** The chosen client's own standard (the view above may differ). */
  tenantStandard?: 'CSI' | 'IFRS16' | null;
  tenantId: number | null;
  tenantName: string | null;
}

/** Signs in through the API and builds the session the browser keeps under `leaseDesk`. */
export async function apiSignIn(request: APIRequestContext, email: string, password: string): Promise<BrowserSession> {
  const { token } = await callApi<{ token: string }>(request, 'POST', '/api/token', { data: { username: email, password } });
  const me = await callApi<{ firstName: string; role: 'administrator' | 'user' }>(request, 'GET', '/api/user', { token });
  return { token, logo: null, role: me.role, name: me.firstName, accountingStandard: 'CSI', tenantId: null, tenantName: null };
}

export interface CreatedUser {
  id: number;
  email: string;
  password: string;
  firstName: string;
}

/** Creates an ordinary user in the given tenants (by name) with the administrator's token. */
export async function createUserViaApi(
  request: APIRequestContext,
  adminToken: string,
  user: { email: string; firstName: string; lastName: string; password: string; tenantNames: string[] },
): Promise<CreatedUser> {
  const tenants = await callApi<{ id: number; name: string }[]>(request, 'GET', '/api/tenants', { token: adminToken });
  const tenantIds = user.tenantNames.map((name) => {
    const tenant = tenants.find((entry) => entry.name === name);
    if (!tenant) throw new Error(`no tenant ${name}`);
    return tenant.id;
  });
  const created = await callApi<{ id: number }>(request, 'POST', '/api/user', {
    token: adminToken,
    data: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      roleId: 1,
      tenantIds,
      password: user.password,
      repeatedPassword: user.password,
    },
  });
  return { id: created.id, email: user.email, password: user.password, firstName: user.firstName };
}

/**
 * The session of a user working for one client, as /selectClient leaves it: a token bound to the
 * tenant (POST /api/tokenwithtenent with the user's token; no new sign-in), its logo and standard.
 */
export async function apiChooseTenant(request: APIRequestContext, session: BrowserSession, tenantName: string): Promise<BrowserSession> {
  const tenants = await callApi<{ id: number; name: string }[]>(request, 'GET', '/api/users/tenants', { token: session.token });
  const tenant = tenants.find((entry) => entry.name === tenantName);
  if (!tenant) throw new Error(`the user does not work for ${tenantName}`);
  const chosen = await callApi<{ token: string; tenant: { id: number; name: string; logo: string | null; accountingStandard: number } }>(
    request,
    'POST',
    '/api/tokenwithtenent',
    { token: session.token, data: { tenantId: tenant.id } },
  );
  return {
    ...session,
    token: chosen.token,
    logo: chosen.tenant.logo,
    accountingStandard: chosen.tenant.accountingStandard === 1 ? 'IFRS16' : 'CSI',
    tenantStandard: chosen.tenant.accountingStandard === 1 ? 'IFRS16' : 'CSI',
    tenantId: chosen.tenant.id,
    tenantName: chosen.tenant.name,
  };
}

/** Soft-deletes the tenant's live contractors with this tax id (a journey's clean start; none is fine). */
export async function deleteContractorsWithTaxId(request: APIRequestContext, tenantToken: string, taxId: string): Promise<void> {
  const found = await callApi<{ id: number; taxId: string }[]>(request, 'GET', `/api/contractors?query=${taxId}`, { token: tenantToken });
  for (const contractor of found.filter((entry) => entry.taxId === taxId)) {
    await callApi(request, 'DELETE', `/api/contractors/${contractor.id}`, { token: tenantToken });
  }
}
