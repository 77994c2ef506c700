import type { ReminderItem, ReminderPreferencesDto } from '@leasedesk/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { RemindersSection } from './reminders-section';

const session = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };
const items: ReminderItem[] = [
  { key: 'payment:5:2026-01-20', kind: 2, leaseAgreementId: 5, contractNumber: 'UL/2024/001', scheduleNumber: 'H-1', contractorName: 'Łódzkie Zakłady Leasingowe', date: '2026-01-20', amount: 1234.56 },
  { key: 'leaseEnd:6:2026-03-31', kind: 0, leaseAgreementId: 6, contractNumber: 'UL/2021/007', scheduleNumber: 'H-2', contractorName: 'Mazowiecki Leasing', date: '2026-03-31', amount: null },
  { key: 'indexation:7:2026-02-01', kind: 1, leaseAgreementId: 7, contractNumber: 'UL/2023/010', scheduleNumber: 'H-3', contractorName: 'Mazowiecki Leasing', date: '2026-02-01', amount: 1_250_000 },
  { key: 'impairment:8:2025-12-31', kind: 3, leaseAgreementId: 8, contractNumber: 'UL/2022/002', scheduleNumber: 'H-4', contractorName: 'Pomorski Leasing', date: '2025-12-31', amount: null },
];
const preferences: ReminderPreferencesDto = {
  leaseEnd: true,
  indexation: true,
  payments: true,
  impairment: false,
  emailDigest: false,
  language: 'en',
  email: 'ulla@leasedesk.test',
  smtpConfigured: false,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Answers the reminders (released by the test when `hold` is set) and the preferences; a PUT saves them. */
function serve({ list = items, hold = false, prefs = preferences }: { list?: ReminderItem[]; hold?: boolean; prefs?: ReminderPreferencesDto } = {}) {
  const calls: Call[] = [];
  let current = { day: '2026-01-15', items: list };
  let release: () => void = () => undefined;
  const held = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  mockFetch(async (url, init) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    calls.push({ method: init.method ?? 'GET', path: url.pathname, body });
    if (url.pathname === '/api/reminders') {
      await held;
      return envelopeResponse(current);
    }
    if (url.pathname === '/api/reminders/preferences' && init.method === 'PUT') {
      return envelopeResponse({ ...prefs, ...body });
    }
    if (url.pathname === '/api/reminders/preferences') return envelopeResponse(prefs);
    return envelopeResponse(null, { status: 404, success: false });
  });
  return {
    calls,
    release: () => release(),
    setItems: (next: ReminderItem[]) => {
      current = { ...current, items: next };
    },
  };
}

const remindersRegion = () => screen.getByRole('region', { name: 'Reminders' });
const figure = (text: string) => screen.getByText(text, { normalizer: (value) => value });

