import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, LeaseAgreementDto } from '@leasedesk/contract';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { tableOf, workbookOf } from '../../support/workbook-reading.ts';
import { exampleE, exampleEChange } from './support.ts';

// The agreement's workbooks after a lease change (DOMAIN §14): the row a change starts at carries its remeasurement
// in a column of its own, totalled; an agreement without changes keeps its workbook as it was.
let t: TestApp;
let ifrs: string;
let changed: LeaseAgreementDto;
let unchanged: LeaseAgreementDto;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  ifrs = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  const contractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token: ifrs, body: { name: 'Biuro Zmian', taxId: validTaxId(320_000_091) } })).body.value as ContractorDto;
  const create = async (number: string) => (await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: ifrs, body: exampleE(contractor.id, number) })).body.value as LeaseAgreementDto;
  changed = await create('E/XLS/1');
  unchanged = await create('E/XLS/2');
  const posted = await t.call('POST', `/api/leaseagreements/${changed.id}/changes`, { token: ifrs, body: exampleEChange });
  if (!posted.body.success) throw new Error(JSON.stringify(posted.body.errors));
});
afterAll(async () => t.close());

const workbook = async (url: string, language: 'en' | 'pl' = 'en') => {
  const reply = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  expect(reply.statusCode).toBe(200);
  return workbookOf(reply.rawPayload);
};

describe('Excel of an agreement with a lease change', () => {
  it('the schedule shows row 25’s remeasurement beside the opening it moved, totalled', async () => {
    const sheet = (await workbook(`/api/leaseagreements/${changed.id}/leasecalculations/excel/${changed.token}`)).getWorksheet('Schedule') as ExcelJS.Worksheet;
    const table = tableOf(sheet);
    expect(table.header.slice(0, 5)).toEqual(['Period', 'Payment date', 'General ledger income date', 'Remeasurement', 'Opening balance']);
    expect(table.rows[24]).toMatchObject({ Period: 25, Remeasurement: -119_748.74, 'Opening balance': 208_961.44, Interest: 1306.01, 'Closing balance': 203_767.45 });
    expect(table.rows[23]).toMatchObject({ Period: 24, Remeasurement: 0, 'Closing balance': 328_710.18 });
    expect(table.total?.['Remeasurement']).toMatchObject({ result: -119_748.74 });
  });

  it('the depreciation restarts at R_after with its remeasurement, in Polish too', async () => {
    const sheet = (await workbook(`/api/leaseagreements/${changed.id}/depreciations/excel/${changed.token}`, 'pl')).worksheets[0] as ExcelJS.Worksheet;
    const table = tableOf(sheet, 'Razem');
    expect(table.header).toContain('Aktualizacja wyceny');
    expect(table.rows[24]).toMatchObject({ 'Aktualizacja wyceny': -113_845.99 });
    expect(table.total?.['Aktualizacja wyceny']).toMatchObject({ result: -113_845.99 });
  });

  it('an agreement without changes has no remeasurement column', async () => {
    const book = await workbook(`/api/leaseagreements/${unchanged.id}/leasecalculations/excel/${unchanged.token}`);
    expect(tableOf(book.getWorksheet('Schedule') as ExcelJS.Worksheet).header).not.toContain('Remeasurement');
    const depreciation = await workbook(`/api/leaseagreements/${unchanged.id}/depreciations/excel/${unchanged.token}`);
    expect(tableOf(depreciation.worksheets[0] as ExcelJS.Worksheet).header).not.toContain('Remeasurement');
  });
});
