import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/lib/errors.ts';
import { invoiceLineInsertChunk } from '../../../src/modules/invoices/insert-invoice-lines.ts';
import { csiAgreement, draft, importDrafts, startInvoiceTest, storedLines, storedReportCount, type InvoiceTest } from './core-support.ts';

/** importInvoiceReport, the one import every source (CSV, KSeF, later PDF) goes through. */
describe('importInvoiceReport', () => {
  let s: InvoiceTest;
  beforeAll(async () => {
    s = await startInvoiceTest();
    await csiAgreement(s);
  });
  afterAll(async () => s.t.close());

  const failureOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(() => undefined, (caught: unknown) => caught);
    if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
    return { code: error.code, errors: error.errors.map((e) => [e.propertyName, e.key]) };
  };

  it('stores more lines than one INSERT takes, every one matched, in source order within each invoice', async () => {
    const count = invoiceLineInsertChunk * 2 + 7;
    const lines = Array.from({ length: count }, (_, index) => draft({ invoiceNumber: `FV/${String(Math.floor(index / 3)).padStart(5, '0')}`, sequence: (index % 3) + 1 }));
    const result = await importDrafts(s, s.csiId, 'Chunks', lines);
    expect(result).toEqual({ name: 'Chunks', source: 'csv', invoices: Math.ceil(count / 3), lines: count, incompleteLines: 0 });
    const stored = await storedLines(s, s.csiId, 'Chunks');
    expect(stored).toHaveLength(count);
    expect(stored.slice(0, 4).map((l) => [l.invoiceNumber, l.sequence])).toEqual([['FV/00000', 1], ['FV/00000', 2], ['FV/00000', 3], ['FV/00001', 1]]);
    expect(stored.every((l) => l.leaseAmortizationId !== null && l.areInvoiceDetailsComplete)).toBe(true);
    // DOMAIN §11: every line bills the same schedule row, whose interest is carried once, by the first of the
    // largest lines (all are equal: the lowest sequence, then the first stored); the others carry 0.00.
    expect(stored.filter((l) => l.interests !== 0).map((l) => [l.invoiceNumber, l.sequence, l.interests])).toEqual([['FV/00000', 1, 900.72]]);
  });

  it('refuses values the database cannot hold, naming the line and field, and stores nothing', async () => {
    const failure = await failureOf(
      importDrafts(s, s.csiId, 'Unstorable', [
        draft(),
        draft({ vatRate: 1.5, positionNetAmountPln: 1e16 }),
        draft({ contractorName: 'a\u0000b', invoiceDate: '2025-02-30', exchangeRate: -1, sequence: 1.5 }),
        // Two numbers of 257 four-byte characters would not fit one index entry.
        draft({ agreementNumber: '😀'.repeat(257), scheduleNumber: '😀'.repeat(256) }),
        // A leap day is a date; the wire's range is 1900..2199.
        draft({ invoiceDate: '1899-12-31', paymentDate: '2024-02-29', incomeDate: '2200-01-01', periodInvoiced: '2199-12-01' }),
      ]),
    );
    expect(failure).toEqual({
      code: 'invalid',
      errors: [
        ['line 2: positionNetAmountPln', 'validation.tooBig.number'],
        ['line 2: vatRate', 'validation.tooBig.number'],
        ['line 3: sequence', 'validation.type.integer'],
        ['line 3: exchangeRate', 'validation.tooSmall.number'],
        ['line 3: contractorName', 'validation.nul'],
        ['line 3: invoiceDate', 'validation.date.existing'],
        ['line 4: agreementNumber', 'validation.tooBig.string'],
        ['line 5: invoiceDate', 'validation.date.existing'],
        ['line 5: incomeDate', 'validation.date.existing'],
      ],
    });
    expect(await storedReportCount(s, s.csiId, 'Unstorable')).toBe(0);
  });

  it('refuses a source that yields no line, and a taken name, storing nothing', async () => {
    expect(await failureOf(importDrafts(s, s.csiId, 'Nothing', []))).toEqual({ code: 'invalid', errors: [['file', 'invoices.file.empty']] });
    await importDrafts(s, s.csiId, 'Once', [draft()]);
    expect(await failureOf(importDrafts(s, s.csiId, 'Once', [draft()]))).toEqual({ code: 'invalid', errors: [['name', 'invoices.name.taken']] });
    expect(await storedReportCount(s, s.csiId, 'Nothing')).toBe(0);
    expect(await storedReportCount(s, s.csiId, 'Once')).toBe(1);
  });
});
