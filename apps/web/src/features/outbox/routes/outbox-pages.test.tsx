import type { OutboxListEntry, OutboxMail } from '@leasedesk/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { adminSession, envelopeResponse, mockFetch, renderRoute, signInAs } from '../../../test/render';
import { OutboxMailPage } from './outbox-mail-page';
import { OutboxPage } from './outbox-page';

const link = 'http://localhost:5173/passwordReset/3/q2Vx1/Zk8+Lw3mN0pR4sT6uV8wX0yZ2aB4cD6eF8gH0=';
const held: OutboxListEntry = {
  id: 7,
  recipient: 'user@leasedesk.test',
  subject: 'LeaseDesk: reset your password',
  createdAt: new Date(2026, 10, 27, 9, 30).toISOString(),
  shownAt: null,
};
const shownAt = new Date(2026, 10, 27, 9, 45).toISOString();
const firstRead: OutboxMail = { ...held, shownAt, text: `Hello Ulla,\n\nTo choose a new password, open:\n${link}\n`, html: null, firstShowing: true };
const laterRead: OutboxMail = { ...firstRead, text: 'To choose a new password, open:\nhttp://localhost:5173/passwordReset/3/[shown once, removed]\n', firstShowing: false };

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('OutboxPage', () => {
  it('lists the kept mails with whether their links were shown, each opening its own page', async () => {
    signInAs(adminSession);
    mockFetch((url) => (url.pathname === '/api/outbox' ? envelopeResponse([held, { ...held, id: 6, shownAt }]) : envelopeResponse(null)));
    renderRoute(<OutboxPage />, { path: '/outbox', extra: [{ path: '/outbox/:id', element: <p>mail page</p> }] });
    expect(screen.getByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Outbox' });
    expect(await within(table).findByText('Not shown yet')).toBeInTheDocument();
    expect(within(table).getByText(/^Shown on /)).toBeInTheDocument();
    const [first] = within(table).getAllByRole('link', { name: 'LeaseDesk: reset your password' });
    expect(first).toHaveAttribute('href', '/outbox/7');
  });

  it('says so when no mail is waiting, in Polish too', async () => {
    signInAs(adminSession);
    mockFetch(() => envelopeResponse([]));
    await act(() => i18n.changeLanguage('pl'));
    renderRoute(<OutboxPage />, { path: '/outbox' });
    expect(await screen.findByText('W skrzynce nadawczej nie czeka żadna wiadomość.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('OutboxMailPage', () => {
  it('shows the link on the first opening with the warning that it is shown once, asking the server once', async () => {
    signInAs(adminSession);
    const fetched = mockFetch((url) => (url.pathname === '/api/outbox/7' ? envelopeResponse(firstRead) : envelopeResponse(null)));
    renderRoute(<OutboxMailPage />, { path: '/outbox/:id', url: '/outbox/7' });
    expect(await screen.findByText('Shown once')).toBeInTheDocument();
    expect(screen.getByText(/the only time the mail's link is shown/)).toBeInTheDocument();
    expect(screen.getByLabelText('Mail text')).toHaveTextContent(link);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('shows a mail opened before without its token, saying when the link was shown', async () => {
    signInAs(adminSession);
    mockFetch(() => envelopeResponse(laterRead));
    renderRoute(<OutboxMailPage />, { path: '/outbox/:id', url: '/outbox/7' });
    expect(await screen.findByText('Link already shown')).toBeInTheDocument();
    expect(screen.getByLabelText('Mail text')).toHaveTextContent('[shown once, removed]');
    expect(screen.getByLabelText('Mail text')).not.toHaveTextContent('q2Vx1');
  });

  it('says that a mail is not there', async () => {
    signInAs(adminSession);
    mockFetch(() => envelopeResponse(null, { success: false, status: 404, errors: [{ propertyName: '', message: 'Mail not found in the outbox' }] }));
    renderRoute(<OutboxMailPage />, { path: '/outbox/:id', url: '/outbox/99' });
    expect(await screen.findByText('This mail is not in the outbox.')).toBeInTheDocument();
  });
});
