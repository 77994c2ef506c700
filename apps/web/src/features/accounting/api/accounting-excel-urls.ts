import type { DisclosurePart } from '@leasedesk/contract';
import type { ReportReference } from '../../../components/report-download';
import { downloadUrl } from '../../../lib/download-url';

const base = '/api/customers/leaseagreements/periods';

/** The path of a stored report's workbook (no bearer: its token authorises it), in the active language. */
function excelUrl(kind: 'accountingentry' | 'disclosure', { reportId, token }: ReportReference): string {
  return downloadUrl(base, [kind, reportId, 'excel', token]);
}

/** GET .../accountingentry/{reportId}/excel/{token}: the entries' workbook. */
export const entriesExcelUrl = (reference: ReportReference) => excelUrl('accountingentry', reference);

/** GET .../disclosure/{reportId}/excel/{token}: the disclosures' workbook, or with a part only that part's sheet. */
export const disclosureExcelUrl = (reference: ReportReference, part?: DisclosurePart) =>
  part === undefined ? excelUrl('disclosure', reference) : `${excelUrl('disclosure', reference)}&part=${part}`;
