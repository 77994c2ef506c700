// The bench's invoice CSV (FORMATS §2): for every agreement of the bench portfolio (not the demo seed's), its
// first BENCH_PERIODS schedule rows (default 5, so 10 000 agreements make 50 000 lines), each one invoice
// position naming the month of its schedule row (periodInvoiced), so every line matches an agreement and a
// schedule row (DOMAIN §11). A lessor bills ten of its agreements per invoice, one invoice per block and period
// index (about 5 000 invoices of 10 lines, their lines spread over the file). As Polish Excel saves it: `;`,
// decimal commas with thousands spaces, DD.MM.YYYY dates, UTF-8 with a byte-order mark.
import { sql } from '../../apps/api/node_modules/drizzle-orm/index.js';
import type { Db } from '../../apps/api/src/db/client.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';

type ScheduleRow = { taxId: string; contractor: string; contractNumber: string; scheduleNumber: string; agreementId: number; paymentDate: string; paymentAmount: string };

const header = 'contractorName;taxId;agreementNumber;scheduleNumber;invoiceNumber;invoiceDate;paymentDate;periodInvoiced;positionDescription;positionNetAmountPln;positionVatAmountPln;positionGrossAmountPln;vatRate;currency';

/** `1234567` cents → `12 345,67`. */
function polishAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${whole},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

export type InvoiceFile = { bytes: Buffer; lines: number; invoices: number };

export async function benchInvoiceFile(db: Db, tenantId: number, periods: number): Promise<InvoiceFile> {
  const rows = await rawRows<ScheduleRow>(
    db,
    sql`select c.tax_id as "taxId", c.name as contractor, a.contract_number as "contractNumber", a.schedule_number as "scheduleNumber",
        a.id as "agreementId", s.payment_date::text as "paymentDate", s.payment_amount::text as "paymentAmount"
      from lease_agreements a
      join contractors c on c.tenant_id = a.tenant_id and c.id = a.contractor_id
      cross join lateral (
        select payment_date, payment_amount from lease_amortizations s
        where s.tenant_id = a.tenant_id and s.lease_agreement_id = a.id order by period_number limit ${periods}
      ) s
      where a.tenant_id = ${tenantId} and not a.is_deleted and a.contract_number like 'RB/%'
      order by c.id, a.id, s.payment_date`,
  );
  // Each agreement's place among its lessor's agreements (its block of ten), and each row's period index.
  const agreementIndex = new Map<number, number>();
  const perContractor = new Map<string, number>();
  const periodIndex = new Map<number, number>();
  const invoices = new Set<string>();
  const lines = [header];
  for (const row of rows) {
    let index = agreementIndex.get(row.agreementId);
    if (index === undefined) {
      index = perContractor.get(row.taxId) ?? 0;
      perContractor.set(row.taxId, index + 1);
      agreementIndex.set(row.agreementId, index);
    }
    const period = (periodIndex.get(row.agreementId) ?? 0) + 1;
    periodIndex.set(row.agreementId, period);
    const invoiceNumber = `FV/${period}/${Math.floor(index / 10) + 1}`;
    invoices.add(`${row.taxId} ${invoiceNumber}`);
    // Lines of one invoice share its dates (FORMATS §2); the month each bills is its own periodInvoiced.
    const invoiceDay = String(period).padStart(2, '0');
    const net = Math.round(Number(row.paymentAmount) * 100);
    const vat = Math.round(net * 0.23);
    lines.push(
      [row.contractor, row.taxId, row.contractNumber, row.scheduleNumber, invoiceNumber, `${invoiceDay}.01.2026`, `${invoiceDay}.02.2026`, row.paymentDate.slice(0, 7),
        `Rata leasingowa ${row.contractNumber}`, polishAmount(net), polishAmount(vat), polishAmount(net + vat), '23%', 'PLN'].join(';'),
    );
  }
  return { bytes: Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8'), lines: rows.length, invoices: invoices.size };
}