describe('RemindersSection', () => {
  beforeEach(() => signInAs(session));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows a loader, then each reminder: its kind, agreement (to its summary), contractor, date and amount as 1 234,56', async () => {
    const { release } = serve({ hold: true });
    renderRoute(<RemindersSection tenantId={1} />);
    expect(remindersRegion()).toHaveAttribute('aria-busy', 'true');
    expect(within(remindersRegion()).getByRole('status')).toHaveTextContent('Loading…');
    release();

    const table = await screen.findByRole('table', { name: 'Reminders due' });
    expect(remindersRegion()).toHaveAttribute('aria-busy', 'false');
    expect(remindersRegion()).toHaveTextContent('Due in the coming days, as of 15/01/2026');
    const allRows = within(table).getAllByRole('row');
    const rows = allRows.slice(1, -1);
    expect(rows).toHaveLength(4);
    // the total is of the payments due alone: an indexation's amount is a payment's as well
    expect(allRows.at(-1)).toHaveTextContent(/^Payments due in total\s*1\s234,56$/);
    expect(within(rows[0] as HTMLElement).getByText('Payment due')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'UL/2024/001 / H-1' })).toHaveAttribute('href', '/leaseAgreementSummary/5');
    expect(rows[0]).toHaveTextContent('Łódzkie Zakłady Leasingowe');
    expect(rows[0]).toHaveTextContent('20/01/2026');
    expect(within(rows[0] as HTMLElement).getByText('1\u00a0234,56', { normalizer: (value) => value })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Lease ends')).toBeInTheDocument();
    // no amount for a lease's end: the cell is blank
    expect(within(rows[1] as HTMLElement).getAllByRole('cell').at(-1)).toHaveTextContent(/^$/);
    expect(within(rows[2] as HTMLElement).getByText('Rent indexation')).toBeInTheDocument();
    expect(figure('1\u00a0250\u00a0000,00')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Impairment questionnaire')).toBeInTheDocument();
    expect(rows[3]).toHaveTextContent('31/12/2025');
  });

  it('writes dates and kinds as the Polish screen does', async () => {
    await act(() => i18n.changeLanguage('pl'));
    serve();
    renderRoute(<RemindersSection tenantId={1} />);
    const table = await screen.findByRole('table', { name: 'Bieżące przypomnienia' });
    expect(screen.getByRole('region', { name: 'Przypomnienia' })).toBeInTheDocument();
    expect(table).toHaveTextContent('20.01.2026');
    expect(within(table).getByText('Termin płatności')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Kwota' })).toBeInTheDocument();
  });

  it('says when nothing is due', async () => {
    serve({ list: [] });
    renderRoute(<RemindersSection tenantId={1} />);
    expect(await within(remindersRegion()).findByText('Nothing due in the coming days')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so, with a retry, when the reminders cannot be loaded', async () => {
    mockFetch(() => new Response('{}', { status: 500 }));
    renderRoute(<RemindersSection tenantId={1} />);
    expect(await within(remindersRegion()).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Nothing due in the coming days')).not.toBeInTheDocument();
  });
});

describe('Reminder settings', () => {
  beforeEach(() => signInAs(session));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage('en'));
  });

  it('opens a labelled panel of the preferences: kinds, the daily digest in the screen’s language, the address, the mail-server warning', async () => {
    await act(() => i18n.changeLanguage('pl'));
    serve();
    renderRoute(<RemindersSection tenantId={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ustawienia przypomnień' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ustawienia przypomnień' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Umowy kończące się w ciągu 90 dni' })).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Pokazywane przypomnienia' })).toBeInTheDocument();
    // the digest was never turned on: its language is the screen's
    expect(within(dialog).getByLabelText('Język podsumowania')).toHaveValue('pl');
    expect(within(dialog).getByRole('switch', { name: 'Wysyłaj mi codzienne podsumowanie e-mailem' })).not.toBeChecked();
    expect(dialog).toHaveTextContent('Nie skonfigurowano serwera poczty: podsumowania nie są wysyłane e-mailem.');
  });

  it('saves the choice, says so, closes and refreshes the list; every input is labelled and reached by keyboard', async () => {
    const { calls, setItems } = serve({ prefs: { ...preferences, smtpConfigured: true } });
    renderRoute(<RemindersSection tenantId={1} />);
    await screen.findByRole('table', { name: 'Reminders due' });
    await userEvent.click(screen.getByRole('button', { name: 'Reminder settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reminder settings' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Leases ending within 90 days' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Rent indexations within 30 days' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Payments due within 7 days' })).toBeChecked();
    const impairment = within(dialog).getByRole('checkbox', { name: 'Impairment questionnaires not answered for the last year end' });
    expect(impairment).not.toBeChecked();
    expect(within(dialog).queryByText('No mail server')).not.toBeInTheDocument();
    const address = within(dialog).getByLabelText('Digest goes to');
    expect(address).toHaveValue('ulla@leasedesk.test');
    expect(address).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Language of the digest')).toHaveValue('en');

    // by keyboard: the payments off, the impairment questionnaires on, the digest on, in Polish
    within(dialog).getByRole('checkbox', { name: 'Payments due within 7 days' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    expect(impairment).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    expect(within(dialog).getByRole('switch', { name: 'E-mail me a daily digest' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.selectOptions(within(dialog).getByLabelText('Language of the digest'), 'Polish');
    setItems(items.slice(0, 1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Reminder settings saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      leaseEnd: true,
      indexation: true,
      payments: false,
      impairment: true,
      emailDigest: true,
      language: 'pl',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reminder settings' })).not.toBeInTheDocument());
    await vi.waitFor(() => expect(within(screen.getByRole('table', { name: 'Reminders due' })).getAllByRole('row')).toHaveLength(3));
    expect(calls.filter((call) => call.path === '/api/reminders')).toHaveLength(2);
  });

  it('keeps the stored language of a digest that is on, and closes on Escape without saving', async () => {
    const { calls } = serve({ prefs: { ...preferences, emailDigest: true, language: 'pl' } });
    renderRoute(<RemindersSection tenantId={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reminder settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reminder settings' });
    expect(await within(dialog).findByLabelText('Language of the digest')).toHaveValue('pl');
    expect(within(dialog).getByRole('switch', { name: 'E-mail me a daily digest' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
