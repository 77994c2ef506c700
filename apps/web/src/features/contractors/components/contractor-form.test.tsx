import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { ContractorForm } from './contractor-form';

const tenantSession = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };

function renderForm(onSubmit = vi.fn()) {
  signInAs(tenantSession);
  renderRoute(<ContractorForm submitting={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
  return onSubmit;
}

const registerButton = () => screen.getByRole('button', { name: 'Download from register' });

describe('ContractorForm', () => {
  it('keeps "download from register" disabled while the tax id is empty', async () => {
    renderForm();
    expect(registerButton()).toBeDisabled();
    const taxId = screen.getByLabelText(/^Tax id \(NIP\)/);
    await userEvent.type(taxId, '5');
    expect(registerButton()).toBeEnabled();
    await userEvent.clear(taxId);
    expect(registerButton()).toBeDisabled();
    await userEvent.type(taxId, '   ');
    expect(registerButton()).toBeDisabled();
  });

  it('fills the name from the first firm the register returns', async () => {
    const fetchMock = mockFetch((url) => {
      expect(url.pathname).toBe('/api/ceidg/firmy/nip');
      return envelopeResponse({ firmy: [{ nazwa: 'Kowalski Leasing Sp. z o.o.' }, { nazwa: 'Another Firm' }] });
    });
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/^Name/), 'typed before');
    await userEvent.type(screen.getByLabelText(/^Tax id \(NIP\)/), '526-000-12-69');
    await userEvent.click(registerButton());

    await vi.waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Kowalski Leasing Sp. z o.o.'));
    expect(screen.getByRole('status')).toHaveTextContent('Name taken from the business register: Kowalski Leasing Sp. z o.o.');
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(asked.searchParams.get('nip')).toBe('5260001269');
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer user-token');

    await userEvent.type(screen.getByLabelText(/^Code/), 'K-9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Kowalski Leasing Sp. z o.o.', taxId: '526-000-12-69', code: 'K-9' });
  });

  it('says "not found" when the register knows no firm, and leaves the name alone', async () => {
    mockFetch(() => envelopeResponse({ firmy: [] }));
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Name/), 'My own name');
    await userEvent.type(screen.getByLabelText(/^Tax id \(NIP\)/), '7251850343');
    await userEvent.click(registerButton());
    expect(await screen.findByText('Not found: the business register has no firm with this tax id.')).toBeVisible();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('My own name');
    // the message belongs to that tax id: typing another one removes it
    await userEvent.type(screen.getByLabelText(/^Tax id \(NIP\)/), '1');
    expect(screen.queryByText(/^Not found/)).not.toBeInTheDocument();
  });

  it('shows the message of a register that fails, and a malformed tax id on its field', async () => {
    const fetchMock = mockFetch((url) =>
      url.searchParams.get('nip') === '7251850343'
        ? envelopeResponse(null, { success: false, errors: [{ propertyName: '', message: 'CEIDG is unavailable right now. Try again later.' }] })
        : envelopeResponse(null, { success: false, errors: [{ propertyName: 'nip', message: 'The register refuses this tax id' }] }),
    );
    renderForm();
    const taxId = screen.getByLabelText(/^Tax id \(NIP\)/);
    await userEvent.type(taxId, '7251850343');
    await userEvent.click(registerButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The business register could not be asked');
    expect(alert).toHaveTextContent('CEIDG is unavailable right now. Try again later.');

    await userEvent.clear(taxId);
    await userEvent.type(taxId, '5260001269');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(registerButton());
    expect(await screen.findByText('The register refuses this tax id')).toBeVisible();
    expect(taxId).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('checks the tax id before asking the register or saving', async () => {
    const fetchMock = mockFetch(() => envelopeResponse({ firmy: [] }));
    const onSubmit = renderForm();
    const taxId = screen.getByLabelText(/^Tax id \(NIP\)/);
    await userEvent.type(taxId, '1234567890');
    await userEvent.click(registerButton());
    expect(await screen.findByText('Tax id has an invalid check digit')).toBeVisible();
    expect(taxId).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(taxId);
    await userEvent.type(taxId, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tax id must be 10 digits')).toBeVisible();
    expect(screen.getByText('This field is required')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a contractor being edited', () => {
    signInAs(tenantSession);
    renderRoute(
      <ContractorForm
        contractor={{ id: 4, createDate: '2026-01-01', isDeleted: false, name: 'Old Name', taxId: '7251850343', code: 'K-001', tenantId: 1 }}
        submitting={false}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Old Name');
    expect(screen.getByLabelText(/^Tax id \(NIP\)/)).toHaveValue('7251850343');
    expect(screen.getByLabelText(/^Code/)).toHaveValue('K-001');
    expect(registerButton()).toBeEnabled();
  });
});
