import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, signInAs, userSession, mockFetch } from '../../../test/render';
import { ExportAgreementsButton } from './export-agreements-button';

describe('the agreements export button', () => {
  it('downloads the chosen contractor’s agreements CSV with the session, under the server’s file name', async () => {
    signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' });
    const fetchMock = mockFetch(
      () =>
        new Response('\uFEFFcontractorTaxId;contractNumber\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="agreements-7.csv"' },
        }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderRoute(<ExportAgreementsButton contractorId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['agreements-7.csv']));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/leaseagreements/csv?contractorIds=7');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer user-token');
  });

  it('exports every contractor’s agreements when the list shows them all, saved as agreements.csv when the server names no file', async () => {
    signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' });
    const fetchMock = mockFetch(() => new Response('contractorTaxId\r\n', { headers: { 'content-type': 'text/csv' } }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderRoute(<ExportAgreementsButton contractorId={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['agreements.csv']));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/leaseagreements/csv');
  });
});
