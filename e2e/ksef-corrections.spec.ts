import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, openWithSession, test } from './support/fixtures';
import { serverText, t } from './support/i18n';

/** The demo CSI lessor (apps/api/src/demo/seed.ts: K-001) and its agreement UL/2025/001, schedule 1. */
const LESSOR_NIP = '7251850343';
const LESSOR = 'Łódzkie Zakłady Leasingowe Sp. z o.o.';

/** KSeF's CRC-8 (polynomial 0x07, initial 0) over the number's first 32 characters (ksef-docs: faktury/numer-ksef.md). */
function crc8(text: string): string {
  let crc = 0;
  for (const byte of Buffer.from(text, 'ascii')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc.toString(16).toUpperCase().padStart(2, '0');
}

let counter = 0;
/** A KSeF number no other run uses: the seller's NIP, a date, 12 hex digits of this run, the checksum. */
function ksefNumberOf(date: string): string {
  counter += 1;
  const technical = `${Date.now().toString(16)}${counter.toString(16)}`.toUpperCase().padStart(12, '0').slice(-12);
  const data = `${LESSOR_NIP}-${date.replaceAll('-', '')}-${technical}`;
  return `${data}-${crc8(data)}`;
}

/** A report or invoice name no other run or retry uses (an invoice already held by a live report is refused). */
const unique = (prefix: string) => `${prefix}/${Date.now().toString(36)}${(counter += 1)}`;

const head = (issued: string, number: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/">
  <Naglowek>
    <KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>
    <WariantFormularza>3</WariantFormularza>
    <DataWytworzeniaFa>${issued}T09:00:00Z</DataWytworzeniaFa>
    <SystemInfo>LeaseDesk journeys</SystemInfo>
  </Naglowek>
  <Podmiot1>
    <DaneIdentyfikacyjne><NIP>${LESSOR_NIP}</NIP><Nazwa>${LESSOR}</Nazwa></DaneIdentyfikacyjne>
    <Adres><KodKraju>PL</KodKraju><AdresL1>ul. Piotrkowska 100</AdresL1><AdresL2>90-001 Łódź</AdresL2></Adres>
  </Podmiot1>
  <Podmiot2>
    <DaneIdentyfikacyjne><NIP>5260001269</NIP><Nazwa>Demo Leasing CSI</Nazwa></DaneIdentyfikacyjne>
  </Podmiot2>
  <Fa>
    <KodWaluty>PLN</KodWaluty>
    <P_1>${issued}</P_1>
    <P_2>${number}</P_2>
    <OkresFa><P_6_Od>2025-06-01</P_6_Od><P_6_Do>2025-06-30</P_6_Do></OkresFa>`;

const annotations = `
    <Adnotacje>
      <P_16>2</P_16><P_17>2</P_17><P_18>2</P_18><P_18A>2</P_18A>
      <Zwolnienie><P_19N>1</P_19N></Zwolnienie>
      <NoweSrodkiTransportu><P_22N>1</P_22N></NoweSrodkiTransportu>
      <P_23>2</P_23>
      <PMarzy><P_PMarzyN>1</P_PMarzyN></PMarzy>
    </Adnotacje>`;

const agreement = `
    <DodatkowyOpis><Klucz>NrUmowy</Klucz><Wartosc>UL/2025/001</Wartosc></DodatkowyOpis>
    <DodatkowyOpis><Klucz>Harmonogram</Klucz><Wartosc>1</Wartosc></DodatkowyOpis>`;

const tail = `
    <Platnosc><TerminPlatnosci><Termin>2025-06-17</Termin></TerminPlatnosci></Platnosc>
  </Fa>
</Faktura>
`;

/** The June instalment: rent 9 500,00 at 23 % and an exempt (zw) insurance of 40,00. */
function vatInvoice(number: string): string {
  return `${head('2025-06-03', number)}
    <P_13_1>9500.00</P_13_1>
    <P_14_1>2185.00</P_14_1>
    <P_13_7>40.00</P_13_7>
    <P_15>11725.00</P_15>${annotations}
    <RodzajFaktury>VAT</RodzajFaktury>${agreement}
    <FaWiersz>
      <NrWierszaFa>1</NrWierszaFa><P_7>Rata leasingowa 4/36</P_7><P_8A>szt.</P_8A><P_8B>1</P_8B>
      <P_9A>9500.00</P_9A><P_11>9500.00</P_11><P_12>23</P_12>
    </FaWiersz>
    <FaWiersz>
      <NrWierszaFa>2</NrWierszaFa><P_7>Ubezpieczenie przedmiotu leasingu</P_7><P_8A>usł.</P_8A><P_8B>1</P_8B>
      <P_9A>40.00</P_9A><P_11>40.00</P_11><P_12>zw</P_12>
    </FaWiersz>${tail}`;
}

/** Its correction (KOR): the rent reduced from 9 500,00 to 9 000,00 net, the state before given (StanPrzed). */
function correctionOf(number: string, corrected: { number: string; ksefNumber: string }): string {
  return `${head('2025-06-20', number)}
    <P_13_1>-500.00</P_13_1>
    <P_14_1>-115.00</P_14_1>
    <P_15>-615.00</P_15>${annotations}
    <RodzajFaktury>KOR</RodzajFaktury>
    <PrzyczynaKorekty>Rabat za terminowe płatności</PrzyczynaKorekty>
    <TypKorekty>2</TypKorekty>
    <DaneFaKorygowanej>
      <DataWystFaKorygowanej>2025-06-03</DataWystFaKorygowanej>
      <NrFaKorygowanej>${corrected.number}</NrFaKorygowanej>
      <NrKSeF>1</NrKSeF>
      <NrKSeFFaKorygowanej>${corrected.ksefNumber}</NrKSeFFaKorygowanej>
    </DaneFaKorygowanej>${agreement}
    <FaWiersz>
      <NrWierszaFa>1</NrWierszaFa><P_7>Rata leasingowa 4/36</P_7><P_8A>szt.</P_8A><P_8B>1</P_8B>
      <P_9A>9500.00</P_9A><P_11>9500.00</P_11><P_12>23</P_12><StanPrzed>1</StanPrzed>
    </FaWiersz>
    <FaWiersz>
      <NrWierszaFa>1</NrWierszaFa><P_7>Rata leasingowa 4/36</P_7><P_8A>szt.</P_8A><P_8B>1</P_8B>
      <P_9A>9000.00</P_9A><P_11>9000.00</P_11><P_12>23</P_12>
    </FaWiersz>${tail}`;
}

type Upload = { name: string; mimeType: string; buffer: Buffer };
const xmlFile = (name: string, text: string): Upload => ({ name, mimeType: 'text/xml', buffer: Buffer.from(text, 'utf8') });

/** Types the report name, picks KSeF and the files through the file chooser, and imports them. */
async function importKsef(page: Page, reportName: string, files: Upload[]): Promise<void> {
  const upload = page.getByRole('region', { name: t('invoices.upload.title') });
  await upload.getByRole('textbox', { name: t('invoices.upload.reportName') }).fill(reportName);
  await upload.getByText(t('invoices.upload.ksef'), { exact: true }).click();
  const choosing = page.waitForEvent('filechooser');
  await upload.getByRole('button', { name: t('invoices.upload.ksefFiles'), exact: true }).click();
  await (await choosing).setFiles(files);
  await upload.getByRole('button', { name: t('invoices.upload.import'), exact: true }).click();
}

/** A table row found by the line checkbox it holds. */
const rowOf = (table: Locator, sequence: number, number: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('checkbox', { name: t('invoices.merge.selectLine', { sequence, number }), exact: true }) });

test.describe('KSeF invoices and their corrections', () => {
  test('a VAT invoice and its correction are imported (an unreadable file skipped), shown as such, totalled, corrected and sent with the Optima XML', async ({ page, clientSessions }) => {
    test.setTimeout(150_000);
    const invoice = { number: unique('KSEF/E2E/FV'), ksefNumber: ksefNumberOf('2025-06-03') };
    const correction = { number: unique('KSEF/E2E/KOR'), ksefNumber: ksefNumberOf('2025-06-20') };
    const files = [
      xmlFile(`${invoice.ksefNumber}.xml`, vatInvoice(invoice.number)),
      xmlFile(`${correction.ksefNumber}.xml`, correctionOf(correction.number, invoice)),
      xmlFile('notes.xml', '<notes>not an invoice</notes>'),
    ];
    const reportName = unique('E2E KSeF korekta');
    await openWithSession(page, clientSessions.csi, '/invoiceMerge');

    // one unreadable file refuses the upload; the readable ones are imported on request and the other listed
    await importKsef(page, reportName, files);
    const refused = page.getByRole('list', { name: t('invoices.upload.refusedFiles') });
    await expect(refused.getByText('notes.xml', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: t('invoices.merge.table') })).toHaveCount(0);
    await page.getByRole('button', { name: t('invoices.upload.skipUnreadable') }).click();
    const skipped = page.getByRole('list', { name: t('invoices.upload.skippedFiles') });
    await expect(skipped.getByText('notes.xml', { exact: true })).toBeVisible();
    await expect(skipped.getByText(invoice.ksefNumber)).toHaveCount(0);

    // the correction is marked, names the invoice it corrects, and its amounts are negative
    const table = page.getByRole('table', { name: t('invoices.merge.table') });
    await expect(table.getByRole('checkbox', { name: /KSEF\/E2E\// })).toHaveCount(3);
    const correctionRow = rowOf(table, 1, correction.number);
    await expect(correctionRow.getByText(t('invoices.kinds.kor'), { exact: true })).toBeVisible();
    await expect(correctionRow.getByText(t('invoices.kinds.corrects', { number: invoice.number }))).toBeVisible();
    await expect(correctionRow.getByText(correction.ksefNumber)).toBeVisible();
    await expect(correctionRow.getByText(t('invoices.match.agreement', { contract: 'UL/2025/001', schedule: '1' }))).toBeVisible();
    await expect(correctionRow.getByText('-500,00', { exact: true }).first()).toBeVisible();
    await expect(correctionRow.getByText('-115,00', { exact: true }).first()).toBeVisible();
    await expect(rowOf(table, 2, invoice.number).getByText('zw', { exact: true })).toBeVisible();
    await expect(rowOf(table, 1, invoice.number).getByText(t('invoices.kinds.kor'), { exact: true })).toHaveCount(0);

    // the invoice alone (filtered by its KSeF number) totals 9 540,00 net; with its correction 500,00 less
    const footer = table.locator('tfoot');
    await expect(footer.getByText('9\u00a0040,00', { exact: true })).toBeVisible();
    await expect(footer.getByText('2\u00a0070,00', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t('invoices.filter.title'), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: t('invoices.filter.title') });
    await drawer.getByRole('textbox', { name: t('invoices.fields.ksefNumber') }).fill(invoice.ksefNumber);
    await drawer.getByRole('button', { name: t('invoices.filter.apply') }).click();
    await expect(table.getByRole('checkbox', { name: /KSEF\/E2E\// })).toHaveCount(2);
    await expect(footer.getByText('9\u00a0540,00', { exact: true })).toBeVisible();
    await expect(footer.getByText('2\u00a0185,00', { exact: true })).toBeVisible();

    // the same invoice in another report is refused, naming the report that holds it
    const again = unique('E2E KSeF again');
    await importKsef(page, again, [files[0] as Upload]);
    await expect(
      page.getByRole('list', { name: t('invoices.upload.refusedFiles') }).getByText(serverText('ksef.alreadyImported', { invoiceNumber: invoice.number, report: reportName })),
    ).toBeVisible();

    // the report's invoices: the correction marked; its correction shows before, change and after
    await page.getByRole('link', { name: t('invoices.merge.errorsLink', { name: reportName }) }).click();
    const invoices = page.getByRole('table', { name: t('invoices.errors.table', { name: reportName }) });
    const correctionEntry = invoices.getByRole('row', { name: t('invoices.errors.open', { number: correction.number }) });
    await expect(correctionEntry.getByText(t('invoices.kinds.kor'), { exact: true })).toBeVisible();
    await expect(correctionEntry.getByText(correction.ksefNumber)).toBeVisible();
    await correctionEntry.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: t('invoices.correction.title', { number: correction.number }) })).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('invoices.fields.ksefNumber') })).toHaveValue(correction.ksefNumber);
    const panel = page.getByRole('region', { name: t('invoices.correction.correctionOf', { number: invoice.number }) });
    await expect(panel.getByText(invoice.ksefNumber)).toBeVisible();
    await expect(panel.getByText('03/06/2025')).toBeVisible();
    await expect(panel.getByText('Rabat za terminowe płatności')).toBeVisible();
    const positions = panel.getByRole('table', { name: t('invoices.correction.positions', { currency: 'PLN' }) });
    const rent = positions.getByRole('row', { name: /Rata leasingowa 4\/36/ });
    await expect(rent.getByRole('cell')).toHaveText(['1', 'Rata leasingowa 4/36', '9\u00a0500,00', '-500,00', '9\u00a0000,00', '2\u00a0185,00', '-115,00', '2\u00a0070,00', '11\u00a0685,00', '-615,00', '11\u00a0070,00']);

    // the document's amounts are read-only until unlocked from the keyboard; the agreement stays editable
    const grid = page.getByRole('table', { name: t('invoices.correction.table') });
    const cell = (field: string) => grid.getByRole('textbox', { name: t('invoices.correction.cell', { field: t(`invoices.fields.${field}`), row: 1 }) });
    await expect(cell('positionNetAmountPln')).toHaveAttribute('readonly', '');
    await expect(cell('positionNetAmountPln')).toHaveValue('-500,00');
    await expect(cell('agreementNumber')).not.toHaveAttribute('readonly', '');
    const unlock = page.getByRole('switch', { name: t('invoices.correction.unlockDocument') });
    await unlock.focus();
    await page.keyboard.press('Space');
    await expect(cell('positionNetAmountPln')).not.toHaveAttribute('readonly', '');
    await page.keyboard.press('Space');
    await expect(cell('positionNetAmountPln')).toHaveAttribute('readonly', '');

    // sent: the workbook downloads in this tab (no blank tab), and the report's invoices offer the same send as Comarch ERP Optima XML
    const send = page.getByRole('button', { name: t('invoices.send.button') });
    await expect(send).toBeEnabled();
    const workbook = page.waitForEvent('download');
    await send.click();
    expect((await workbook).url()).toContain('/enovareports');
    expect(await (await workbook).failure()).toBeNull();
    expect(page.context().pages()).toHaveLength(1);
    const downloads = page.getByRole('region', { name: t('invoices.send.downloads') });
    await expect(downloads.getByRole('link', { name: t('invoices.send.workbook') })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await downloads.getByRole('link', { name: t('invoices.send.optimaXml') }).click();
    const optima = await downloading;
    const xml = (await readFile((await optima.path()) as string)).toString('utf8');
    expect(xml).toContain('http://www.comarch.pl/cdn/optima/offline');
    expect(xml).toContain(`<NR_KSEF>${correction.ksefNumber}</NR_KSEF>`);
    expect(xml).toContain(invoice.number);
    // the same file again, as a response: XML, by the same token
    const href = (await downloads.getByRole('link', { name: t('invoices.send.optimaXml') }).getAttribute('href')) as string;
    expect(href).toMatch(/^\/api\/reports\/\d+\/xml\/[^/]+\/optima\?lang=en$/);
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    await expect(invoices.getByRole('row', { name: t('invoices.errors.open', { number: correction.number }) })).toHaveCount(0);
  });
});
