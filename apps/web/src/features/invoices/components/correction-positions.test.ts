import { describe, expect, it } from 'vitest';
import { storedLineOf } from '../test/invoice-lines';
import { correctedPositions } from './correction-positions';

describe('a correction\'s positions before and after', () => {
  it('adds the change to the state before in cents: after = before + change', () => {
    const [position] = correctedPositions([
      storedLineOf({
        id: 3,
        sequence: 2,
        positionDescription: 'Laptop',
        positionNetAmountCurrency: -406.5,
        positionVatAmountCurrency: -93.5,
        positionGrossAmountCurrency: -500,
        positionNetAmountBefore: 4065.04,
        positionVatAmountBefore: 934.96,
        positionGrossAmountBefore: 5000,
      }),
    ]);
    expect(position).toEqual({
      lineId: 3,
      sequence: 2,
      description: 'Laptop',
      net: { before: 4065.04, change: -406.5, after: 3658.54 },
      vat: { before: 934.96, change: -93.5, after: 841.46 },
      gross: { before: 5000, change: -500, after: 4500 },
    });
    // 0.1 + 0.2 in cents, not in floating point
    expect(correctedPositions([storedLineOf({ positionNetAmountCurrency: 0.2, positionNetAmountBefore: 0.1 })])[0]?.net.after).toBe(0.3);
  });

  it('uses the invoice\'s currency, leaves out lines without a state before, and leaves after unknown when the change is', () => {
    const euro = storedLineOf({ currency: 'EUR', positionNetAmountCurrency: -100, positionNetAmountPln: -430, positionVatAmountCurrency: null, positionGrossAmountCurrency: null, positionNetAmountBefore: 1000, positionVatAmountBefore: 230, positionGrossAmountBefore: 1230 });
    const [position] = correctedPositions([storedLineOf({ id: 9 }), euro]);
    expect(position?.net).toEqual({ before: 1000, change: -100, after: 900 });
    expect(position?.vat).toEqual({ before: 230, change: null, after: null });
    expect(position?.gross.after).toBeNull();
    expect(correctedPositions([storedLineOf()])).toEqual([]);
  });
});
