import type { ImpairmentAnswersInput, ImpairmentProcedure, ImpairmentQuestionnaire } from '@leasedesk/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { ImpairmentPanel } from './impairment-panel';

const session = { ...userSession, tenantId: 2, tenantName: 'Demo Lessee IFRS16', accountingStandard: 'IFRS16' as const };
const indicators = [
  ['Decline in market value', 'Spadek wartości rynkowej'],
  ['Adverse changes', 'Niekorzystne zmiany'],
  ['Interest rates rose', 'Wzrost stóp procentowych'],
].map(([questionEN, questionPL], index) => ({ sequence: index + 1, questionEN: questionEN as string, questionPL: questionPL as string }));

/** A year end's questionnaire of agreement 9 with these answers, in sequence order. */
function questionnaire(accountingYearEnd: string, answers: (boolean | null)[], isArchived: boolean, isStored: boolean): ImpairmentQuestionnaire {
  return {
    leaseAgreementId: 9,
    accountingYearEnd,
    isArchived,
    isStored,
    impairmentTestRequired: answers.some((answer) => answer === true),
    questions: indicators.map((indicator, index) => ({ ...indicator, answer: answers[index] ?? null, isArchived, accountingYearEnd, leaseAgreementId: 9 })),
  };
}

/** A server keeping questionnaires as DOMAIN §10 says: a later year end archives the earlier ones, which are read-only. */
function fakeServer(stored: ImpairmentQuestionnaire[] = []) {
  const puts: ImpairmentAnswersInput[] = [];
  const procedure = (questionnaires: ImpairmentQuestionnaire[]): ImpairmentProcedure => ({
    leaseAgreementId: 9,
    impairmentTestRequired: stored.find((entry) => !entry.isArchived)?.impairmentTestRequired ?? false,
    questionnaires,
  });
  mockFetch((url, init) => {
    if (url.pathname !== '/api/leaseagreements/9/impairmentprocedure') return envelopeResponse(null, { status: 404 });
    if (init.method === 'PUT') {
      const input = JSON.parse(String(init.body)) as ImpairmentAnswersInput;
      puts.push(input);
      const current = stored.find((entry) => !entry.isArchived);
      if (current && input.accountingYearEnd < current.accountingYearEnd) {
        return envelopeResponse(null, { success: false, errors: [{ propertyName: 'accountingYearEnd', message: 'This year end is archived' }] });
      }
      const answers = input.answers.map((entry) => entry.answer);
      const others = stored.filter((entry) => entry.accountingYearEnd !== input.accountingYearEnd).map((entry) => ({ ...entry, isArchived: true }));
      stored.splice(0, stored.length, questionnaire(input.accountingYearEnd, answers, false, true), ...others);
      return envelopeResponse(procedure(stored));
    }
    const yearEnd = url.searchParams.get('accountingYearEnd');
    if (!yearEnd) return envelopeResponse(procedure(stored));
    const current = stored.find((entry) => !entry.isArchived);
    const found = stored.find((entry) => entry.accountingYearEnd === yearEnd);
    return envelopeResponse(procedure([found ?? questionnaire(yearEnd, [], current !== undefined && current.accountingYearEnd > yearEnd, false)]));
  });
  return { puts };
}

vi.setConfig({ testTimeout: 30_000 });

