import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  it('with an id loads the agreement directly: its periods, the chooser filled in, the Excel link', async () => {
    signInAs(session);
    const asked: string[] = [];
    mockFetch((url) => {
      asked.push(url.pathname);
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
    expect(screen.getByRole('link', { name: 'Download Excel' })).toHaveAttribute('href', '/api/leaseagreements/5/depreciations/excel/signed');
    expect(screen.getByRole('textbox', { name: 'Agreement number' })).toHaveValue('NAJEM/1');
    expect(screen.getByRole('textbox', { name: 'Schedule number' })).toHaveValue('A');
    expect(asked).not.toContain('/api/contractors/9/leaseagreements/NAJEM%2F1/A');
  });

  it('without an id asks for the choice', async () => {
    signInAs(session);
    mockFetch(() => envelopeResponse([]));
    renderRoute(<DepreciationPage />, { path: '/depreciation' });
    expect(await screen.findByText('Choose a contractor, an agreement number and a schedule number.')).toBeInTheDocument();
  });
});
