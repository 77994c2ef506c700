import type { EmailSettingsDto } from '@leasedesk/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { adminSession, envelopeResponse, mockFetch, renderRoute, signInAs } from '../../../test/render';
import { EmailSettingsSection } from './email-settings-section';

const saved: EmailSettingsDto = {
  id: 3,
  name: 'Demo Leasing CSI Sp. z o.o.',
  taxId: '7251850343',
  logo: 'data:image/png;base64,AA==',
  emailAddress: 'ksiegowosc@demo.test',
  sender: 'LeaseDesk',
  emailTitle: 'Invoices {client}, send {number} ({date})',
  language: 'en',
  smtpConfigured: true,
  isSaved: true,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function serve(settings: EmailSettingsDto, put?: (body: Record<string, unknown>) => Response) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    calls.push({ method: init.method ?? 'GET', path: url.pathname, body });
    if (url.pathname !== '/api/tenants/3/emailsettings') return envelopeResponse(null, { status: 404, success: false });
    if (init.method === 'PUT') return put?.(body ?? {}) ?? envelopeResponse({ ...settings, ...body, isSaved: true });
    return envelopeResponse(settings);
  });
  return calls;
}

const section = () => screen.getByRole('region', { name: 'E-mail settings' });

describe('EmailSettingsSection', () => {
  beforeEach(() => signInAs(adminSession));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('shows the saved settings, the placeholders of the subject and the client’s logo, without a mail-server warning', async () => {
    serve(saved);
    renderRoute(<EmailSettingsSection tenantId={3} />);
    expect(await within(section()).findByLabelText(/^Company/)).toHaveValue('Demo Leasing CSI Sp. z o.o.');
    expect(screen.getByLabelText(/^Tax id \(NIP\)/)).toHaveValue('7251850343');
    expect(screen.getByLabelText(/^Accounting system's e-mail/)).toHaveValue('ksiegowosc@demo.test');
    expect(screen.getByLabelText(/^Sender/)).toHaveValue('LeaseDesk');
    const subject = screen.getByLabelText(/^E-mail subject/);
    expect(subject).toHaveValue('Invoices {client}, send {number} ({date})');
    expect(subject).toHaveAccessibleDescription(/\{number\} becomes the send's number, \{reports\} the names of the invoice reports sent, \{date\} the date of the send, \{client\} the company above/);
    expect(screen.getByLabelText('Language of the mail')).toHaveValue('en');
    expect(screen.getByRole('img', { name: 'Logo of Demo Leasing CSI Sp. z o.o. in the mail' })).toHaveAttribute('src', saved.logo);
    expect(section()).toHaveTextContent("The client's own logo: change it above, under Logo.");
    expect(screen.queryByText('No mail server')).not.toBeInTheDocument();
  });

  it('warns that nothing can be mailed without a mail server (SMTP_URL), and that unsaved settings block the hand-off', async () => {
    serve({ ...saved, smtpConfigured: false, isSaved: false, emailAddress: '', taxId: '', logo: null });
    renderRoute(<EmailSettingsSection tenantId={3} />);
    expect(await within(section()).findByText('No mail server')).toBeInTheDocument();
    expect(section()).toHaveTextContent('No mail server is configured (SMTP_URL), so hand-offs and reminders cannot be mailed.');
    expect(section()).toHaveTextContent('Not saved yet: a send can be mailed to the accounting system once these settings are saved.');
    expect(within(section()).getByText('No logo')).toBeInTheDocument();
  });

  it('saves what was typed, trimmed, in the chosen language, and says so', async () => {
    const calls = serve(saved);
    renderRoute(<EmailSettingsSection tenantId={3} />);
    const address = await screen.findByLabelText(/^Accounting system's e-mail/);
    await userEvent.clear(address);
    await userEvent.type(address, '  faktury@biuro.test ');
    await userEvent.selectOptions(screen.getByLabelText('Language of the mail'), 'Polish');
    await userEvent.click(screen.getByRole('button', { name: 'Update e-mail settings' }));
    expect(await screen.findByText('E-mail settings saved')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      name: 'Demo Leasing CSI Sp. z o.o.',
      taxId: '7251850343',
      emailAddress: 'faktury@biuro.test',
      sender: 'LeaseDesk',
      emailTitle: 'Invoices {client}, send {number} ({date})',
      language: 'pl',
    });
    expect(screen.getByLabelText(/^Accounting system's e-mail/)).toHaveValue('faktury@biuro.test');
  });

  it('shows the server’s field errors on their fields, as worded by the server', async () => {
    serve(saved, () =>
      envelopeResponse(null, {
        success: false,
        errors: [
          { propertyName: 'emailAddress', message: 'Podaj poprawny adres e-mail' },
          { propertyName: 'emailTitle', message: 'Nieznany znacznik: używaj tylko {number}, {reports}, {date} i {client}' },
        ],
      }),
    );
    renderRoute(<EmailSettingsSection tenantId={3} />);
    await screen.findByLabelText(/^Company/);
    await userEvent.click(screen.getByRole('button', { name: 'Update e-mail settings' }));
    expect(await screen.findByLabelText(/^Accounting system's e-mail/)).toHaveAccessibleDescription(/Podaj poprawny adres e-mail/);
    await vi.waitFor(() => expect(screen.getByLabelText(/^E-mail subject/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Nieznany znacznik: używaj tylko {number}, {reports}, {date} i {client}').length).toBeGreaterThan(0);
    expect(screen.queryByText('E-mail settings saved')).not.toBeInTheDocument();
  });

  it('refuses an unknown placeholder, a bad tax id and an empty inbox before asking the server', async () => {
    const calls = serve({ ...saved, emailAddress: '', taxId: '' });
    renderRoute(<EmailSettingsSection tenantId={3} />);
    const subject = await screen.findByLabelText(/^E-mail subject/);
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Invoices {{client} {{invoice}');
    await userEvent.type(screen.getByLabelText(/^Tax id \(NIP\)/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Update e-mail settings' }));
    expect(await screen.findByText('Unknown placeholder: use only {number}, {reports}, {date} and {client}')).toBeInTheDocument();
    expect(screen.getByText('Tax id must be 10 digits')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Accounting system's e-mail/)).toHaveAccessibleDescription(/This field is required/);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('is worded in Polish', async () => {
    await i18n.changeLanguage('pl');
    serve({ ...saved, smtpConfigured: false });
    renderRoute(<EmailSettingsSection tenantId={3} />);
    const region = await screen.findByRole('region', { name: 'Ustawienia e-mail' });
    expect(await within(region).findByLabelText('Język maila')).toHaveValue('en');
    expect(within(region).getByRole('option', { name: 'angielski' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Brak serwera poczty');
    expect(within(region).getByRole('button', { name: 'Zapisz ustawienia e-mail' })).toBeInTheDocument();
  });
});
