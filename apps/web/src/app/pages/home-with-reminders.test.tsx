import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSession, envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../test/render';
import { lazyPage } from '../lazy-page';
import { loadHomeWithReminders } from './home-with-reminders';

const HomeWithReminders = lazyPage(loadHomeWithReminders);

function serve() {
  const asked: string[] = [];
  mockFetch((url) => {
    asked.push(url.pathname);
    if (url.pathname === '/api/reminders') {
      return envelopeResponse({
        day: '2026-01-15',
        items: [{ key: 'k', kind: 2, leaseAgreementId: 5, contractNumber: 'UL/1', scheduleNumber: 'H-1', contractorName: 'Lessor', date: '2026-01-20', amount: 9500 }],
      });
    }
    return envelopeResponse(null);
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('home with the client’s reminders', () => {
  it('shows a client’s reminders under the cards', async () => {
    signInAs({ ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' });
    serve();
    renderRoute(<HomeWithReminders name="Ulla" clientName="Demo Leasing CSI" standard="CSI" cards={[]} />);
    const reminders = await screen.findByRole('region', { name: 'Reminders' });
    expect(await within(reminders).findByRole('link', { name: 'UL/1 / H-1' })).toHaveAttribute('href', '/leaseAgreementSummary/5');
    expect(within(reminders).getByRole('button', { name: 'Reminder settings' })).toBeInTheDocument();
  });

  it('shows none to an administrator, who has no client', async () => {
    signInAs(adminSession);
    const asked = serve();
    renderRoute(<HomeWithReminders name="Ada" clientName={null} standard="CSI" cards={[]} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reminders' })).not.toBeInTheDocument();
    expect(asked).not.toContain('/api/reminders');
  });
});
