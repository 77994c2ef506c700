import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, LeaseAgreementDto, LeaseChangeDto } from '@leasedesk/contract';
import { leaseChanges } from '../../../src/db/schema.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { exampleA, exampleE, exampleEChange } from './support.ts';

/** DOMAIN §14's rules as field errors in the caller's language; the routes' refusals (CSI, another tenant's agreement). */
let t: TestApp;
let ifrs: string;
let csi: string;
let agreement: LeaseAgreementDto;
let changed: LeaseAgreementDto;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  ifrs = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  csi = await t.tenantToken(user, t.seed.tenantIds.csi);
  const contractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token: ifrs, body: { name: 'Change rules', taxId: validTaxId(330_000_001) } })).body.value as ContractorDto;
  agreement = (await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: ifrs, body: exampleE(contractor.id, 'E/RULES/1') })).body.value as LeaseAgreementDto;
  changed = (await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: ifrs, body: exampleE(contractor.id, 'E/RULES/2') })).body.value as LeaseAgreementDto;
  const first = await t.call('POST', `/api/leaseagreements/${changed.id}/changes`, { token: ifrs, body: exampleEChange });
  if (!first.body.success) throw new Error(`the first change was refused: ${first.raw}`);
});
afterAll(async () => t.close());

const post = (id: number, body: object, language?: 'pl') =>
  t.call<LeaseChangeDto>('POST', `/api/leaseagreements/${id}/changes`, { token: ifrs, body, ...(language ? { headers: { 'accept-language': language } } : {}) });
const changesOf = async (id: number) => t.db.select().from(leaseChanges).where(eq(leaseChanges.leaseAgreementId, id));

type Rule = { name: string; id: () => number; body: object; errors: { propertyName: string; en: string; pl: string }[] };