afterEach(async () => {
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

describe('ImpairmentPanel', () => {
  it('offers 31 December of this year when nothing is stored, and saves every answer by keyboard and click', async () => {
    signInAs(session);
    const { puts } = fakeServer();
    renderRoute(<ImpairmentPanel leaseAgreementId={9} />);
    const yearEnd = await screen.findByRole('textbox', { name: /^Accounting year end/ });
    await vi.waitFor(() => expect(yearEnd).toHaveValue(`31/12/${new Date().getFullYear()}`));
    const first = await screen.findByRole('radiogroup', { name: '1. Decline in market value' });
    await userEvent.click(within(first).getByRole('radio', { name: 'No' }));
    // arrow keys move within a group, as radios do
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(first).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await userEvent.click(within(screen.getByRole('radiogroup', { name: '2. Adverse changes' })).getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      accountingYearEnd: `${new Date().getFullYear()}-12-31`,
      answers: [
        { sequence: 1, answer: true },
        { sequence: 2, answer: false },
        { sequence: 3, answer: null },
      ],
    });
    expect(await screen.findByText('Impairment test required')).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: '1. Decline in market value' })).getByRole('radio', { name: 'Yes' })).toBeChecked();
  });

  it('shows the current year end in Polish with the banner, the calm line when all are no, and earlier year ends read-only', async () => {
    signInAs(session);
    await act(() => i18n.changeLanguage('pl'));
    const stored = [questionnaire('2025-12-31', [false, true, false], false, true), questionnaire('2024-12-31', [false, false, false], true, true)];
    const { puts } = fakeServer(stored);
    renderRoute(<ImpairmentPanel leaseAgreementId={9} />);
    const shownYearEnd = await screen.findByRole('textbox', { name: /^Koniec roku obrotowego/ });
    await vi.waitFor(() => expect(shownYearEnd).toHaveValue('31.12.2025'));
    expect(await screen.findByText('Wymagany test na utratę wartości')).toBeInTheDocument();
    const second = await screen.findByRole('radiogroup', { name: '2. Niekorzystne zmiany' });
    expect(within(second).getByRole('radio', { name: 'Tak' })).toBeChecked();

    // the history lists the archived year end with its verdict and answers
    await userEvent.click(screen.getByRole('button', { name: /Koniec roku 31\.12\.2024/ }));
    expect(screen.getByRole('button', { name: /Koniec roku 31\.12\.2024/ })).toHaveTextContent('Test niewymagany');
    expect(await screen.findByText(/1\. Spadek wartości rynkowej:/)).toBeInTheDocument();

    // picking the archived year end shows it read-only
    const yearEnd = screen.getByRole('textbox', { name: /^Koniec roku obrotowego/ });
    await userEvent.clear(yearEnd);
    await userEvent.type(yearEnd, '31.12.2024');
    expect(await screen.findByText(/Ten rok jest zarchiwizowany/)).toBeInTheDocument();
    expect(await screen.findByText(/Brak przesłanek utraty wartości/)).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: '1. Spadek wartości rynkowej' })).getByRole('radio', { name: 'Nie' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Zapisz odpowiedzi' })).not.toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('answers a later year end, which moves the earlier one into the history', async () => {
    signInAs(session);
    const stored = [questionnaire('2025-12-31', [false, false, false], false, true)];
    const { puts } = fakeServer(stored);
    renderRoute(<ImpairmentPanel leaseAgreementId={9} />);
    expect(await screen.findByText('No impairment indicators: every question is answered "no".')).toBeInTheDocument();
    expect(screen.getByText('No earlier year ends.')).toBeInTheDocument();
    const yearEnd = screen.getByRole('textbox', { name: /^Accounting year end/ });
    await userEvent.clear(yearEnd);
    await userEvent.type(yearEnd, '31/12/2026');
    const first = await screen.findByRole('radiogroup', { name: '1. Decline in market value' });
    await vi.waitFor(() => expect(within(first).getByRole('radio', { name: 'No' })).not.toBeChecked());
    await userEvent.click(within(first).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findByRole('button', { name: /Year end 31\/12\/2025/ })).toBeInTheDocument();
    expect(puts.map((input) => input.accountingYearEnd)).toEqual(['2026-12-31']);
    expect(screen.getByText('Impairment test required')).toBeInTheDocument();
  });

  it("puts the server's refusal of the year end under the date", async () => {
    signInAs(session);
    const stored = [questionnaire('2025-12-31', [false, false, false], false, true)];
    mockFetch((url, init) => {
      if (init.method === 'PUT') return envelopeResponse(null, { success: false, errors: [{ propertyName: 'accountingYearEnd', message: 'Before the agreement starts' }] });
      return envelopeResponse({ leaseAgreementId: 9, impairmentTestRequired: false, questionnaires: stored });
    });
    renderRoute(<ImpairmentPanel leaseAgreementId={9} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save answers' }));
    expect(await screen.findByText('Before the agreement starts', { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
  });
});
