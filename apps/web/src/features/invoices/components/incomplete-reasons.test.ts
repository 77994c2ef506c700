import { describe, expect, it } from 'vitest';
import { storedLineOf } from '../test/invoice-lines';
import { incompleteReasons } from './incomplete-reasons';

describe('why a line is incomplete (DOMAIN §11)', () => {
  it('has no reason when complete', () => {
    expect(incompleteReasons(storedLineOf())).toEqual([]);
  });

  it('says no agreement, or no schedule row for the period once an agreement matched', () => {
    expect(incompleteReasons(storedLineOf({ doesAgreementExist: false, doesAmortizationExist: false, areInvoiceDetailsComplete: false }))).toEqual([{ kind: 'noAgreement' }]);
    expect(incompleteReasons(storedLineOf({ doesAmortizationExist: false, areInvoiceDetailsComplete: false }))).toEqual([{ kind: 'noScheduleRow' }]);
  });

  it('lists every required field left empty', () => {
    const line = storedLineOf({ taxId: ' ', vatRate: null, invoiceGrossAmountPln: null, areInvoiceDetailsComplete: false });
    expect(incompleteReasons(line)).toEqual([{ kind: 'missing', fields: ['taxId', 'vatRate', 'invoiceGrossAmountPln'] }]);
  });
});
