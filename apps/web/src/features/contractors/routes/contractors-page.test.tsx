import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { ContractorsPage } from './contractors-page';

const tenantSession = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI', logo: 'data:image/png;base64,AA==' };

const contractor = (id: number, name: string, taxId: string, code: string) => ({
  id,
  createDate: '2026-01-01T00:00:00.000Z',
  isDeleted: false,
  name,
  taxId,
  code,
  tenantId: 1,
});
const all = [
  contractor(1, 'Żuraw Handel S.A.', '5260001269', 'K-002'),
  contractor(2, 'Kowalski Leasing Sp. z o.o.', '7251850343', 'K-001'),
  contractor(3, 'Łódzkie Zakłady Leasingowe', '9512345675', 'K-004'),
];

/** The contractors endpoint: the list filtered by the query, each request recorded with its time. */
function serve() {
  const requests: { query: string | null; at: number }[] = [];
  const deleted = new Set<number>();
  const fetchMock = mockFetch((url, init) => {
    if (init.method === 'DELETE') {
      const id = Number(url.pathname.split('/').pop());
      deleted.add(id);
      return envelopeResponse({ ...all.find((entry) => entry.id === id), isDeleted: true });
    }
    const query = url.searchParams.get('query');
    requests.push({ query, at: Date.now() });
    const needle = query?.toLowerCase() ?? '';
    return envelopeResponse(
      all.filter((entry) => !deleted.has(entry.id) && (entry.name.toLowerCase().includes(needle) || entry.taxId.startsWith(needle))),
    );
  });
  return { requests, fetchMock };
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('ContractorsPage', () => {
  it('lists the contractors sorted by name, with the client logo and edit links', async () => {
    signInAs(tenantSession);
    serve();
    renderRoute(<ContractorsPage />, { path: '/contractors' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contractors' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Demo Leasing CSI logo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New contractor' })).toHaveAttribute('href', '/contractor');
    expect(await screen.findByText('Kowalski Leasing Sp. z o.o.')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Kowalski Leasing Sp. z o.o.', 'Łódzkie Zakłady Leasingowe', 'Żuraw Handel S.A.']);
    expect(screen.getByRole('link', { name: 'Edit Kowalski Leasing Sp. z o.o.' })).toHaveAttribute('href', '/contractor/2');
    const row = screen.getByRole('row', { name: /Kowalski/ });
    expect(row).toHaveTextContent('7251850343');
    expect(row).toHaveTextContent('K-001');

    // Polish letters sort in their place (Ł after L, Ż after Z), descending and back
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(rowNames()).toEqual(['Żuraw Handel S.A.', 'Łódzkie Zakłady Leasingowe', 'Kowalski Leasing Sp. z o.o.']);
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(rowNames()).toEqual(['Kowalski Leasing Sp. z o.o.', 'Łódzkie Zakłady Leasingowe', 'Żuraw Handel S.A.']);
  });

  it('searches 500 ms after the last key, once, and reloads everything when the search is emptied', async () => {
    signInAs(tenantSession);
    const { requests } = serve();
    renderRoute(<ContractorsPage />, { path: '/contractors' });
    await screen.findByText('Kowalski Leasing Sp. z o.o.');
    expect(requests.map((request) => request.query)).toEqual([null]);

    const search = screen.getByLabelText('Search');
    expect(search).toHaveAttribute('placeholder', 'Tax id or name');
    await userEvent.type(search, 'kowal');
    const typedAt = Date.now();
    // still typing as far as the page knows: nothing asked yet
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests).toHaveLength(1);

    await vi.waitFor(() => expect(requests).toHaveLength(2), { timeout: 2000 });
    expect(requests[1]?.query).toBe('kowal');
    expect((requests[1]?.at ?? 0) - typedAt).toBeGreaterThanOrEqual(450);
    await vi.waitFor(() => expect(screen.queryByText('Żuraw Handel S.A.')).not.toBeInTheDocument());
    expect(screen.getByText('Kowalski Leasing Sp. z o.o.')).toBeInTheDocument();

    // tax id digits
    await userEvent.clear(search);
    await userEvent.type(search, '526');
    expect(await screen.findByText('Żuraw Handel S.A.', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.queryByText('Kowalski Leasing Sp. z o.o.')).not.toBeInTheDocument();

    await userEvent.clear(search);
    await vi.waitFor(() => expect(rowNames()).toHaveLength(3), { timeout: 2000 });
    expect(requests.map((request) => request.query)).toEqual([null, 'kowal', '526', null]);
  });

  it('deletes a contractor after confirming, and the row leaves the table', async () => {
    signInAs(tenantSession);
    const { fetchMock } = serve();
    renderRoute(<ContractorsPage />, { path: '/contractors' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Kowalski Leasing Sp. z o.o.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    expect(dialog).toHaveTextContent('Kowalski Leasing Sp. z o.o. (7251850343)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Kowalski Leasing Sp. z o.o.' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm deletion' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Contractor deleted')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('Kowalski Leasing Sp. z o.o.')).not.toBeInTheDocument());
    expect(rowNames()).toEqual(['Łódzkie Zakłady Leasingowe', 'Żuraw Handel S.A.']);
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(deleteCall?.[0])).toBe('/api/contractors/2');
  });

  it('deletes again when the answer says the contractor was restored (deleted elsewhere meanwhile)', async () => {
    signInAs(tenantSession);
    let deletes = 0;
    const fetchMock = mockFetch((_url, init) => {
      if (init.method === 'DELETE') {
        deletes += 1;
        // the first DELETE toggles a contractor someone else had deleted back to live
        return envelopeResponse({ ...all[1], isDeleted: deletes > 1 });
      }
      return envelopeResponse(deletes > 1 ? [all[0], all[2]] : all);
    });
    renderRoute(<ContractorsPage />, { path: '/contractors' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Kowalski Leasing Sp. z o.o.' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm deletion' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Contractor deleted')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(2);
    await vi.waitFor(() => expect(screen.queryByText('Kowalski Leasing Sp. z o.o.')).not.toBeInTheDocument());
  });

  it('shows a failed list as an error with its reference and a Retry button, never as "No records"', async () => {
    signInAs(tenantSession);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return calls === 1
        ? new Response('{"success":false}', { status: 500, headers: { 'x-correlation-id': 'req-1b2c' } })
        : envelopeResponse(all);
    });
    renderRoute(<ContractorsPage />, { path: '/contractors' });
    const failure = await screen.findByRole('alert', { name: /The list could not be loaded/ });
    expect(failure).toHaveTextContent('Reference: req-1b2c');
    expect(screen.queryByText('No records')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Kowalski Leasing Sp. z o.o.')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /The list could not be loaded/ })).not.toBeInTheDocument();
  });
});
