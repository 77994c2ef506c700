import type { Tx } from '../db/client.ts';
import { invoiceReports } from '../db/schema.ts';
import { insertInvoiceLines, readInvoiceCsv } from '../modules/invoices/index.ts';

/** The demo invoice report of the CSI tenant: what a first look at /invoiceMerge and /invoiceErrors shows. */
export const demoInvoiceReportName = 'Demo: faktury 2025';

/**
 * Invoices of the demo lessor K-001 in FORMATS §2: two invoices matched to the demo agreements' schedule rows
 * (UL/2025/001 schedules 1 and 2) and one naming an agreement that does not exist, to be corrected.
 */
const demoInvoiceCsv = [
  'contractorName;taxId;agreementNumber;scheduleNumber;invoiceNumber;invoiceDate;paymentDate;periodInvoiced;positionDescription;positionNetAmountPln;positionVatAmountPln;vatRate;currency',
  'Łódzkie Zakłady Leasingowe Sp. z o.o.;725-185-03-43;UL/2025/001;1;FV/2025/03/12;05.03.2025;19.03.2025;2025-03;Rata leasingowa 1/36;9 500,00;2 185,00;23%;PLN',
  'Łódzkie Zakłady Leasingowe Sp. z o.o.;725-185-03-43;UL/2025/001;1;FV/2025/03/12;05.03.2025;19.03.2025;2025-03;Opłata manipulacyjna;500,00;115,00;23%;PLN',
  'Łódzkie Zakłady Leasingowe Sp. z o.o.;725-185-03-43;UL/2025/001;2;FV/2025/06/02;04.06.2025;18.06.2025;2025-06;Rata leasingowa 1/36;1 800,00;414,00;23%;PLN',
  'Łódzkie Zakłady Leasingowe Sp. z o.o.;725-185-03-43;UL/2025/010;1;FV/2025/06/03;04.06.2025;18.06.2025;2025-06;Rata leasingowa 4/36;9 500,00;2 185,00;23%;PLN',
].join('\r\n');

/** Stores the demo report in the caller's transaction, with the tenant scope set (seed.ts). */
export async function seedDemoInvoices(tx: Tx, tenantId: number, userId: number): Promise<void> {
  const read = readInvoiceCsv(Buffer.from(demoInvoiceCsv, 'utf8'));
  if (!read.ok) throw new Error(`seed: the demo invoice CSV does not read: ${JSON.stringify(read.errors)}`);
  const [report] = await tx.insert(invoiceReports).values({ tenantId, name: demoInvoiceReportName, source: 'csv', createdBy: userId }).returning({ id: invoiceReports.id });
  if (!report) throw new Error('seed: the demo invoice report was not stored');
  await insertInvoiceLines(tx, tenantId, report.id, read.lines);
}
