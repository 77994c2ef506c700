import { and, eq } from 'drizzle-orm';
import type { DepreciationPeriodDto, LeaseAmortizationRow } from '@leasedesk/contract';
import { inceptionTerms, type CurrentVersion, type VersionTerms } from '@leasedesk/lease-math';
import type { Tx } from '../../db/client.ts';
import { leaseCalculations } from '../../db/schema.ts';
import type { AgreementRow } from './agreement-rows.ts';
import { selectDepreciationRows, selectScheduleRows } from './figure-rows.ts';
import { figureFieldsOf } from './figures.ts';
import type { LeaseChangeRow } from './lease-change-rows.ts';

/** The current version of a stored agreement, with the stored rows (ids included) it was built from. */
export type StoredVersion = {
  current: CurrentVersion;
  schedule: LeaseAmortizationRow[];
  depreciation: DepreciationPeriodDto[];
};

/**
 * What applyChange reads (DOMAIN §14): the agreement's fields no change alters, the current version's terms (the
 * latest change's, or version 1's from the agreement as signed and its stored rate) and the stored rows, which
 * are always the current version's.
 */
export async function loadCurrentVersion(tx: Tx, tenantId: number, agreement: AgreementRow, latest: LeaseChangeRow | null): Promise<StoredVersion> {
  const fields = figureFieldsOf(agreement);
  const terms = latest ? (latest.termsAfter as unknown as VersionTerms) : inceptionTerms(fields, await storedAmortizationRate(tx, tenantId, agreement.id));
  const schedule = await selectScheduleRows(tx, tenantId, agreement.id);
  const depreciation = await selectDepreciationRows(tx, tenantId, agreement.id);
  // The stored rows as lease-math's rows: the same fields and figures; the enumerations were checked when stored.
  const leaseAmortizations = schedule as unknown as CurrentVersion['leaseAmortizations'];
  const depraciations = depreciation as unknown as CurrentVersion['depraciations'];
  return { current: { agreement: fields, terms, leaseAmortizations, depraciations }, schedule, depreciation };
}

/** The monthly rate the inception's calculation used (the solved one when the rate was calculated). */
async function storedAmortizationRate(tx: Tx, tenantId: number, leaseAgreementId: number): Promise<number> {
  const [row] = await tx
    .select({ amortizationRate: leaseCalculations.amortizationRate })
    .from(leaseCalculations)
    .where(and(eq(leaseCalculations.tenantId, tenantId), eq(leaseCalculations.leaseAgreementId, leaseAgreementId)));
  if (!row) throw new Error(`agreement ${leaseAgreementId} has no stored calculation`);
  return row.amortizationRate;
}
