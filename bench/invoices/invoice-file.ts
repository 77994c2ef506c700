// The bench's invoice CSV (FORMATS §2): for every agreement of the tenant, its first BENCH_PERIODS schedule
// rows (default 5, so 10 000 agreements make 50 000 lines), each one invoice position of that month. A lessor
// invoices ten of its agreements per invoice and month (5 000 invoices of 10 lines), so every line matches an
// agreement and a schedule row (DOMAIN §11): as Polish Excel saves it, `;`, decimal commas with thousands
// spaces, DD.MM.YYYY dates, UTF-8 with a byte-order mark.
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

const polishDate = (isoDate: string) => `${isoDate.slice(8, 10)}.${isoDate.slice(5, 7)}.${isoDate.slice(0, 4)}`;

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
      where a.tenant_id = ${tenantId} and not a.is_deleted
      order by c.id, a.id, s.payment_date`,
  );
  const agreementIndex = new Map<number, number>();
  const perContractor = new Map<string, number>();
  const invoices = new Set<string>();
  const lines = [header];
  for (const row of rows) {
    let index = agreementIndex.get(row.agreementId);
    if (index === undefined) {
      index = perContractor.get(row.taxId) ?? 0;
      perContractor.set(row.taxId, index + 1);
      agreementIndex.set(row.agreementId, index);
    }
    const month = row.paymentDate.slice(0, 7);
    const invoiceNumber = `FV/${month}/${Math.floor(index / 10) + 1}`;
    invoices.add(`${row.taxId} ${invoiceNumber}`);
    const net = Math.round(Number(row.paymentAmount) * 100);
    const vat = Math.round(net * 0.23);
    lines.push(
      [row.contractor, row.taxId, row.contractNumber, row.scheduleNumber, invoiceNumber, polishDate(`${month}-01`), polishDate(`${month}-14`), month,
        `Rata leasingowa ${row.contractNumber}`, polishAmount(net), polishAmount(vat), polishAmount(net + vat), '23%', 'PLN'].join(';'),
    );
  }
  return { bytes: Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8'), lines: rows.length, invoices: invoices.size };
}
