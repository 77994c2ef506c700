import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminSession, envelopeResponse, mockFetch, renderRoute, signInAs } from '../../../test/render';
import { UserPage } from './user-page';

const roles = [
  { id: 0, name: 'administrator' },
  { id: 1, name: 'user' },
];
const tenants = [
  { id: 1, name: 'Demo Leasing CSI', accountingStandard: 0 },
  { id: 2, name: 'Demo Lessee IFRS16', accountingStandard: 1 },
];

function serve(onSave: (body: unknown) => Response) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/roles') return envelopeResponse(roles);
    if (url.pathname === '/api/tenants') return envelopeResponse(tenants);
    if (url.pathname === '/api/users/9' && init.method === 'GET')
      return envelopeResponse({
        id: 9,
        firstName: 'Edith',
        lastName: 'Before',
        email: 'edith@x.test',
        userName: 'edith@x.test',
        role: roles[1],
        tenants: [tenants[0]],
        isLockedOut: false,
        isDeleted: false,
      });
    return onSave(JSON.parse(String(init.body)));
  });
}

async function fillNewUser() {
  await userEvent.type(await screen.findByLabelText('First name'), 'Nora');
  await userEvent.type(screen.getByLabelText('Last name'), 'Journey');
  await userEvent.type(screen.getByLabelText('Email'), 'nora@x.test');
  await userEvent.click(within(screen.getByRole('group', { name: 'Clients' })).getByLabelText('Demo Lessee IFRS16'));
  await userEvent.type(screen.getByLabelText('Password'), 'Long-enough-password');
  await userEvent.type(screen.getByLabelText('Repeat password'), 'Long-enough-password');
}

describe('UserPage', () => {
  it('creates a user with role and tenants, says "User created" and goes to the list', async () => {
    signInAs(adminSession);
    const saved: unknown[] = [];
    serve((body) => {
      saved.push(body);
      return envelopeResponse({ id: 10 });
    });
    const { router } = renderRoute(<UserPage />, { path: '/user' });
    await fillNewUser();
    expect(screen.getByLabelText('Role')).toHaveValue('1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(saved).toEqual([
      {
        firstName: 'Nora',
        lastName: 'Journey',
        email: 'nora@x.test',
        roleId: 1,
        tenantIds: [2],
        password: 'Long-enough-password',
        repeatedPassword: 'Long-enough-password',
      },
    ]);
    expect(await screen.findByText('User created')).toBeInTheDocument();
  });

  it('puts server errors on their fields and says the user was not created', async () => {
    signInAs(adminSession);
    serve(() => envelopeResponse(null, { success: false, errors: [{ propertyName: 'email', message: 'This e-mail is taken' }] }));
    renderRoute(<UserPage />, { path: '/user' });
    await fillNewUser();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create the user')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This e-mail is taken').length).toBeGreaterThan(0);
  });

  it('edits a user and leaves the password alone when it is left empty', async () => {
    signInAs(adminSession);
    const saved: unknown[] = [];
    serve((body) => {
      saved.push(body);
      return envelopeResponse({ id: 9 });
    });
    const { router } = renderRoute(<UserPage />, { path: '/user/:id', url: '/user/9' });
    const lastName = await screen.findByLabelText('Last name');
    expect(lastName).toHaveValue('Before');
    expect(screen.getByLabelText('Demo Leasing CSI')).toBeChecked();
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'After');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Administrator');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(saved).toEqual([
      { firstName: 'Edith', lastName: 'After', email: 'edith@x.test', roleId: 0, tenantIds: [1] },
    ]);
  });
});
