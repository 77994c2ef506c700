import type { ImpairmentProcedure } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { questionnairesOf, selectIndicators, selectQuestionRows, unansweredQuestionnaire } from '../../lib/impairment/questionnaire-rows.ts';

/**
 * The procedure as GET answers it: every stored questionnaire, newest first; with a year end only that
 * one's, unanswered when nothing is stored (archived then when a later year end is stored, since it could
 * no longer be answered). The top-level impairmentTestRequired is always the current questionnaire's.
 */
export async function readProcedure(tx: Tx, tenantId: number, leaseAgreementId: number, accountingYearEnd?: string): Promise<ImpairmentProcedure> {
  const questionnaires = questionnairesOf(await selectQuestionRows(tx, tenantId, leaseAgreementId, { accountingYearEnd }), leaseAgreementId);
  const current = questionnaires.find((questionnaire) => !questionnaire.isArchived);
  const impairmentTestRequired = current?.impairmentTestRequired ?? false;
  if (accountingYearEnd === undefined) return { leaseAgreementId, impairmentTestRequired, questionnaires };
  const chosen =
    questionnaires.find((questionnaire) => questionnaire.accountingYearEnd === accountingYearEnd) ??
    unansweredQuestionnaire(await selectIndicators(tx), leaseAgreementId, accountingYearEnd, current !== undefined && current.accountingYearEnd > accountingYearEnd);
  return { leaseAgreementId, impairmentTestRequired, questionnaires: [chosen] };
}
