import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { ContractorPage } from './contractor-page';

const tenantSession = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };
const stored = { id: 5, createDate: '2026-01-01', isDeleted: false, name: 'Before Sp. z o.o.', taxId: '7251850343', code: 'K-001', tenantId: 1 };

function serve(onSave: (body: unknown, url: URL, method: string) => Response) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/contractors/5' && init.method === 'GET') return envelopeResponse(stored);
    if (url.pathname === '/api/contractors/404') return new Response('', { status: 404 });
    return onSave(JSON.parse(String(init.body)), url, init.method ?? 'GET');
  });
}

async function fillNew(name: string, taxId: string, code = '') {
  await userEvent.type(screen.getByLabelText(/^(Name|Nazwa)/), name);
  await userEvent.type(screen.getByLabelText(/^(Tax id \(NIP\)|NIP)/), taxId);
  if (code) await userEvent.type(screen.getByLabelText(/^(Code|Kod)/), code);
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('ContractorPage', () => {
  it('creates a contractor, says "Contractor created" and clears the form for the next one', async () => {
    signInAs(tenantSession);
    const saved: unknown[] = [];
    serve((body, url, method) => {
      saved.push({ body, path: url.pathname, method });
      return envelopeResponse({ ...stored, id: 6 });
    });
    const { router } = renderRoute(<ContractorPage />, { path: '/contractor' });
    expect(screen.getByRole('heading', { level: 1, name: 'New contractor' })).toBeInTheDocument();
    await fillNew('  New Firm S.A. ', '526 000 12 69', 'K-7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contractor created')).toBeInTheDocument();
    expect(saved).toEqual([{ body: { name: 'New Firm S.A.', taxId: '526 000 12 69', code: 'K-7' }, path: '/api/contractor', method: 'POST' }]);
    await vi.waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Tax id \(NIP\)/)).toHaveValue('');
    expect(screen.getByLabelText(/^Code/)).toHaveValue('');
    expect(router.state.location.pathname).toBe('/contractor');
  });

  it('speaks Polish: "Sukces" / "Utworzono kontraktora", and "Błąd" with the server errors on their fields', async () => {
    await i18n.changeLanguage('pl');
    signInAs(tenantSession);
    let answer = envelopeResponse(null, {
      success: false,
      errors: [{ propertyName: 'taxId', message: 'A contractor with this tax id already exists' }],
    });
    serve(() => answer);
    renderRoute(<ContractorPage />, { path: '/contractor' });
    await fillNew('Duplikat', '7251850343');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    const errorToast = (await screen.findAllByRole('alert')).find((node) => node.textContent?.includes('Błąd'));
    expect(errorToast).toHaveTextContent('A contractor with this tax id already exists');
    expect(screen.getByLabelText(/^NIP/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Nazwa/)).toHaveValue('Duplikat');

    answer = envelopeResponse({ ...stored, id: 7 });
    await userEvent.clear(screen.getByLabelText(/^NIP/));
    await userEvent.type(screen.getByLabelText(/^NIP/), '5260001269');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Utworzono kontraktora')).toBeInTheDocument();
    expect(screen.getByText('Sukces')).toBeInTheDocument();
  });

  it('says it could not create the contractor when the server fails', async () => {
    signInAs(tenantSession);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => new Response('boom', { status: 500 }));
    renderRoute(<ContractorPage />, { path: '/contractor' });
    await fillNew('New Firm', '5260001269');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create the contractor')).toBeInTheDocument();
    expect(screen.getByText('An unexpected server error occurred.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('New Firm');
  });

  it('edits a contractor, says "Contractor updated" and goes back', async () => {
    signInAs(tenantSession);
    const saved: unknown[] = [];
    serve((body, url, method) => {
      saved.push({ body, path: url.pathname, method });
      return envelopeResponse({ ...stored, name: 'After S.A.' });
    });
    const { router } = renderRoute(<ContractorPage />, { path: '/contractor/:id', url: '/contractor/5' });
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Before Sp. z o.o.');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit contractor' })).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'After S.A.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/contractors'));
    expect(await screen.findByText('Contractor updated')).toBeInTheDocument();
    expect(saved).toEqual([{ body: { name: 'After S.A.', taxId: '7251850343', code: 'K-001' }, path: '/api/contractors/5', method: 'PUT' }]);
  });

  it('in Polish, an update says "Zaktualizowano kontraktora"; a failing one "Nie udało się zaktualizować kontraktora"', async () => {
    await i18n.changeLanguage('pl');
    signInAs(tenantSession);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    serve(() => (fail ? new Response('', { status: 503 }) : envelopeResponse(stored)));
    renderRoute(<ContractorPage />, { path: '/contractor/:id', url: '/contractor/5' });
    await screen.findByDisplayValue('Before Sp. z o.o.');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Nie udało się zaktualizować kontraktora')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zaktualizowano kontraktora')).toBeInTheDocument();
  });

  it('says so when the contractor does not exist', async () => {
    signInAs(tenantSession);
    serve(() => envelopeResponse(null));
    renderRoute(<ContractorPage />, { path: '/contractor/:id', url: '/contractor/404' });
    expect(await screen.findByText('This contractor does not exist.')).toBeInTheDocument();
  });
});
