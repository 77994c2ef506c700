import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
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
const three = [
  contractor(1, 'Żuraw Handel S.A.', '5260001269', 'K-002'),
  contractor(2, 'Kowalski Leasing Sp. z o.o.', '7251850343', 'K-001'),
  contractor(3, 'Łódzkie Zakłady Leasingowe', '9512345675', 'K-004'),
];
/** 23 contractors: Firma 01 … Firma 23. */
const many = Array.from({ length: 23 }, (_, i) => contractor(100 + i, `Firma ${String(i + 1).padStart(2, '0')}`, String(1000000000 + i), `F-${i + 1}`));

type Request = { query: string | null; page: string | null; pageSize: string | null; sort: string | null; direction: string | null; at: number };

/**
 * The contractors endpoint as the server answers it: searched (a part of the name, or the start of the
 * tax id), sorted by name in Polish order in the asked direction, one page with the count. Each request
 * is recorded with its parameters and time.
 */
function serve(contractors = three) {
  const requests: Request[] = [];
  const deleted = new Set<number>();
  const polish = new Intl.Collator('pl', { sensitivity: 'base' });
  const fetchMock = mockFetch((url, init) => {
    if (init.method === 'DELETE') {
      const id = Number(url.pathname.split('/').pop());
      deleted.add(id);
      return envelopeResponse({ ...contractors.find((entry) => entry.id === id), isDeleted: true });
    }
    const param = (name: string) => url.searchParams.get(name);
    requests.push({ query: param('query'), page: param('page'), pageSize: param('pageSize'), sort: param('sort'), direction: param('direction'), at: Date.now() });
    const needle = param('query')?.toLowerCase() ?? '';
    const sign = param('direction') === 'desc' ? -1 : 1;
    const found = contractors
      .filter((entry) => !deleted.has(entry.id) && (entry.name.toLowerCase().includes(needle) || entry.taxId.startsWith(needle)))
      .sort((x, y) => sign * (polish.compare(x.name, y.name) || x.id - y.id));
    const page = Number(param('page') ?? 1);
    const pageSize = Number(param('pageSize') ?? 10);
    return envelopeResponse({ items: found.slice((page - 1) * pageSize, page * pageSize), itemsCount: found.length, pagesCount: Math.ceil(found.length / pageSize), pageSize, page });
  });
  return { requests, fetchMock };
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const nameHeaderButton = () => within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button');

// a DataTable with a page of rows is slow to render on a busy machine
describe('ContractorsPage', () => {
  // the table scrolls back to its top on a page change; jsdom has no element scrolling
  beforeAll(() => {
    Element.prototype.scrollTo = vi.fn();
  });

  it('shows the first page as the server sorted it, with the client logo and edit links', async () => {
    signInAs(tenantSession);
    const { requests } = serve();
    renderRoute(<ContractorsPage />, { path: '/contractors' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contractors' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Demo Leasing CSI logo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New contractor' })).toHaveAttribute('href', '/contractor');
    expect(await screen.findByText('Kowalski Leasing Sp. z o.o.')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Kowalski Leasing Sp. z o.o.', 'Łódzkie Zakłady Leasingowe', 'Żuraw Handel S.A.']);
    expect(requests).toEqual([{ query: null, page: '1', pageSize: '10', sort: 'name', direction: 'asc', at: expect.any(Number) }]);
    expect(screen.getByRole('link', { name: 'Edit Kowalski Leasing Sp. z o.o.' })).toHaveAttribute('href', '/contractor/2');
    const row = screen.getByRole('row', { name: /Kowalski/ });
    expect(row).toHaveTextContent('7251850343');
    expect(row).toHaveTextContent('K-001');
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();

    // the name header asks the server for the other direction, and back
    await userEvent.click(nameHeaderButton());
    await vi.waitFor(() => expect(rowNames()).toEqual(['Żuraw Handel S.A.', 'Łódzkie Zakłady Leasingowe', 'Kowalski Leasing Sp. z o.o.']));
    expect(requests.at(-1)).toMatchObject({ sort: 'name', direction: 'desc', page: '1' });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveTextContent('sorted descending');
    await userEvent.click(nameHeaderButton());
    await vi.waitFor(() => expect(rowNames()).toEqual(['Kowalski Leasing Sp. z o.o.', 'Łódzkie Zakłady Leasingowe', 'Żuraw Handel S.A.']));
    expect(requests.at(-1)).toMatchObject({ direction: 'asc' });
  });

  it('pages on the server: the pages, the page size and the sort each ask for one page', async () => {
    signInAs(tenantSession);
    const { requests } = serve(many);
    renderRoute(<ContractorsPage />, { path: '/contractors' });
    await screen.findByText('Firma 01');
    expect(rowNames()).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await vi.waitFor(() => expect(rowNames()).toEqual(['Firma 21', 'Firma 22', 'Firma 23']));
    expect(requests.at(-1)).toMatchObject({ page: '3', pageSize: '10' });
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument();

    // sorting starts again on page 1
    await userEvent.click(nameHeaderButton());
    await vi.waitFor(() => expect(rowNames()[0]).toBe('Firma 23'));
    expect(requests.at(-1)).toMatchObject({ page: '1', direction: 'desc' });
    expect(rowNames()).toHaveLength(10);

    // so does another page size
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(rowNames()[0]).toBe('Firma 13'));
    await userEvent.click(screen.getByRole('button', { name: '10' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '25' }));
    await vi.waitFor(() => expect(rowNames()).toHaveLength(23));
    expect(requests.at(-1)).toMatchObject({ page: '1', pageSize: '25', direction: 'desc' });
    expect(requests.every((request) => request.sort === 'name')).toBe(true);
  });

  it('searches 500 ms after the last key, once, from page 1, and reloads everything when the search is emptied', async () => {
    signInAs(tenantSession);
    const { requests } = serve([...three, ...many]);
    renderRoute(<ContractorsPage />, { path: '/contractors' });
    await screen.findByText('Firma 01');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(requests.at(-1)?.page).toBe('2'));
    expect(requests.map((request) => request.query)).toEqual([null, null]);

    const search = screen.getByLabelText('Search');
    expect(search).toHaveAttribute('placeholder', 'Tax id or name');
    await userEvent.type(search, 'owalsk');
    const typedAt = Date.now();
    // still typing as far as the page knows: nothing asked yet
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests).toHaveLength(2);

    await vi.waitFor(() => expect(requests).toHaveLength(3), { timeout: 2000 });
    expect(requests[2]).toMatchObject({ query: 'owalsk', page: '1' });
    expect((requests[2]?.at ?? 0) - typedAt).toBeGreaterThanOrEqual(450);
    await vi.waitFor(() => expect(rowNames()).toEqual(['Kowalski Leasing Sp. z o.o.']));
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();

    // tax id digits
    await userEvent.clear(search);
    await userEvent.type(search, '526');
    await vi.waitFor(() => expect(rowNames()).toEqual(['Żuraw Handel S.A.']), { timeout: 2000 });

    await userEvent.clear(search);
    await vi.waitFor(() => expect(rowNames()).toHaveLength(10), { timeout: 2000 });
    expect(requests.map((request) => request.query)).toEqual([null, null, 'owalsk', '526', null]);
    expect(requests.at(-1)?.page).toBe('1');
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

  it('shows the last page that still exists after the only row of the last page is deleted', async () => {
    signInAs(tenantSession);
    const { requests } = serve(many.slice(0, 11));
    renderRoute(<ContractorsPage />, { path: '/contractors' });
    await screen.findByText('Firma 01');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Firma 11' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm deletion' })).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(rowNames()[0]).toBe('Firma 01');
    expect(requests.at(-1)).toMatchObject({ page: '1' });
    expect(screen.getByText('1–10 of 10')).toBeInTheDocument();
  });

  it('deletes again when the answer says the contractor was restored (deleted elsewhere meanwhile)', async () => {
    signInAs(tenantSession);
    let deletes = 0;
    const fetchMock = mockFetch((_url, init) => {
      if (init.method === 'DELETE') {
        deletes += 1;
        // the first DELETE toggles a contractor someone else had deleted back to live
        return envelopeResponse({ ...three[1], isDeleted: deletes > 1 });
      }
      const items = deletes > 1 ? [three[0], three[2]] : three;
      return envelopeResponse({ items, itemsCount: items.length, pagesCount: 1, pageSize: 10, page: 1 });
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
        : envelopeResponse({ items: three, itemsCount: 3, pagesCount: 1, pageSize: 10, page: 1 });
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
