import type { AgreementImportResult, ExternalFiguresImportResult, ImportedAgreement } from '@leasedesk/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { envelopeResponse, mockFetch, renderRoute, signInAs, userSession } from '../../../test/render';
import { ImportPage } from './import-page';

const session = { ...userSession, tenantId: 1, tenantName: 'Demo Leasing CSI' };

const agreementOf = (row: number, overrides: Partial<ImportedAgreement> = {}): ImportedAgreement => ({
  row,
  contractNumber: `IMP/${row}`,
  scheduleNumber: '1',
  contractorName: 'Łódzkie Zakłady Leasingowe Sp. z o.o.',
  leaseAgreementId: null,
  initialValue: 1000.1 * row,
  rate: 0.0725,
  scheduleRows: 36,
  ...overrides,
});

const dryRun: AgreementImportResult = { dryRun: true, count: 3, agreements: [agreementOf(2), agreementOf(3), agreementOf(4, { initialValue: 517595.22 })] };
const stored: AgreementImportResult = {
  dryRun: false,
  count: 3,
  agreements: dryRun.agreements.map((agreement, index) => ({ ...agreement, leaseAgreementId: 70 + index })),
};
const refusal = [
  { propertyName: 'row 3: rentPaymentAmount', message: 'Enter an amount with at most 2 decimals' },
  { propertyName: 'row 5: contractorTaxId', message: 'No live contractor has this tax id' },
  { propertyName: 'row 2: startingDate', message: 'Enter a date as YYYY-MM-DD or DD.MM.YYYY' },
];
const figures: ExternalFiguresImportResult = {
  dryRun: true,
  agreements: [
    { leaseAgreementId: 70, contractNumber: 'IMP/2', scheduleNumber: '1', rows: 36 },
    { leaseAgreementId: 71, contractNumber: 'IMP/3', scheduleNumber: '1', rows: 24 },
  ],
};

interface Call {
  path: string;
  search: string;
  file: FormDataEntryValue | null;
}

/** The import routes as the API answers them; `answers` replaces an answer by path and dry run. */
function api(answers: { dryRun?: () => Response | Promise<Response>; store?: () => Response | Promise<Response> } = {}) {
  const calls: Call[] = [];
  const fetchMock = mockFetch((url, init) => {
    calls.push({ path: url.pathname, search: url.search, file: init.body instanceof FormData ? init.body.get('file') : null });
    const isDryRun = url.searchParams.get('dryRun') === 'true';
    if (url.pathname === '/api/leaseagreement/csv') {
      if (isDryRun) return answers.dryRun?.() ?? envelopeResponse(dryRun);
      return answers.store?.() ?? envelopeResponse(stored);
    }
    if (url.pathname === '/api/leaseamortizations/csv' || url.pathname === '/api/leasecalculations/csv') {
      return envelopeResponse({ ...figures, dryRun: isDryRun });
    }
    if (url.pathname.endsWith('/template')) return new Response('contractorTaxId;contractNumber\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    return envelopeResponse(null, { status: 404 });
  });
  return { calls, fetchMock };
}

const csv = (name = 'agreements.csv', content = 'contractorTaxId;contractNumber\n7251850343;IMP/2\n') => new File([content], name, { type: 'text/csv' });

async function drop(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, file, { applyAccept: false });
}

/** The number column's values, top to bottom, as shown. */
function columnValues(table: HTMLElement, index: number): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[index]?.textContent ?? '')
    .filter((text) => text !== '');
}