const rules: Rule[] = [
  {
    name: 'an effective date inside a row, not on its first day',
    id: () => agreement.id,
    body: { effectiveDate: '2027-01-15', changeKind: 0, rentPaymentAmount: 9000 },
    errors: [
      {
        propertyName: 'effectiveDate',
        en: 'The effective date must be the first day of a schedule row, e.g. 01/01/2027 (got 15/01/2027).',
        pl: 'Data wejścia zmiany w życie musi być pierwszym dniem wiersza harmonogramu, np. 01.01.2027 (podano 15.01.2027).',
      },
    ],
  },
  {
    name: 'an effective date on the first row',
    id: () => agreement.id,
    body: { effectiveDate: '2025-01-01', changeKind: 3 },
    errors: [
      {
        propertyName: 'effectiveDate',
        en: 'The effective date must fall within the term, from the first day of the second row (01/02/2025) to that of the last (01/12/2029) (got 01/01/2025).',
        pl: 'Data wejścia zmiany w życie musi przypadać w okresie umowy, od pierwszego dnia drugiego wiersza (01.02.2025) do pierwszego dnia ostatniego (01.12.2029) (podano 01.01.2025).',
      },
    ],
  },
  {
    name: 'an effective date after the term',
    id: () => agreement.id,
    body: { effectiveDate: '2030-01-01', changeKind: 3 },
    errors: [
      {
        propertyName: 'effectiveDate',
        en: 'The effective date must fall within the term, from the first day of the second row (01/02/2025) to that of the last (01/12/2029) (got 01/01/2030).',
        pl: 'Data wejścia zmiany w życie musi przypadać w okresie umowy, od pierwszego dnia drugiego wiersza (01.02.2025) do pierwszego dnia ostatniego (01.12.2029) (podano 01.01.2030).',
      },
    ],
  },
  {
    name: 'an effective date not after the latest change',
    id: () => changed.id,
    body: { effectiveDate: '2027-01-01', changeKind: 0, rentPaymentAmount: 6000 },
    errors: [
      {
        propertyName: 'effectiveDate',
        en: 'A change must take effect after the latest change (01/01/2027) (got 01/01/2027).',
        pl: 'Zmiana musi wejść w życie później niż ostatnia zmiana (01.01.2027) (podano 01.01.2027).',
      },
    ],
  },
  {
    name: 'a field outside the kind’s column',
    id: () => agreement.id,
    body: { effectiveDate: '2027-01-01', changeKind: 0, termInMonths: 72, remainingScope: 0.5 },
    errors: [
      { propertyName: 'termInMonths', en: 'Term in months cannot be given in a change of kind 1.', pl: 'Pola „Okres w miesiącach” nie można podać w zmianie rodzaju 1.' },
      { propertyName: 'remainingScope', en: 'Remaining scope cannot be given in a change of kind 1.', pl: 'Pola „Pozostały zakres” nie można podać w zmianie rodzaju 1.' },
    ],
  },
  {
    name: 'a termination that gives a field',
    id: () => agreement.id,
    body: { effectiveDate: '2027-01-01', changeKind: 3, rentPaymentAmount: 1 },
    errors: [{ propertyName: 'rentPaymentAmount', en: 'Rent payment cannot be given in a change of kind 4.', pl: 'Pola „Rata czynszu” nie można podać w zmianie rodzaju 4.' }],
  },
  {
    name: 'a reassessment without its revised rate',
    id: () => agreement.id,
    body: { effectiveDate: '2027-01-01', changeKind: 1, termInMonths: 72 },
    errors: [
      {
        propertyName: 'incrementalBorrowingRate',
        en: 'A change of kind 2 discounts at a revised rate: give the incremental borrowing rate at the effective date.',
        pl: 'Zmiana rodzaju 2 dyskontuje według zaktualizowanej stopy: podaj krańcową stopę procentową na dzień wejścia zmiany w życie.',
      },
    ],
  },
  {
    name: 'a remaining scope above 1',
    id: () => agreement.id,
    body: { effectiveDate: '2027-01-01', changeKind: 2, remainingScope: 1.5, incrementalBorrowingRate: 0.07 },
    errors: [
      {
        propertyName: 'remainingScope',
        en: 'The remaining scope is the share of the asset still leased: above 0 % and at most 100 %, with at most 4 decimals of a percent (got 150,00\u00a0%).',
        pl: 'Pozostały zakres to część przedmiotu nadal leasingowana: więcej niż 0 % i najwyżej 100 %, z najwyżej 4 miejscami po przecinku w procentach (podano 150,00\u00a0%).',
      },
    ],
  },
  {
    name: 'a remaining scope of 0',
    id: () => agreement.id,
    body: { effectiveDate: '2027-01-01', changeKind: 2, remainingScope: 0, incrementalBorrowingRate: 0.07 },
    errors: [
      {
        propertyName: 'remainingScope',
        en: 'The remaining scope is the share of the asset still leased: above 0 % and at most 100 %, with at most 4 decimals of a percent (got 0,00\u00a0%).',
        pl: 'Pozostały zakres to część przedmiotu nadal leasingowana: więcej niż 0 % i najwyżej 100 %, z najwyżej 4 miejscami po przecinku w procentach (podano 0,00\u00a0%).',
      },
    ],
  },
  {
    name: 'a term that ends before the change’s row',
    id: () => agreement.id,
    body: { effectiveDate: '2027-01-01', changeKind: 1, termInMonths: 12, incrementalBorrowingRate: 0.07 },
    errors: [
      {
        propertyName: 'termInMonths',
        en: 'The term must still include the row the change takes effect in: at least 25 months (got 12).',
        pl: 'Okres umowy musi nadal obejmować wiersz, od którego zmiana wchodzi w życie: co najmniej 25 mies. (podano 12).',
      },
    ],
  },
  {
    name: 'a negative rent (an agreement’s own rule)',
    id: () => agreement.id,
    body: { effectiveDate: '2027-01-01', changeKind: 0, rentPaymentAmount: -5 },
    errors: [{ propertyName: 'rentPaymentAmount', en: 'Rent payment must not be negative (got -5,00).', pl: 'Pole „Rata czynszu” nie może być ujemne (podano -5,00).' }],
  },
];

