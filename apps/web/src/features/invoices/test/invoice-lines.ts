import type { InvoiceLine, InvoiceMatchRow } from '@leasedesk/contract';

/** A complete, matched line of report `R-1`, invoice FV/2025/03/12 (a Polish lessor's quarterly rent). */
export function lineOf(change: Partial<InvoiceMatchRow> = {}): InvoiceMatchRow {
  const line: InvoiceLine = {
    id: 1,
    sequence: 1,
    name: 'R-1',
    contractorName: 'Łódzkie Zakłady Leasingowe Sp. z o.o.',
    contractorId: 3,
    taxId: '7251850343',
    agreementNumber: 'UL/2025/001',
    scheduleNumber: '1',
    invoiceNumber: 'FV/2025/03/12',
    positionDescription: 'Rata leasingowa 1/36',
    positionNetAmountPln: 9500,
    positionVatAmountPln: 2185,
    positionGrossAmountPln: 11685,
    positionNetAmountCurrency: 9500,
    positionVatAmountCurrency: 2185,
    positionGrossAmountCurrency: 11685,
    invoiceNetAmountPln: 9500,
    invoiceGrossAmountPln: 11685,
    invoiceNetAmountCurrency: 9500,
    invoiceGrossAmountCurrency: 11685,
    vatRate: 0.23,
    currency: 'PLN',
    exchangeRate: 1,
    invoiceDate: '2025-03-05',
    paymentDate: '2025-03-19',
    incomeDate: '2025-03-05',
    periodInvoiced: '2025-03-01',
    interests: 900.72,
    principal: 8599.28,
    factoringContractNumber: null,
    leaseAgreementId: 11,
    leaseAmortizationId: 101,
    doesAgreementExist: true,
    doesAmortizationExist: true,
    areInvoiceDetailsComplete: true,
    isPdfBased: false,
    pdfDocumentId: null,
    revision: 0,
    ksefNumber: null,
    invoiceKind: null,
    vatRateCode: '23',
    correctedInvoiceNumber: null,
    correctedKsefNumber: null,
    correctedInvoiceDate: null,
    correctionReason: null,
    positionNetAmountBefore: null,
    positionVatAmountBefore: null,
    positionGrossAmountBefore: null,
    bankAccount: null,
    fieldReadings: null,
  };
  return {
    ...line,
    leaseAgreement: { id: 11, contractNumber: 'UL/2025/001', scheduleNumber: '1' },
    leaseAmortization: { id: 101, periodNumber: 1, paymentDate: '2025-03-01', paymentAmount: 9500, interestAmount: 900.72, principalAmount: 8599.28 },
    ...change,
  };
}

/** The same line without the match fields (what the correction routes answer). */
export function storedLineOf(change: Partial<InvoiceLine> = {}): InvoiceLine {
  const { leaseAgreement: _agreement, leaseAmortization: _amortization, ...line } = lineOf(change);
  return line;
}