describe('/import', () => {
  beforeEach(() => signInAs(session));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage('en'));
  });

  it('checks a dropped agreements file with a dry run at once and shows its figures, sortable by row, with the total', async () => {
    const { calls } = api();
    renderRoute(<ImportPage />, { path: '/import' });
    expect(screen.getByRole('heading', { name: 'Import from CSV' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Agreements' })).toBeChecked();
    await drop(csv());

    const table = await screen.findByRole('table', { name: 'Agreements in the file' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: '/api/leaseagreement/csv', search: '?dryRun=true' });
    expect(calls[0]?.file).toBeInstanceOf(File);
    expect(screen.getByText('Agreements the file would store: 3. Check the figures, then confirm.')).toBeVisible();
    const first = within(table).getByRole('row', { name: /IMP\/2/ });
    expect(first).toHaveTextContent('Łódzkie Zakłady Leasingowe Sp. z o.o.');
    // money `1 234,56` and the rate as a percent (Testing Library reads the no-break spaces as spaces)
    expect(first).toHaveTextContent('2 000,20');
    expect(first).toHaveTextContent('7,25 %');
    expect(first).toHaveTextContent('36');
    // 2 000,20 + 3 000,30 + 517 595,22 added in cents
    expect(within(table).getByText('522 595,72')).toBeVisible();
    expect(columnValues(table, 0)).toEqual(['2', '3', '4']);

    await userEvent.click(within(table).getByRole('button', { name: /Row/ }));
    expect(columnValues(table, 0)).toEqual(['4', '3', '2']);
    await userEvent.click(within(table).getByRole('button', { name: /Row/ }));
    expect(columnValues(table, 0)).toEqual(['2', '3', '4']);
    expect(screen.getByRole('button', { name: 'Confirm the import' })).toBeEnabled();
    // nothing is stored until confirmed
    expect(calls.filter((call) => call.search === '')).toEqual([]);
  });

  it('lists a refused file’s errors by row and column, sortable by row, with Confirm disabled', async () => {
    api({ dryRun: () => envelopeResponse(null, { success: false, errors: refusal }) });
    renderRoute(<ImportPage />, { path: '/import' });
    await drop(csv());

    const errors = await screen.findByRole('table', { name: 'Import errors' });
    expect(screen.getByText('The file cannot be imported')).toBeVisible();
    expect(screen.getByText(/Problems found: 3/)).toBeVisible();
    expect(within(errors).getByRole('row', { name: /^3 rentPaymentAmount Enter an amount with at most 2 decimals$/ })).toBeVisible();
    expect(within(errors).getByRole('row', { name: /^5 contractorTaxId No live contractor has this tax id$/ })).toBeVisible();
    expect(columnValues(errors, 0)).toEqual(['2', '3', '5']);
    await userEvent.click(within(errors).getByRole('button', { name: /Row/ }));
    expect(columnValues(errors, 0)).toEqual(['5', '3', '2']);
    expect(screen.getByRole('button', { name: 'Confirm the import' })).toBeDisabled();
    expect(screen.queryByRole('table', { name: 'Agreements in the file' })).not.toBeInTheDocument();
  });

  it('lists every error of a row, each on its own line with its row, in the file’s column order whichever way the rows are sorted', async () => {
    const threeOnOneRow = [
      { propertyName: 'row 2: contractorTaxId', message: 'No live contractor has this tax id' },
      { propertyName: 'row 4: startingDate', message: 'Expected a date that exists in the calendar' },
      { propertyName: 'row 4: termInMonths', message: 'The term (35 months) must be a whole multiple of the payment interval (quarterly: 3 months).' },
      { propertyName: 'row 4: rentPaymentAmount', message: 'Rent payment must not be negative (got -100,00).' },
    ];
    api({ dryRun: () => envelopeResponse(null, { success: false, errors: threeOnOneRow }) });
    renderRoute(<ImportPage />, { path: '/import' });
    await drop(csv());

    const errors = await screen.findByRole('table', { name: 'Import errors' });
    expect(screen.getByText(/Problems found: 4/)).toBeVisible();
    expect(within(errors).getByRole('row', { name: /^4 startingDate Expected a date that exists in the calendar$/ })).toBeVisible();
    expect(within(errors).getByRole('row', { name: /^4 termInMonths The term \(35 months\)/ })).toBeVisible();
    expect(within(errors).getByRole('row', { name: /^4 rentPaymentAmount Rent payment must not be negative/ })).toBeVisible();
    expect(columnValues(errors, 0)).toEqual(['2', '4', '4', '4']);
    expect(columnValues(errors, 1)).toEqual(['contractorTaxId', 'startingDate', 'termInMonths', 'rentPaymentAmount']);
    await userEvent.click(within(errors).getByRole('button', { name: /Row/ }));
    expect(columnValues(errors, 0)).toEqual(['4', '4', '4', '2']);
    expect(columnValues(errors, 1)).toEqual(['startingDate', 'termInMonths', 'rentPaymentAmount', 'contractorTaxId']);
  });

  it('says the errors by row and column in Polish', async () => {
    await act(() => i18n.changeLanguage('pl'));
    api({ dryRun: () => envelopeResponse(null, { success: false, errors: [...refusal, { propertyName: 'file', message: 'Brak kolumny contractNumber' }] }) });
    renderRoute(<ImportPage />, { path: '/import' });
    expect(screen.getByRole('heading', { name: 'Import z pliku CSV' })).toBeVisible();
    await drop(csv());

    const errors = await screen.findByRole('table', { name: 'Błędy importu' });
    expect(within(errors).getByRole('columnheader', { name: /Wiersz/ })).toBeVisible();
    expect(within(errors).getByRole('columnheader', { name: 'Kolumna' })).toBeVisible();
    expect(within(errors).getByRole('row', { name: /^3 rentPaymentAmount/ })).toBeVisible();
    // a problem of the whole file has no row and comes last
    expect(within(errors).getByRole('row', { name: /^— cały plik Brak kolumny contractNumber$/ })).toBeVisible();
    expect(screen.getByText('Nie można zaimportować pliku')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zatwierdź import' })).toBeDisabled();
  });

  it('imports on Confirm with a progress bar while the file is stored, then links to the imported agreements', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = api({ store: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderRoute(<ImportPage />, { path: '/import' });
    await drop(csv());
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm the import' }));

    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('radio', { name: 'Schedules' })).toBeDisabled();
    const storeCall = calls.at(-1);
    expect(storeCall).toMatchObject({ path: '/api/leaseagreement/csv', search: '' });
    expect(storeCall?.file).toBe(calls[0]?.file);

    await act(async () => answer(envelopeResponse(stored)));
    expect(await screen.findByText('Agreements imported: 3.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'What was imported' });
    expect(within(links).getByRole('link', { name: 'Agreement IMP/2, schedule 1' })).toHaveAttribute('href', '/leaseAgreementSummary/70');
    expect(within(links).getByRole('link', { name: 'Agreement IMP/4, schedule 1' })).toHaveAttribute('href', '/leaseAgreementSummary/72');

    await userEvent.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.queryByRole('navigation', { name: 'What was imported' })).not.toBeInTheDocument();
  });

  it('shows the errors of an import refused at Confirm (a duplicate stored meanwhile), and keeps Confirm disabled', async () => {
    api({ store: () => envelopeResponse(null, { success: false, errors: [{ propertyName: 'row 2: contractNumber', message: 'Agreement IMP/2 / 1 already exists' }] }) });
    renderRoute(<ImportPage />, { path: '/import' });
    await drop(csv());
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm the import' }));
    const errors = await screen.findByRole('table', { name: 'Import errors' });
    expect(within(errors).getByRole('row', { name: /^2 contractNumber Agreement IMP\/2 \/ 1 already exists$/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm the import' })).toBeDisabled();
  });

  it('offers to try again when the dry run gets no answer it can read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failures = 1;
    const { calls } = api({ dryRun: () => (failures-- > 0 ? new Response('upstream down', { status: 502 }) : envelopeResponse(dryRun)) });
    renderRoute(<ImportPage />, { path: '/import' });
    await drop(csv());
    expect(await screen.findByText('The file could not be checked. Please try again.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Agreements in the file' })).toBeVisible();
    expect(calls.map((call) => call.search)).toEqual(['?dryRun=true', '?dryRun=true']);
  });

  it('states the limits beside the file picker, before a file is chosen: the rows one agreements import writes only for agreements', async () => {
    const { fetchMock } = api();
    renderRoute(<ImportPage />, { path: '/import' });
    expect(screen.getByText("UTF-8 or Windows-1250, ';' or ',' between columns; up to 10 MB and 50 000 rows.")).toBeVisible();
    const written = "One import writes at most 100 000 rows of schedules and depreciation: each month of an agreement's term is a schedule row, and under IFRS 16 a depreciation row too.";
    expect(screen.getByText(written)).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Schedules' }));
    expect(screen.queryByText(written)).not.toBeInTheDocument();
    expect(screen.getByText(/up to 10 MB and 50 000 rows/)).toBeVisible();

    await act(() => i18n.changeLanguage('pl'));
    await userEvent.click(screen.getByRole('radio', { name: 'Umowy' }));
    expect(screen.getByText("UTF-8 lub Windows-1250, kolumny rozdzielone ';' lub ','; do 10 MB i 50 000 wierszy.")).toBeVisible();
    expect(
      screen.getByText('Jeden import zapisuje najwyżej 100 000 wierszy harmonogramów i amortyzacji: każdy miesiąc okresu umowy to wiersz harmonogramu, a w MSSF 16 także wiersz amortyzacji.'),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB in the browser, with the reason, and sends nothing', async () => {
    const { fetchMock } = api();
    renderRoute(<ImportPage />, { path: '/import' });
    const large = csv('large.csv');
    Object.defineProperty(large, 'size', { value: 10 * 1024 * 1024 + 1 });
    await drop(large);
    expect(await screen.findByText('The file large.csv is larger than 10 MB (10,1 MB). Split it into smaller files.')).toBeVisible();
    await drop(new File(['PK'], 'sheet.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    expect(await screen.findByText('sheet.xlsx is not a CSV file. Save the sheet as CSV (.csv) and choose it again.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Confirm the import' })).not.toBeInTheDocument();
  });

  it('imports a schedules file from another system through its own route and links to its agreements', async () => {
    const { calls } = api();
    renderRoute(<ImportPage />, { path: '/import' });
    await userEvent.click(screen.getByRole('radio', { name: 'Schedules' }));
    expect(screen.getByText(/kept beside ours and compared with them/)).toBeVisible();
    await drop(csv('schedules.csv'));

    const table = await screen.findByRole('table', { name: 'Agreements whose figures the file holds' });
    expect(calls[0]).toMatchObject({ path: '/api/leaseamortizations/csv', search: '?dryRun=true' });
    expect(within(table).getByRole('row', { name: /IMP\/3 1 24/ })).toBeVisible();
    // the rows added up
    expect(within(table).getByText('60')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the import' }));
    expect(await screen.findByText('Schedules imported for 2 agreements (rows: 60). Their summaries show the reconciliation.')).toBeVisible();
    expect(calls.at(-1)).toMatchObject({ path: '/api/leaseamortizations/csv', search: '' });
    expect(screen.getByRole('link', { name: 'Agreement IMP/3, schedule 1' })).toHaveAttribute('href', '/leaseAgreementSummary/71');
  });

  it('downloads the template of the chosen kind with the session', async () => {
    const { fetchMock } = api();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderRoute(<ImportPage />, { path: '/import' });
    await userEvent.click(screen.getByRole('radio', { name: 'Calculations' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download the template: Calculations' }));
    await vi.waitFor(() => expect(saved).toEqual(['calculations-template.csv']));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/leasecalculations/csv/template');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer user-token');
  });
});