describe('DOMAIN §14’s rules, each a field error in English and in Polish, nothing stored', () => {
  for (const rule of rules) {
    it(rule.name, async () => {
      const stored = (await changesOf(rule.id())).length;
      for (const language of ['en', 'pl'] as const) {
        for (const query of ['', '?dryRun=true']) {
          const reply = await t.call('POST', `/api/leaseagreements/${rule.id()}/changes${query}`, {
            token: ifrs,
            body: rule.body,
            ...(language === 'pl' ? { headers: { 'accept-language': 'pl' } } : {}),
          });
          expect(reply.status).toBe(200);
          expect(reply.body, `${language}${query}`).toEqual({ success: false, errors: rule.errors.map((error) => ({ propertyName: error.propertyName, message: error[language] })), value: null });
        }
      }
      expect(await changesOf(rule.id())).toHaveLength(stored);
    });
  }

  it('refuses an unknown body field, a kind out of range and a malformed date as shape errors', async () => {
    const unknown = await post(agreement.id, { ...exampleEChange, leaseIncentive: 5 });
    expect(unknown.body).toEqual({ success: false, errors: [{ propertyName: 'leaseIncentive', message: expect.any(String) }], value: null });
    const kind = await post(agreement.id, { ...exampleEChange, changeKind: 4 });
    expect(kind.body.errors.map((error) => error.propertyName)).toEqual(['changeKind']);
    const date = await post(agreement.id, { ...exampleEChange, effectiveDate: '2027-02-30' });
    expect(date.body.errors.map((error) => error.propertyName)).toEqual(['effectiveDate']);
    const missing = await post(agreement.id, { changeKind: 3 });
    expect(missing.body.errors.map((error) => error.propertyName)).toEqual(['effectiveDate']);
    const query = await t.call('POST', `/api/leaseagreements/${agreement.id}/changes?dryRun=maybe`, { token: ifrs, body: exampleEChange });
    expect(query.status).toBe(200);
    expect(query.body.success).toBe(false);
    expect(await changesOf(agreement.id)).toHaveLength(0);
  });

  it('takes a full ISO date-time as its UTC date', async () => {
    const reply = await post(agreement.id, { ...exampleEChange, effectiveDate: '2027-01-01T00:00:00.000Z' }).then((r) => r.body);
    expect(reply.errors).toEqual([]);
    expect(reply.value).toMatchObject({ effectiveDate: '2027-01-01', remeasuredLiability: 208_961.44 });
    expect((await t.call('DELETE', `/api/leaseagreements/${agreement.id}/changes/latest`, { token: ifrs })).body.success).toBe(true);
  });
});

describe('agreements that take no changes', () => {
  it('refuses a CSI agreement on changeKind, in both languages', async () => {
    const contractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token: csi, body: { name: 'Change rules CSI', taxId: validTaxId(330_000_002) } })).body.value as ContractorDto;
    const lessor = (await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: csi, body: exampleA(contractor.id) })).body.value as LeaseAgreementDto;
    const body = { effectiveDate: '2025-06-01', changeKind: 0, rentPaymentAmount: 9000 };
    const english = await t.call('POST', `/api/leaseagreements/${lessor.id}/changes`, { token: csi, body });
    expect(english.body).toEqual({
      success: false,
      errors: [{ propertyName: 'changeKind', message: 'Lease changes are recorded for IFRS16 (lessee) agreements only; changes of a lessor’s agreement are not supported yet' }],
      value: null,
    });
    const polish = await t.call('POST', `/api/leaseagreements/${lessor.id}/changes?dryRun=true`, { token: csi, body, headers: { 'accept-language': 'pl' } });
    expect(polish.body.errors).toEqual([{ propertyName: 'changeKind', message: 'Zmiany leasingu ujmuje się tylko w umowach według MSSF 16 (leasingobiorca); zmiany umów leasingodawcy nie są jeszcze obsługiwane' }]);
    expect((await t.call('GET', `/api/leaseagreements/${lessor.id}/changes`, { token: csi })).body).toEqual({ success: true, errors: [], value: [] });
    expect((await t.call('DELETE', `/api/leaseagreements/${lessor.id}/changes/latest`, { token: csi })).status).toBe(404);
    expect(await changesOf(lessor.id)).toHaveLength(0);
  });

  it('answers another tenant’s agreement and a missing one alike: 404 on all three routes, nothing changed', async () => {
    const before = await changesOf(changed.id);
    const missing = 2_147_483_647;
    for (const [method, path, body] of [
      ['POST', 'changes', { effectiveDate: '2028-01-01', changeKind: 3 }],
      ['POST', 'changes?dryRun=true', { effectiveDate: '2028-01-01', changeKind: 3 }],
      ['GET', 'changes', undefined],
      ['DELETE', 'changes/latest', undefined],
    ] as const) {
      const other = await t.call(method, `/api/leaseagreements/${changed.id}/${path}`, { token: csi, body });
      const none = await t.call(method, `/api/leaseagreements/${missing}/${path}`, { token: csi, body });
      expect(other.status, `${method} ${path}`).toBe(404);
      expect(other.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'Lease agreement not found' }], value: null });
      expect({ status: none.status, body: none.body }).toEqual({ status: other.status, body: other.body });
    }
    expect(await changesOf(changed.id)).toEqual(before);
  });
});
