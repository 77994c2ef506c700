import type { EmailSettingsDto } from '@leasedesk/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSession, envelopeResponse, mockFetch, renderRoute, signInAs } from '../../test/render';
import { lazyPage } from '../lazy-page';
import { loadTenantRecordPage } from './tenant-record-page';

const TenantRecordPage = lazyPage(loadTenantRecordPage);

const tenant = { id: 3, name: 'Old Co', createDate: '2026-01-01', isDeleted: false, accountingStandard: 0, logo: 'data:image/png;base64,AA==' };
const settings: EmailSettingsDto = {
  id: 3,
  name: 'Old Co Sp. z o.o.',
  taxId: '',
  logo: 'data:image/png;base64,AA==',
  emailAddress: '',
  sender: 'LeaseDesk',
  emailTitle: 'Invoices for the accounting system: {client}, send {number} ({date})',
  language: 'en',
  smtpConfigured: false,
  isSaved: false,
};

function serve() {
  const asked: string[] = [];
  mockFetch((url) => {
    asked.push(url.pathname);
    if (url.pathname === '/api/tenants/3') return envelopeResponse(tenant);
    if (url.pathname === '/api/tenants/3/emailsettings') return envelopeResponse(settings);
    if (url.pathname === '/api/accountingstandards') return envelopeResponse([{ id: 0, name: 'CSI' }, { id: 1, name: 'IFRS16' }]);
    return envelopeResponse(null);
  });
  return asked;
}

describe('the client’s page with its e-mail settings', () => {
  beforeEach(() => signInAs(adminSession));
  afterEach(() => vi.unstubAllGlobals());

  it('shows an existing client’s form, then its e-mail settings with the no-mail-server warning', async () => {
    serve();
    renderRoute(<TenantRecordPage />, { path: '/tenant/:id', url: '/tenant/3' });
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Old Co');
    const section = await screen.findByRole('region', { name: 'E-mail settings' });
    expect(await within(section).findByLabelText(/^Company/)).toHaveValue('Old Co Sp. z o.o.');
    expect(section).toHaveTextContent('No mail server is configured (SMTP_URL), so hand-offs and reminders cannot be mailed.');
    // the client's own Save and the section's are told apart
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Update e-mail settings' })).toBeInTheDocument();
  });

  it('has no e-mail settings for a client not yet created', async () => {
    const asked = serve();
    renderRoute(<TenantRecordPage />, { path: '/tenant', url: '/tenant' });
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'E-mail settings' })).not.toBeInTheDocument();
    expect(asked.filter((path) => path.endsWith('/emailsettings'))).toEqual([]);
  });
});
