import { AccountingStandard } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { fieldFailure } from '../../lib/errors.ts';
import { findAgreementRow, type AgreementRow } from '../lease-agreements/index.ts';

/**
 * The tenant's live agreement whose impairment procedure is asked for: 404 when deleted or another
 * tenant's; a CSI agreement has no impairment procedure (DOMAIN §10 is IFRS16 only). `lock` serialises
 * writers of one agreement's questionnaires.
 */
export async function impairmentAgreement(tx: Tx, tenantId: number, id: number, options: { lock?: boolean } = {}): Promise<AgreementRow> {
  const agreement = await findAgreementRow(tx, tenantId, id, options);
  if (agreement.accountingStandard !== AccountingStandard.IFRS16) throw fieldFailure('', 'analysis.impairment.notIfrs16');
  return agreement;
}
