import type { InvoiceExportMailDto, InvoiceExportMailPreviewDto } from '@leasedesk/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { ExportDownloads } from './export-downloads';

const session = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };
const ready: InvoiceExportMailPreviewDto = {
  invoiceExportId: 41,
  smtpConfigured: true,
  settingsSaved: true,
  recipient: 'ksiegowosc@demo.test',
  subject: 'Invoices Demo Leasing CSI, send 41 (2026-01-15)',
  mails: [],
};
const earlier: InvoiceExportMailDto = {
  id: 7,
  invoiceExportId: 41,
  recipient: 'old@demo.test',
  subject: 'Invoices, send 41',
  attachments: ['send-41.xlsx', 'send-41-optima.xml'],
  mailedAt: '2026-01-15T08:30:00.000Z',
};
const mailed: InvoiceExportMailDto = { ...earlier, id: 8, recipient: 'ksiegowosc@demo.test', subject: ready.subject ?? '', mailedAt: '2026-01-16T09:05:07.000Z' };

/** The preview as given, and the POST answered by `post` once it is released (so the button is seen sending). */
function serve(preview: InvoiceExportMailPreviewDto, post: () => Response = () => envelopeResponse(mailed)) {
  const posts: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  mockFetch(async (url, init) => {
    if (url.pathname !== '/api/reports/41/email') return envelopeResponse(null, { status: 404, success: false });
    if (init.method === 'POST') {
      posts.push(url.pathname);
      await held;
      return post();
    }
    return envelopeResponse(preview);
  });
  return { posts, release: () => release() };
}

const sendButton = () => screen.getByRole('button', { name: 'Send by e-mail' });

describe('Send by e-mail beside a send’s downloads', () => {
  beforeEach(() => signInAs(session));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('says where the mail goes, sends it with a loader on the button, then when it was sent', async () => {
    const { posts, release } = serve({ ...ready, mails: [earlier] });
    renderRoute(<ExportDownloads sent={{ id: 41, token: 'export-token' }} />);
    const files = screen.getByRole('region', { name: 'Files of the send' });
    expect(within(files).getByRole('link', { name: 'Workbook (Excel)' })).toBeInTheDocument();
    await vi.waitFor(() => expect(sendButton()).toBeEnabled());
    expect(sendButton()).toHaveAccessibleDescription('To ksiegowosc@demo.test, subject: Invoices Demo Leasing CSI, send 41 (2026-01-15)');
    expect(files).toHaveTextContent('Sent earlier by e-mail:');
    expect(within(files).getByRole('list', { name: 'Sent earlier by e-mail:' })).toHaveTextContent(
      `${formatDateTime(earlier.mailedAt)} to old@demo.test, subject: Invoices, send 41`,
    );

    await userEvent.click(sendButton());
    await vi.waitFor(() => expect(sendButton()).toHaveAttribute('data-loading', 'true'));
    release();
    const done = await screen.findByText(`Sent to ksiegowosc@demo.test at ${formatDateTime(mailed.mailedAt)}.`);
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(formatDateTime(mailed.mailedAt)).toMatch(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}:\d{2}$/);
    expect(posts).toEqual(['/api/reports/41/email']);
    // the one just sent is not an earlier one
    expect(within(files).getByRole('list', { name: 'Sent earlier by e-mail:' }).querySelectorAll('li')).toHaveLength(1);
  });

  it('is disabled, with the reason, when the server has no mail server', async () => {
    const { posts } = serve({ ...ready, smtpConfigured: false });
    renderRoute(<ExportDownloads sent={{ id: 41, token: 'export-token' }} />);
    await vi.waitFor(() => expect(sendButton()).toHaveAccessibleDescription(/no mail server is configured \(SMTP_URL\)/));
    expect(sendButton()).toBeDisabled();
    expect(posts).toEqual([]);
  });

  it('is disabled until the client’s e-mail settings are saved, and says who can fill them in', async () => {
    serve({ ...ready, settingsSaved: false, recipient: null, subject: null });
    renderRoute(<ExportDownloads sent={{ id: 41, token: 'export-token' }} />);
    await vi.waitFor(() =>
      expect(sendButton()).toHaveAccessibleDescription(
        "Not available yet: the client's e-mail settings are not filled in. Ask the administrator to fill them in.",
      ),
    );
    expect(sendButton()).toBeDisabled();
  });

  it('shows the server’s refusal in an alert and pretends nothing was sent', async () => {
    const { release } = serve(ready, () =>
      envelopeResponse(null, { success: false, errors: [{ propertyName: '', message: 'The mail server did not accept the mail, so nothing was sent: try again later' }] }),
    );
    renderRoute(<ExportDownloads sent={{ id: 41, token: 'export-token' }} />);
    await vi.waitFor(() => expect(sendButton()).toBeEnabled());
    release();
    await userEvent.click(sendButton());
    const refusal = (await screen.findByText('The e-mail was not sent')).closest('[role="alert"]');
    expect(refusal).toHaveTextContent('The e-mail was not sent');
    expect(refusal).toHaveTextContent('The mail server did not accept the mail, so nothing was sent: try again later');
    expect(screen.queryByText(/^Sent to /)).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('is worded in Polish', async () => {
    await i18n.changeLanguage('pl');
    serve(ready);
    renderRoute(<ExportDownloads sent={{ id: 41, token: 'export-token' }} />);
    const button = screen.getByRole('button', { name: 'Wyślij e-mailem' });
    await vi.waitFor(() => expect(button).toHaveAccessibleDescription('Do ksiegowosc@demo.test, temat: Invoices Demo Leasing CSI, send 41 (2026-01-15)'));
  });
});
