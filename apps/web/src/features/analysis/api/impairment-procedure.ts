import type { ImpairmentAnswersInput, ImpairmentProcedure } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

const path = (leaseAgreementId: number) => `/api/leaseagreements/${encodeURIComponent(leaseAgreementId)}/impairmentprocedure`;

/**
 * GET /api/leaseagreements/{id}/impairmentprocedure (DOMAIN §10): every stored questionnaire, newest first;
 * with a year end only that one's, unanswered when none is stored yet.
 */
export function getImpairmentProcedure(leaseAgreementId: number, accountingYearEnd?: string, signal?: AbortSignal): Promise<ImpairmentProcedure> {
  return api.get<ImpairmentProcedure>(path(leaseAgreementId), { query: { accountingYearEnd }, signal });
}

/** PUT /api/leaseagreements/{id}/impairmentprocedure: stores a year end's answers; a later year end archives the earlier ones. */
export function saveImpairmentAnswers(leaseAgreementId: number, input: ImpairmentAnswersInput): Promise<ImpairmentProcedure> {
  return api.put<ImpairmentProcedure>(path(leaseAgreementId), input);
}
