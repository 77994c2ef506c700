import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { DepreciationPage } from './depreciation-page';

const session = { ...userSession, tenantId: 2, tenantName: 'Demo Lessee IFRS16', accountingStandard: 'IFRS16' as const };
const period = (periodNumber: number, charge: number) => ({
  id: periodNumber,
  createDate: '2025-01-01',
  isDeleted: false,
  periodNumber,
  beginingOfPeriod: '2025-01-01',
  endOfPeriod: '2025-01-31',
  openingBalance: 532595.22,
  depraciationCharge: charge,
  closingBalance: 523718.63,
  leaseAgreementId: 5,
});

describe('DepreciationPage', () => {
  it('with an id loads the agreement directly: its periods, the chooser filled in, the Excel file with a token fetched on click', async () => {
    signInAs(session);
    const asked: string[] = [];
    mockFetch((url) => {
      asked.push(url.pathname);
      if (url.pathname === '/api/contractors/9/leaseagreements/NAJEM%2F1/A') return envelopeResponse({ id: 5, token: 'fresh' });
      if (url.pathname === '/api/leaseagreements/5/depreciations/excel/fresh')
        return new Response('xlsx', { headers: { 'content-disposition': "attachment; filename=\"depreciation-NAJEM_1-A.xlsx\"; filename*=UTF-8''depreciation-NAJEM%2F1-A.xlsx" } });
      if (url.pathname === '/api/leaseagreements/5')
        return envelopeResponse({
          id: 5,
          token: 'signed',
          contractorId: 9,
          contractNumber: 'NAJEM/1',
          scheduleNumber: 'A',
          depraciations: [period(1, 8876.59), period(60, 8876.41)],
        });
      if (url.pathname === '/api/contractors') return envelopeResponse([{ id: 9, name: 'Biuro', taxId: '8945123782', code: 'L-3' }]);
      return envelopeResponse([]);
    });
    renderRoute(<DepreciationPage />, { path: '/depreciation/:id', url: '/depreciation/5' });
    const table = await screen.findByRole('table', { name: 'Depreciation periods' });
    expect(within(table).getByText('8 876,59')).toBeInTheDocument();
    expect(within(table).getByText('8 876,41')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Agreement number' })).toHaveValue('NAJEM/1');
    expect(screen.getByRole('textbox', { name: 'Schedule number' })).toHaveValue('A');
    expect(asked).not.toContain('/api/contractors/9/leaseagreements/NAJEM%2F1/A');

    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(asked).toContain('/api/leaseagreements/5/depreciations/excel/fresh');
    expect(asked).not.toContain('/api/leaseagreements/5/depreciations/excel/signed');
    expect((saved.mock.contexts[0] as HTMLAnchorElement).download).toBe('depreciation-NAJEM/1-A.xlsx');
  });

  it('without an id asks for the choice', async () => {
    signInAs(session);
    mockFetch(() => envelopeResponse([]));
    renderRoute(<DepreciationPage />, { path: '/depreciation' });
    expect(await screen.findByText('Choose a contractor, an agreement number and a schedule number.')).toBeInTheDocument();
  });
});
