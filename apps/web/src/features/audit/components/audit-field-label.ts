import type { AuditEntity } from '@leasedesk/contract';
import type { i18n as I18n } from 'i18next';
import type { StandardName } from '../../../lib/session-store';

export type Translator = Pick<I18n, 't' | 'exists'>;

/** Where a record's fields already have labels: the form that edits it (its keys are the wire names). */
const formLabelPrefixes: Record<AuditEntity, readonly string[]> = {
  agreement: ['agreementForm.fields'],
  contractor: ['contractors'],
  salesPerson: ['traders'],
  invoiceReport: ['invoices.fields'],
  invoiceLine: ['invoices.fields'],
  impairmentProcedure: [],
  user: ['users'],
  userRole: ['users'],
  userTenants: ['users'],
  tenant: ['tenants'],
  tenantLogo: ['tenants'],
  session: ['users'],
};

/**
 * The calculated figures as the summary names them (DOMAIN §5): under IFRS16 the lessee's lease liability (L0)
 * and right-of-use asset, under CSI the lessor's net investment (N) and cost of equipment.
 */
function calculatedFigureKey(field: string, ifrs16: boolean): string | undefined {
  switch (field) {
    case 'totalPresentValueOfLeasePayments':
      return ifrs16 ? 'summary.leaseLiability' : 'summary.netInvestment';
    case 'costOfEquipment':
      return ifrs16 ? 'summary.rightOfUseAsset' : 'summary.costOfEquipment';
    // under IFRS16 the rate is the IBR or the rate implicit in the lease; an entry does not say which
    case 'implicitRate':
      return ifrs16 ? 'audit.fields.discountRate' : 'summary.implicitRate';
    case 'presentValueOfRent':
      return 'summary.presentValueOfRent';
    case 'ninetyPercenatageTest':
      return 'summary.ninetyPercentTest';
    case 'amortizationRate':
      return 'summary.amortizationRate';
    case 'interimRate':
      return 'summary.interimRate';
    default:
      return undefined;
  }
}

/** Fields whose label lives elsewhere than the record's form. */
const otherLabelKeys: Partial<Record<AuditEntity, Record<string, string>>> = {
  agreement: { closingDate: 'summary.closingDate', accountingStandard: 'standard.label', leaseType: 'reports.leaseType' },
  invoiceReport: { name: 'audit.fields.reportName' },
  impairmentProcedure: { accountingYearEnd: 'analysis.impairment.yearEnd' },
  user: { tenantIds: 'users.tenants' },
  userTenants: { tenantIds: 'users.tenants' },
  tenant: { accountingStandard: 'standard.label' },
};

/** Whether `key` names a text (not a group of texts) in the catalog. */
export function hasText(i18n: Translator, key: string): boolean {
  return i18n.exists(key) && typeof (i18n.t(key, { returnObjects: true }) as unknown) === 'string';
}

/**
 * A changed field's label in the reader's language: the record's own form label where it has one, the
 * summary's for calculated figures, else the trail's; a field nobody named yet shows its wire name.
 */
export function auditFieldLabel(i18n: Translator, entity: AuditEntity, field: string, standard: StandardName): string {
  const answer = /^answer\.(.+)$/.exec(field);
  if (entity === 'impairmentProcedure' && answer) return i18n.t('audit.fields.answer', { number: answer[1] });
  const candidates = [
    entity === 'agreement' ? calculatedFigureKey(field, standard === 'IFRS16') : undefined,
    otherLabelKeys[entity]?.[field],
    ...formLabelPrefixes[entity].map((prefix) => `${prefix}.${field}`),
    `audit.fields.${field}`,
  ];
  const key = candidates.find((candidate): candidate is string => candidate !== undefined && hasText(i18n, candidate));
  // the form's '(%)' tells what to type; the values here carry their own sign
  return key ? i18n.t(key).replace(/\s*\(%\)$/, '') : field;
}
