import { and, asc, eq } from 'drizzle-orm';
import type { ContractorDto, ImpairmentProcedure, LeaseAgreementDto, LeaseAgreementInput } from '@leasedesk/contract';
import { impairmentAnswers, impairmentQuestionnaires } from '../../../src/db/schema.ts';
import { startTestApp, type Reply, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { exampleA, exampleB } from '../lease-agreements/support.ts';

export type ImpairmentTest = { t: TestApp; ifrs: string; csi: string; ifrsContractor: ContractorDto; csiContractor: ContractorDto };

/** The app with the demo user's tokens for both demo tenants and a contractor in each. */
export async function startImpairmentTest(): Promise<ImpairmentTest> {
  const t = await startTestApp();
  const user = await t.loginUser();
  const ifrs = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  const csi = await t.tenantToken(user, t.seed.tenantIds.csi);
  const contractor = async (token: string, name: string, nine: number) =>
    (await t.call<ContractorDto>('POST', '/api/contractor', { token, body: { name, taxId: validTaxId(nine) } })).body.value as ContractorDto;
  return { t, ifrs, csi, ifrsContractor: await contractor(ifrs, 'Impairment IFRS', 613_000_001), csiContractor: await contractor(csi, 'Impairment CSI', 613_000_101) };
}

async function saveAgreement(t: TestApp, token: string, input: LeaseAgreementInput): Promise<LeaseAgreementDto> {
  const reply = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token, body: input });
  if (!reply.body.value) throw new Error(`agreement not saved: ${reply.raw}`);
  return reply.body.value;
}

/** DOMAIN §12 example B (IFRS16, starting 2025-01-01) under its own contract number. */
export const ifrsAgreement = (s: ImpairmentTest, contractNumber: string) => saveAgreement(s.t, s.ifrs, { ...exampleB(s.ifrsContractor.id), contractNumber });

/** DOMAIN §12 example A (CSI). */
export const csiAgreement = (s: ImpairmentTest, contractNumber: string) => saveAgreement(s.t, s.csi, { ...exampleA(s.csiContractor.id), contractNumber });

export const procedureUrl = (id: number, accountingYearEnd?: string) =>
  `/api/leaseagreements/${id}/impairmentprocedure${accountingYearEnd === undefined ? '' : `?accountingYearEnd=${accountingYearEnd}`}`;

export type Answer = { sequence: number; answer: boolean | null };

export function answer(t: TestApp, token: string, id: number, accountingYearEnd: string, answers: Answer[], headers?: Record<string, string>): Promise<Reply<ImpairmentProcedure>> {
  return t.call<ImpairmentProcedure>('PUT', procedureUrl(id), { token, body: { accountingYearEnd, answers }, ...(headers ? { headers } : {}) });
}

/** The eight answers in sequence order, all the same. */
export const allAnswered = (value: boolean): Answer[] => Array.from({ length: 8 }, (_, index) => ({ sequence: index + 1, answer: value }));

/** What the database holds for an agreement: each questionnaire with its answers by sequence, oldest first. */
export async function storedQuestionnaires(t: TestApp, leaseAgreementId: number) {
  const rows = await t.db
    .select({
      accountingYearEnd: impairmentQuestionnaires.accountingYearEnd,
      isArchived: impairmentQuestionnaires.isArchived,
      createdBy: impairmentQuestionnaires.createdBy,
      updatedBy: impairmentQuestionnaires.updatedBy,
      sequence: impairmentAnswers.sequence,
      answer: impairmentAnswers.answer,
    })
    .from(impairmentQuestionnaires)
    .leftJoin(impairmentAnswers, and(eq(impairmentAnswers.tenantId, impairmentQuestionnaires.tenantId), eq(impairmentAnswers.questionnaireId, impairmentQuestionnaires.id)))
    .where(eq(impairmentQuestionnaires.leaseAgreementId, leaseAgreementId))
    .orderBy(asc(impairmentQuestionnaires.accountingYearEnd), asc(impairmentAnswers.sequence));
  const byYearEnd = new Map<string, { accountingYearEnd: string; isArchived: boolean; createdBy: number; updatedBy: number; answers: (boolean | null)[] }>();
  for (const row of rows) {
    const questionnaire = byYearEnd.get(row.accountingYearEnd) ?? { accountingYearEnd: row.accountingYearEnd, isArchived: row.isArchived, createdBy: row.createdBy, updatedBy: row.updatedBy, answers: [] };
    if (row.sequence !== null) questionnaire.answers.push(row.answer);
    byYearEnd.set(row.accountingYearEnd, questionnaire);
  }
  return [...byYearEnd.values()];
}
